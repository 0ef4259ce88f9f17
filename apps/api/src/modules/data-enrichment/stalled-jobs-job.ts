// Every five minutes: enrichment jobs that stopped moving are sent again or stopped (issue 27 item 2,
// "nothing acknowledged is lost"). A job whose queue message was lost, or whose retries ran out while
// the lead-data partner was down, would otherwise stay running for ever: never finished, never
// invoiced. Without progress for 10 minutes it is sent to the queue again (a run beside a live one is
// harmless); without progress for 6 hours it is stopped, and the rows it matched are charged once,
// invoiced in the month it stopped and downloadable for 30 days.
import { ENRICHMENT_LIMITS as LIMITS } from '@lead/shared';
import { and, inArray, lt, sql } from 'drizzle-orm';
import { enrichmentJobs } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { enrichContactsJob, stopJob } from './enrichment-job.ts';

const MINUTE_MS = 60_000;
const STOPPED_ERROR = 'no progress for a long time';

export type StalledOutcome = { resent: number[]; stopped: number[] };

export async function sweepStalledEnrichmentJobs(ctx: AppContext, now = new Date()): Promise<StalledOutcome> {
  const lastMove = sql`coalesce(${enrichmentJobs.progressedAt}, ${enrichmentJobs.confirmedAt}, ${enrichmentJobs.createdAt})`;
  const stalled = await ctx.db
    .select({ id: enrichmentJobs.id, lastMove: sql<Date>`${lastMove}` })
    .from(enrichmentJobs)
    .where(
      and(
        inArray(enrichmentJobs.state, ['queued', 'running']),
        lt(lastMove, new Date(now.getTime() - LIMITS.stalledResendMinutes * MINUTE_MS)),
      ),
    )
    .limit(1000);
  const stopBefore = now.getTime() - LIMITS.stalledStopHours * 60 * MINUTE_MS;
  const outcome: StalledOutcome = { resent: [], stopped: [] };
  for (const job of stalled) {
    if (new Date(job.lastMove).getTime() < stopBefore) {
      if (await stopJob(ctx.db, job.id, STOPPED_ERROR, now)) outcome.stopped.push(job.id);
    } else {
      await ctx.queue.send(enrichContactsJob, { id: job.id });
      outcome.resent.push(job.id);
    }
  }
  return outcome;
}

export const stalledEnrichmentJobsJob = defineScheduledJob({
  name: 'data-enrichment-stalled',
  cron: '*/5 * * * *',
  async run(ctx) {
    return sweepStalledEnrichmentJobs(ctx);
  },
});
