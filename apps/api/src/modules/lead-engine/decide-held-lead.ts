// PUT /leadspeek/held-leads/{id}/release | /discard (issue 12 item 4). Release: the held lead becomes
// a lead (at the time it was held), charged once at the price it was held at, and delivered.
// Discard: never charged, never delivered. Both are one transaction on the locked held row, so
// concurrent decisions make one lead and one charge at most (lead_charges.lead_id stays unique too).
import { type HeldLeadDecisionResponse, LEAD_FLOOD_MESSAGES } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { heldLeads, leads, visits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { type HeldLeadDecision, heldLeadForDecision } from '../../platform/access/held-leads.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { scoreLeads } from '../lead-score/score-leads.ts';
import { payLeadsFromFunds, queueFundingChecks } from '../wallet/lead-funding-job.ts';
import { claimedVisitColumns } from './batch-facts.ts';
import { deliverLeadsJob } from './delivery-job.ts';
import { newLead } from './lead-of-visit.ts';
import { insertLeads } from './write-leads.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const refused = (reason: string) => new AppError(409, 'invalidInput', { heldLeadId: reason });

async function stillHeld(db: Queryable, actor: Actor, heldLeadId: number): Promise<HeldLeadDecision> {
  const found = await heldLeadForDecision(db, actor, heldLeadId);
  if (found.held.status !== 'held') throw refused(LEAD_FLOOD_MESSAGES.notHeld);
  return found;
}

export async function releaseHeldLead(
  ctx: AppContext,
  actor: Actor,
  heldLeadId: number,
  ip: string | null,
): Promise<HeldLeadDecisionResponse> {
  const now = new Date();
  const released = await ctx.db.transaction(async (tx) => {
    const { held, campaign } = await stillHeld(tx, actor, heldLeadId);
    const person = (await ctx.leadData.peopleByKey([held.personKey])).get(held.personKey);
    if (!person) throw refused(LEAD_FLOOD_MESSAGES.personUnknown);
    // The received time exactly as stored: the lead's month and its key with the visit.
    const [visit] = await tx
      .select(claimedVisitColumns)
      .from(visits)
      .where(and(eq(visits.id, held.visitId), eq(visits.companyId, held.companyId)));
    // A page view past the retention is gone: the lead is kept under the time it was held.
    const gone = {
      id: held.visitId,
      source: 'pixel' as const,
      keyword: null,
      pageUrl: null,
      receivedAtKey: held.heldAt.toISOString(),
    };
    const lead = {
      ...newLead(visit ?? gone, campaign, person),
      priceCents: held.priceCents,
    };
    // The lead keeps the time it was held: dashboards and the velocity guard see it when it came.
    const [inserted] = await insertLeads(tx, [lead], held.heldAt, now);
    const leadId =
      inserted?.id ??
      (await tx.select({ id: leads.id }).from(leads).where(eq(leads.visitId, held.visitId)))[0]?.id ??
      null;
    // Issue 16: the released lead is paid like any new one (its pool, or its agency's Data Wallet).
    const funding = inserted ? await payLeadsFromFunds(tx, [inserted], now) : null;
    await tx.update(visits).set({ status: 'lead', leadId }).where(eq(visits.id, held.visitId));
    // Issue 25 item 2: scored like any new lead, its journey as it stands now.
    if (inserted) await scoreLeads(tx, [inserted.id], now);
    await tx
      .update(heldLeads)
      .set({ status: 'released', leadId, decidedAt: now, decidedByUserId: actor.userId })
      .where(eq(heldLeads.id, held.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'lead-review',
      `Released held lead ${held.id} of campaign ${campaign.campaignName}: charged ${dollars(held.priceCents)}`,
      campaign.leadspeekApiId,
    );
    return { campaignId: campaign.id, leadId, charged: inserted ? held.priceCents : 0, funding };
  });
  await ctx.queue.send(deliverLeadsJob, { campaignId: released.campaignId });
  await queueFundingChecks(ctx.queue, released.funding);
  return { message: LEAD_FLOOD_MESSAGES.released, lead_id: released.leadId, charged_cents: released.charged };
}

export async function discardHeldLead(
  ctx: AppContext,
  actor: Actor,
  heldLeadId: number,
  ip: string | null,
): Promise<HeldLeadDecisionResponse> {
  await ctx.db.transaction(async (tx) => {
    const { held, campaign } = await stillHeld(tx, actor, heldLeadId);
    await tx.update(visits).set({ status: 'discarded' }).where(eq(visits.id, held.visitId));
    await tx
      .update(heldLeads)
      .set({ status: 'discarded', decidedAt: new Date(), decidedByUserId: actor.userId })
      .where(eq(heldLeads.id, held.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'lead-review',
      `Discarded held lead ${held.id} of campaign ${campaign.campaignName} (not charged)`,
      campaign.leadspeekApiId,
    );
  });
  return { message: LEAD_FLOOD_MESSAGES.discarded, lead_id: null, charged_cents: 0 };
}
