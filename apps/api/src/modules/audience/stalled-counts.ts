// Counts whose job never ran (the process stopped between saving the count and sending its job, or
// the queue lost it) are sent again, so a pending count always finishes. The job is idempotent, so
// a count that is merely slow and sent twice still gets one result and one e-mail.
import { and, eq, lt } from 'drizzle-orm';
import { leadCountRequests } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { audienceCountJob } from './count-job.ts';

export const STALLED_AFTER_MS = 5 * 60_000;

export async function resendStalledCounts(ctx: AppContext, now = new Date()): Promise<number[]> {
  const stalled = await ctx.db
    .update(leadCountRequests)
    .set({ queuedAt: now })
    .where(
      and(
        eq(leadCountRequests.status, 'pending'),
        lt(leadCountRequests.queuedAt, new Date(now.getTime() - STALLED_AFTER_MS)),
      ),
    )
    .returning({ id: leadCountRequests.id });
  for (const row of stalled) {
    await ctx.queue.send(audienceCountJob, { id: row.id });
  }
  return stalled.map((row) => row.id);
}

export const stalledCountsJob = defineScheduledJob({
  name: 'audience-count-stalled',
  cron: '* * * * *',
  run: (ctx) => resendStalledCounts(ctx),
});
