// Drains the queued visits in batches (the lead pipeline, issue 6 point 4). Each batch is one
// transaction: claim the visits (skip locked), decide each, store the leads and their charges and
// mark the visits. A crash rolls the batch back, so its visits stay queued and run again; the
// unique visit_id of a lead and lead_id of a charge make a second lead or charge impossible.
// Past a campaign's velocity threshold (issue 12 item 4), a pixel lead is held for review instead.

import { isWalletTerm, type LeadFloodRules, type RejectionReason } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import type { LeadDataProvider, ResolvedPerson } from '../../platform/providers/lead-data-provider.ts';
import { read, readTogether } from '../../platform/read-together.ts';
import { rowsRelation } from '../../platform/sql-rows.ts';
import { browserKey, receivedInBatch } from '../lead-journey/journey-sql.ts';
import { browserFactsRead, scoreOfFacts, scoreReturningLeads } from '../lead-score/score-leads.ts';
import { payLeadsFromFunds, queueFundingChecks } from '../wallet/lead-funding-job.ts';
import {
  type CampaignShare,
  type ClaimedVisit,
  claimQueuedVisits,
  leadsInPeriodRead,
  lockCampaigns,
  lockPeople,
  peopleOf,
  priorLeadsRead,
  suppressionRead,
  type Visit,
} from './batch-facts.ts';
import { decideVisit } from './decide-visit.ts';
import { deliverLeadsJob } from './delivery-job.ts';
import {
  addressKey,
  type BaselineCache,
  baselinesOf,
  judgedByAddress,
  leadsFromAddressesRead,
  paceRead,
} from './flood-facts.ts';
import { floodRuleDefaults, floodRulesRead } from './flood-rules.ts';
import { heldLeadsAlertJob } from './held-alert-job.ts';
import { newLead } from './lead-of-visit.ts';
import { pageRuleStops } from './stages/page-rules.ts';
import { heldByVelocity } from './stages/velocity-guard.ts';
import { insertHeldLeads, insertLeads, type NewHeldLead } from './write-leads.ts';

export const BATCH_SIZE = 500;

type Outcome = {
  visitId: number;
  personKey: string | null;
  reason: RejectionReason | null;
  leadId: number | null;
  held: boolean;
};
type BatchResult = {
  visits: number;
  leadCampaigns: number[];
  heldCampaigns: number[];
  /** Issue 16: agencies whose wallet paid or held leads, and campaigns whose prepaid pool ran out. */
  funds?: Awaited<ReturnType<typeof payLeadsFromFunds>>;
};

/** The leads the batch's visits already made (a duplicate run after lost marks), by visit. */
function leadsOfVisitsRead(batch: ClaimedVisit[]) {
  // A lead is stored under its page view's received time: the batch's months are the leads' months.
  const query = sql`select id, visit_id from leads
    where visit_id = any(${sql.param(batch.map((visit) => visit.id))}::bigint[])
      and ${receivedInBatch(sql`leads`, batch)}`;
  return read(
    query,
    (rows: { id: number; visit_id: number }[]) => new Map(rows.map((row) => [row.visit_id, row.id])),
  );
}

/** The person of each visit of the batch, in its order; null for those the page rules stopped. */
async function peopleOfUnstopped(provider: LeadDataProvider, batch: Visit[], stops: Map<number, unknown>) {
  if (stops.size === 0) return peopleOf(provider, batch);
  const asked = batch.filter((visit) => !stops.has(visit.id));
  const found = await peopleOf(provider, asked);
  const byVisit = new Map(asked.map((visit, index) => [visit.id, found[index] ?? null]));
  return batch.map((visit) => byVisit.get(visit.id) ?? null);
}

/** Decides one batch of queued visits (claimed here) in the caller's transaction. */
export async function resolveBatch(
  db: Queryable,
  provider: LeadDataProvider,
  floodDefaults: LeadFloodRules,
  now: Date,
  baselines: BaselineCache,
  share: CampaignShare,
  size = BATCH_SIZE,
): Promise<BatchResult> {
  const batch = await claimQueuedVisits(db, size, share);
  if (batch.length === 0) return { visits: 0, leadCampaigns: [], heldCampaigns: [] };
  const { byId: campaignsById, reidentifyingAcross: acrossCampaigns } = await lockCampaigns(
    db,
    batch.map((visit) => visit.campaignId),
  );
  const batchCampaigns = [...campaignsById.values()];
  // Page views the campaign's page rules stop are never sent to the provider (issue 25 item 3).
  const pageStops = await pageRuleStops(db, batch, campaignsById);
  const people = await peopleOfUnstopped(provider, batch, pageStops);
  const known = people.filter((person): person is ResolvedPerson => person !== null);
  await lockPeople(
    db,
    batch.flatMap((visit, index) => {
      const person = people[index];
      const campaign = campaignsById.get(visit.campaignId);
      return person && campaign && acrossCampaigns.has(campaign.companyId)
        ? [{ companyId: campaign.companyId, personKey: person.key }]
        : [];
    }),
  );
  // The flood stages judge pixel visits only: anyone can send those.
  const judged = batch.filter(judgedByAddress);
  const judgedCampaigns = [...new Set(judged.map((visit) => visit.campaignId))].filter((id) =>
    campaignsById.has(id),
  );
  // Every fact the decisions need, in one round trip, read once the locks above are held.
  const { entries, prior, inPeriod, floodRules, fromAddress, paces, journeys, madeBefore } =
    await readTogether(db, {
      entries: suppressionRead(
        known.map((person) => person.emailMd5),
        batchCampaigns,
      ),
      prior: priorLeadsRead(
        known.map((person) => person.key),
        batchCampaigns.map((campaign) => campaign.companyId),
      ),
      inPeriod: leadsInPeriodRead(batchCampaigns, now),
      floodRules: floodRulesRead(judgedCampaigns, floodDefaults),
      fromAddress: leadsFromAddressesRead(judged, now),
      paces: paceRead(judgedCampaigns, now, baselines),
      // Issue 25 item 2: each browser's journey, this batch's page views included: a new lead is stored scored.
      journeys: browserFactsRead(batch),
      // A visit that already made a lead (a duplicate run after lost marks) keeps that lead.
      madeBefore: leadsOfVisitsRead(batch),
    });
  const outcomes: Outcome[] = [];
  const created: ReturnType<typeof newLead>[] = [];
  const held: NewHeldLead[] = [];
  batch.forEach((visit, index) => {
    const existing = madeBefore.get(visit.id);
    if (existing !== undefined) {
      outcomes.push({
        visitId: visit.id,
        personKey: visit.personKey,
        reason: null,
        leadId: existing,
        held: false,
      });
      return;
    }
    const campaign = campaignsById.get(visit.campaignId);
    const person = people[index] ?? null;
    const test = visit.source === 'test';
    const address = judgedByAddress(visit) ? addressKey(visit.campaignId, visit.sourceKey) : null;
    const rules = floodRules.get(visit.campaignId) ?? floodDefaults;
    const reason: RejectionReason | null = !campaign
      ? 'campaign-not-running'
      : (pageStops.get(visit.id) ??
        decideVisit(campaign, {
          person,
          test,
          priorLeads: person ? (prior.get(person.key) ?? []) : [],
          suppressionEntries: entries,
          leadsInPeriod: inPeriod.get(visit.campaignId) ?? 0,
          leadsFromAddress: address === null ? null : (fromAddress.get(address) ?? 0),
          floodRules: rules,
          now,
        }));
    const pace = address === null ? undefined : paces.get(visit.campaignId);
    const hold = !reason && pace !== undefined && heldByVelocity(pace, rules);
    outcomes.push({ visitId: visit.id, personKey: person?.key ?? null, reason, leadId: null, held: hold });
    if (reason || !campaign || !person) return;
    const journey = visit.visitorId ? journeys.get(browserKey(visit.campaignId, visit.visitorId)) : undefined;
    const lead = {
      ...newLead(visit, campaign, person),
      score: journey ? scoreOfFacts(campaign.scoreRules, journey, now) : null,
    };
    if (hold) {
      held.push({
        visitId: visit.id,
        campaignId: campaign.id,
        companyId: campaign.companyId,
        personKey: person.key,
        emailMd5: person.emailMd5 ?? null,
        priceCents: lead.priceCents,
      });
    } else created.push(lead);
    if (test) return;
    // Later visits of this batch see this lead: one person is one lead inside the window.
    prior.set(person.key, [
      ...(prior.get(person.key) ?? []),
      { campaignId: campaign.id, companyId: campaign.companyId, at: now },
    ]);
    // A held lead is not a lead yet: the campaign's lead limits count it once it is released.
    if (!hold) inPeriod.set(campaign.id, (inPeriod.get(campaign.id) ?? 0) + 1);
    if (address !== null) fromAddress.set(address, (fromAddress.get(address) ?? 0) + 1);
    if (pace) pace.lastHour++;
  });

  // A visit that already has a lead (a duplicate run) keeps it: no second lead, no second charge
  // (each billable lead is charged in the statement that stores it).
  const inserted = await insertLeads(db, created, now);
  await insertHeldLeads(db, held, now);
  // Issue 16: a wallet agency's wholesale price of each lead leaves its Data Wallet (or the lead is
  // held until it can), and a Prepaid campaign's lead uses its pool.
  const funds = await payLeadsFromFunds(
    db,
    inserted.filter((lead) => lead.source !== 'test'),
    now,
    { anyPrepaid: batchCampaigns.some((campaign) => isWalletTerm(campaign.paymentTerm)) },
  );
  // The batch's visits are locked and those with a lead are in madeBefore: every new lead is here.
  const leadOfVisit = new Map<number | null, number>([
    ...madeBefore.entries(),
    ...inserted.map((lead): [number | null, number] => [lead.visitId, lead.id]),
  ]);
  const claimed = new Map(batch.map((visit) => [visit.id, visit]));
  const marks = outcomes.map((outcome) => ({
    id: outcome.visitId,
    company_id: claimed.get(outcome.visitId)?.companyId,
    received_at: claimed.get(outcome.visitId)?.receivedAtKey,
    status: outcome.reason ? 'rejected' : outcome.held ? 'held' : 'lead',
    reason: outcome.reason,
    lead_id: leadOfVisit.get(outcome.visitId) ?? null,
    // A suppressed person asked not to be kept: their visit keeps only its campaign, time and reason.
    forget: outcome.reason === 'suppressed',
    person_key: outcome.reason === 'suppressed' ? null : outcome.personKey,
  }));
  await db.execute(sql`update visits v set status = m.status, reason = m.reason, lead_id = m.lead_id,
      person_key = case when m.forget then null else coalesce(v.person_key, m.person_key) end,
      visitor_id = case when m.forget then null else v.visitor_id end,
      page_url = case when m.forget then null else v.page_url end,
      page_title = case when m.forget then null else v.page_title end,
      referrer = case when m.forget then null else v.referrer end,
      ip = case when m.forget then null else v.ip end,
      source_key = case when m.forget then null else v.source_key end,
      user_agent = case when m.forget then null else v.user_agent end,
      email_md5 = case when m.forget then null else v.email_md5 end,
      processed_at = ${now}
    from ${rowsRelation('m', marks, {
      id: 'bigint',
      company_id: 'int',
      received_at: 'timestamptz',
      status: 'text',
      reason: 'text',
      lead_id: 'bigint',
      forget: 'boolean',
      person_key: 'text',
    })}
    where v.id = m.id and v.company_id = m.company_id and v.received_at = m.received_at
      and ${receivedInBatch(sql`v`, batch)}`);
  // Issue 25 item 2: the leads of visitors who came back, scored again with this batch's page views.
  await scoreReturningLeads(db, journeys, (id) => campaignsById.get(id)?.scoreRules ?? null, now);
  return {
    visits: batch.length,
    leadCampaigns: [...new Set(inserted.map((lead) => lead.campaignId))],
    heldCampaigns: [...new Set(held.map((lead) => lead.campaignId))],
    funds,
  };
}

/**
 * How many batches a run decides at once: RESOLVE_PARALLEL, or RESOLVE_PARALLEL_BACKLOG when more
 * visits are queued than that many full batches take (the probe stops reading there).
 */
export async function drainsFor(ctx: AppContext): Promise<number> {
  const { RESOLVE_PARALLEL: usual, RESOLVE_PARALLEL_BACKLOG: behind } = ctx.config;
  if (behind <= usual) return usual;
  const { rows } = await ctx.db.execute<{ behind: boolean }>(sql`select exists (
      select 1 from visits where status = 'queued' offset ${BATCH_SIZE * usual} limit 1) as behind`);
  return rows[0]?.behind ? behind : usual;
}

/** Resolves every queued visit; answers how many were processed. Delivery is queued per campaign. */
export async function resolveQueuedVisits(
  ctx: AppContext,
  clock: () => Date = () => new Date(),
): Promise<number> {
  let processed = 0;
  const floodDefaults = floodRuleDefaults(ctx.config);
  // Each loop drains its own share of the campaigns, so the loops never wait on each other's
  // campaign locks; the rows they do share (wallets, a person at a client) are locked in one order.
  const of = await drainsFor(ctx);
  const drain = async (index: number) => {
    for (;;) {
      const result = await ctx.db.transaction((tx) =>
        resolveBatch(tx, ctx.leadData, floodDefaults, clock(), baselinesOf(ctx.db), { of, index }),
      );
      if (result.visits === 0) return;
      processed += result.visits;
      await queueFollowUps(ctx, result);
    }
  };
  await Promise.all(Array.from({ length: of }, (_, index) => drain(index)));
  return processed;
}

/** The jobs a committed batch asks for: deliveries, held-lead alerts, wallet and pool checks. */
async function queueFollowUps(ctx: AppContext, result: BatchResult): Promise<void> {
  for (const campaignId of result.leadCampaigns) await ctx.queue.send(deliverLeadsJob, { campaignId });
  for (const campaignId of result.heldCampaigns) await ctx.queue.send(heldLeadsAlertJob, { campaignId });
  await queueFundingChecks(ctx.queue, result.funds);
}
