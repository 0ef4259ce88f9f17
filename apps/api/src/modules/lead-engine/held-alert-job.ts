// The queued job 'held-leads-alert' {campaignId} (issue 12 item 4): when the velocity guard holds a
// campaign's leads, the agency (its staff) and the platform (its staff) get an e-mail and a user-log
// row each, at most once per campaign and hour. Held leads are marked alerted in the alert's own
// transaction, so a retried job alerts only about the rest.
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { campaigns, companies, heldLeads, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob } from '../../platform/define-job.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { wakeMailSender } from '../mail-queue/send-pending-mail-job.ts';

const ALERT_INTERVAL_MS = 3_600_000;

/**
 * Staff above a client who get its campaigns' alerts: its agency's (the client's parent, or the root
 * when the platform serves it itself), and with `platform` the platform root's too.
 */
export async function staffAbove(db: Queryable, clientPath: string, { platform }: { platform: boolean }) {
  const levels = platform
    ? sql`(subpath(${clientPath}::ltree, 0, nlevel(${clientPath}::ltree) - 1), subpath(${clientPath}::ltree, 0, 1))`
    : sql`(subpath(${clientPath}::ltree, 0, nlevel(${clientPath}::ltree) - 1))`;
  return db
    .select({ email: users.email, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        sql`${companies.path} in ${levels}`,
        inArray(users.userType, ['user', 'userdownline', 'administrator']),
        eq(users.active, true),
        eq(users.disabledReceiveEmail, false),
      ),
    );
}

export function heldLeadsMail(
  campaign: { campaignName: string; leadspeekApiId: string },
  client: string,
  count: number,
) {
  const noun = count === 1 ? 'lead was' : 'leads were';
  return {
    subject: `Leads held for review: ${campaign.campaignName}`,
    text: [
      `Campaign ${campaign.campaignName} (${campaign.leadspeekApiId}) of ${client} is making leads much faster than usual.`,
      `${count} new ${noun} held for review: they are not charged and not delivered until someone reviews them.`,
      '',
      'Open Held for review (Campaign Management) to release a lead (it is then charged once and delivered) or to discard it (never charged).',
      '',
    ].join('\n'),
  };
}

export async function alertHeldLeads(
  ctx: AppContext,
  campaignId: number,
  now = new Date(),
): Promise<boolean> {
  let mails = 0;
  const alerted = await ctx.db.transaction(async (tx) => {
    // One alert job per campaign at a time: the next one then sees this one's alert and stays quiet.
    await tx.execute(sql`select pg_advisory_xact_lock(7002, ${campaignId})`);
    const fresh = await tx
      .select({ id: heldLeads.id })
      .from(heldLeads)
      .where(and(eq(heldLeads.campaignId, campaignId), isNull(heldLeads.alertedAt)))
      .for('update');
    if (fresh.length === 0) return false;
    const [recent] = await tx
      .select({ id: heldLeads.id })
      .from(heldLeads)
      .where(
        and(
          eq(heldLeads.campaignId, campaignId),
          gte(heldLeads.alertedAt, new Date(now.getTime() - ALERT_INTERVAL_MS)),
        ),
      )
      .limit(1);
    await tx
      .update(heldLeads)
      .set({ alertedAt: now })
      .where(
        inArray(
          heldLeads.id,
          fresh.map((row) => row.id),
        ),
      );
    if (recent) return false;

    const [owner] = await tx
      .select({
        campaign: campaigns,
        clientName: companies.companyName,
        clientPath: sql<string>`${companies.path}::text`,
      })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(eq(campaigns.id, campaignId));
    if (!owner) return false;
    const mail = heldLeadsMail(owner.campaign, owner.clientName, fresh.length);
    const reviewers = await staffAbove(tx, owner.clientPath, { platform: true });
    mails = await ctx.mailer.sendAfterCommit(
      reviewers.map((reviewer) => ({ to: reviewer.email, companyId: reviewer.companyId, ...mail })),
      tx,
    );
    // The agency's log and the platform's (paths are made of company ids: …root.agency.client).
    const labels = owner.clientPath.split('.').map(Number);
    const logged = new Set([labels.at(-2), labels[0]].filter((id): id is number => id !== undefined));
    for (const companyId of logged) {
      await writeUserLog(tx, {
        userId: null,
        companyId,
        action: 'lead-review',
        description: `${fresh.length} leads of campaign ${owner.campaign.campaignName} held for review (velocity guard)`,
        ip: null,
        campaignId: owner.campaign.leadspeekApiId,
      });
    }
    return true;
  });
  await wakeMailSender(ctx, mails);
  return alerted;
}

export const heldLeadsAlertJob = defineJob({
  name: 'held-leads-alert',
  payload: z.object({ campaignId: z.number().int().positive() }),
  retry: { limit: 5 },
  async run(ctx, { campaignId }) {
    await alertHeldLeads(ctx, campaignId);
  },
});
