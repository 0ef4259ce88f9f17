// Delivery of a campaign's new leads (queued job 'deliver-leads' {campaignId}): the report e-mail,
// the leads-amount notification and the integration hooks, then delivered_at. Leads are claimed
// with skip locked and marked in the same transaction, so a retried job delivers only the rest.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { campaigns, leads } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob } from '../../platform/define-job.ts';
import { receivedInBatch } from '../lead-journey/journey-sql.ts';
import { wakeMailSender } from '../mail-queue/send-pending-mail-job.ts';
import { DELIVERY_HOOKS } from './delivery-hooks.ts';
import { amountReached, leadReportMail, leadsAmountMail } from './delivery-mail.ts';

const DELIVERY_BATCH = 1000;

/** The campaign's billable leads, counted up to `limit` at most. */
async function leadCountUpTo(db: Queryable, campaignId: number, limit: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
      select 1 from leads where campaign_id = ${campaignId} and source <> 'test' limit ${limit}) counted`);
  return rows[0]?.n ?? 0;
}

/** One delivery run: the leads it delivered, and the mails it wrote for sending after its commit. */
export type DeliveryRun = { delivered: number; mails: number };

/** One delivery run in the caller's transaction `tx`; its mail is written there, for sending after commit. */
export async function deliverLeadsIn(
  ctx: AppContext,
  tx: Queryable,
  campaignId: number,
  now: Date,
): Promise<DeliveryRun> {
  const pending = await tx
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.campaignId, campaignId),
        isNull(leads.deliveredAt),
        // Issue 16: a lead its agency's Data Wallet (or its prepaid pool) has not paid waits.
        sql`not exists (select 1 from wallet_lead_debits d where d.lead_id = ${leads.id}
            and d.lead_received_at = ${leads.receivedAt} and d.status = 'held')`,
      ),
    )
    .orderBy(asc(leads.id))
    .limit(DELIVERY_BATCH)
    .for('update', { skipLocked: true });
  if (pending.length === 0) return { delivered: 0, mails: 0 };
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
  // A removed campaign's undelivered leads stay in its records; nobody is mailed for it any more.
  if (!campaign || campaign.removedAt) return { delivered: 0, mails: 0 };

  // The mail goes after the commit: the run never waits on a mail server, and a retried run
  // (this one rolled back) does not mail the same leads twice.
  let mails = 0;
  const mailTo = async (recipients: string[], mail: { subject: string; text: string }) => {
    const addressed = recipients.map((to) => ({ to, companyId: campaign.companyId, ...mail }));
    mails += await ctx.mailer.sendAfterCommit(addressed, tx);
  };
  await mailTo(campaign.reportSentTo, leadReportMail(campaign, pending));
  const amount = campaign.leadsAmountNotification;
  if (amount !== null && amount > 0) {
    const fresh = pending.filter((lead) => lead.source !== 'test').length;
    // Counting stops where the threshold can no longer be crossed by this batch: a campaign's
    // whole count would grow with every lead it ever had (bench:latency).
    const after = await leadCountUpTo(tx, campaignId, amount + fresh);
    if (amountReached(amount, after - fresh, after))
      await mailTo(campaign.adminNotifyTo, leadsAmountMail(campaign, after));
  }
  for (const hook of DELIVERY_HOOKS) await hook(ctx, campaign, pending, tx);
  await tx
    .update(leads)
    .set({ deliveredAt: now })
    .where(
      sql`${leads.id} = any(${sql.param(pending.map((lead) => lead.id))}::bigint[])
          and ${receivedInBatch(sql`leads`, pending)}`,
    );
  return { delivered: pending.length, mails };
}

export async function deliverLeads(
  ctx: AppContext,
  campaignId: number,
  now = new Date(),
): Promise<DeliveryRun> {
  const run = await ctx.db.transaction((tx) => deliverLeadsIn(ctx, tx, campaignId, now));
  await wakeMailSender(ctx, run.mails);
  return run;
}

export const deliverLeadsJob = defineJob({
  name: 'deliver-leads',
  payload: z.object({ campaignId: z.number().int().positive() }),
  retry: { limit: 5 },
  // Integrations promise a webhook and the live dashboards a lead within 1 s of its creation: it
  // starts as the lead is written; a retry after a failure waits at most half a second.
  startsAtOnce: true,
  pollingIntervalSeconds: 0.5,
  // A run takes what was waiting when it started, a full batch at a time. Leads written meanwhile
  // send this job again, which runs once this run ends (the at-once runner), so a run that delivered
  // less than a full batch does not ask once more: that empty round cost a transaction per run.
  async run(ctx, { campaignId }) {
    while ((await deliverLeads(ctx, campaignId)).delivered === DELIVERY_BATCH) {}
  },
});
