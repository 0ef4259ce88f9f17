// The safety net of the pipeline, every minute: visits still queued (their job was lost when a
// process stopped) get a resolution run, campaigns with undelivered leads a delivery, and campaigns
// with held leads nobody was alerted about an alert.
import { and, eq, isNull, lt } from 'drizzle-orm';
import { heldLeads, leads, visits } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { deliverLeadsJob } from './delivery-job.ts';
import { heldLeadsAlertJob } from './held-alert-job.ts';
import { requestResolution } from './resolve-job.ts';

const WAITED_MS = 60_000;

/**
 * A worker's start: what a crash left half way (queued visits, leads written but not delivered) goes
 * on at once, without waiting for the sweep's minute. Running the jobs twice is harmless.
 */
export async function resumeLeadPipeline(ctx: AppContext): Promise<void> {
  await requestResolution(ctx);
  const undelivered = await ctx.db
    .selectDistinct({ campaignId: leads.campaignId })
    .from(leads)
    .where(isNull(leads.deliveredAt))
    .limit(1000);
  for (const { campaignId } of undelivered) await ctx.queue.send(deliverLeadsJob, { campaignId });
}

export async function sweepLeadPipeline(ctx: AppContext, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - WAITED_MS);
  const [waiting] = await ctx.db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.status, 'queued'), lt(visits.receivedAt, before)))
    .limit(1);
  if (waiting) await requestResolution(ctx);
  const undelivered = await ctx.db
    .selectDistinct({ campaignId: leads.campaignId })
    .from(leads)
    .where(and(isNull(leads.deliveredAt), lt(leads.createdAt, before)))
    .limit(1000);
  for (const { campaignId } of undelivered) await ctx.queue.send(deliverLeadsJob, { campaignId });
  const unalerted = await ctx.db
    .selectDistinct({ campaignId: heldLeads.campaignId })
    .from(heldLeads)
    .where(and(isNull(heldLeads.alertedAt), lt(heldLeads.heldAt, before)))
    .limit(1000);
  for (const { campaignId } of unalerted) await ctx.queue.send(heldLeadsAlertJob, { campaignId });
}

export const leadPipelineSweepJob = defineScheduledJob({
  name: 'lead-pipeline-sweep',
  cron: '* * * * *',
  run: (ctx) => sweepLeadPipeline(ctx),
});
