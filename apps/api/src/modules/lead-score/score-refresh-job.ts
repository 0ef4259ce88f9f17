// Every ten minutes (issue 25 item 2): a score is only as true as its recency points, so the leads
// whose "seen in the last days" lapsed are scored again; and a re-scoring whose job was lost (a crash
// between the save and the queue) is sent again. Its runs share the work with any run still going.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { rescoreLeadsJob } from './rescore-job.ts';
import { scoreLeads } from './score-leads.ts';

const REFRESH_BATCH = 500;
/** A run scores at most this many lapsed leads; the next run takes the rest. */
const REFRESH_MAX = 20_000;
/** A re-scoring older than this without its end is resumed. */
const RESUME_AFTER_MS = 2 * 60 * 1000;

/** Sends the re-scorings that have not ended again; answers how many. */
export async function resumeRescores(ctx: AppContext, now: Date): Promise<number> {
  const { rows } = await ctx.db.execute<{ campaign_id: number; version: number }>(sql`
    select campaign_id, version from lead_rescores
    where finished_at is null and started_at < ${new Date(now.getTime() - RESUME_AFTER_MS)}`);
  for (const row of rows)
    await ctx.queue.send(rescoreLeadsJob, { campaignId: row.campaign_id, version: row.version });
  return rows.length;
}

/** Scores again the leads whose recency points lapsed by `now`; answers how many. */
export async function refreshLapsedScores(ctx: AppContext, now: Date): Promise<number> {
  let refreshed = 0;
  while (refreshed < REFRESH_MAX) {
    const { rows } = await ctx.db.execute<{ id: string | number; campaign_id: number }>(sql`
      select id, campaign_id from leads where score_changes_at <= ${now}
      order by score_changes_at limit ${REFRESH_BATCH}`);
    if (rows.length === 0) break;
    const byCampaign = new Map<number, number[]>();
    for (const row of rows)
      byCampaign.set(row.campaign_id, [...(byCampaign.get(row.campaign_id) ?? []), Number(row.id)]);
    for (const [campaignId, leadIds] of [...byCampaign].sort(([a], [b]) => a - b)) {
      await ctx.db.transaction(async (tx) => {
        // The pipeline scores the same leads under this lock.
        await tx.execute(sql`select pg_advisory_xact_lock(7001, ${campaignId})`);
        await scoreLeads(tx, leadIds, now);
      });
    }
    refreshed += rows.length;
  }
  return refreshed;
}

export const scoreRefreshJob = defineScheduledJob({
  name: 'lead-score-refresh',
  cron: '*/10 * * * *',
  run: async (ctx) => {
    const now = new Date();
    return { resumed: await resumeRescores(ctx, now), refreshed: await refreshLapsedScores(ctx, now) };
  },
});
