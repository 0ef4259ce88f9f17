// The re-scoring a change of scoring rules starts (issue 25 item 2): the campaign's leads of the last
// RESCORE_DAYS before the change, scored again a batch at a time, each batch one transaction that
// moves the progress the campaign's scoring screen shows. A batch holds the campaign's pipeline lock
// (the pipeline scores the same leads), reads where the last batch stopped under the progress row's
// lock, and stops when a newer change overtook its version: two runs of one version (a retry, the
// refresh job's resume) share the work and never score a batch twice.
import { RESCORE_DAYS } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob } from '../../platform/define-job.ts';
import { scoreLeads } from './score-leads.ts';

const RESCORE_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The window of a change started at `startedAt`: its leads that can have a journey. */
export const rescoreWindow = (startedAt: Date | string) => {
  const until = new Date(startedAt);
  return { from: new Date(until.getTime() - RESCORE_DAYS * DAY_MS), until };
};

/** How many leads a change at `now` re-scores. */
export async function leadsToRescore(db: Queryable, campaignId: number, now: Date): Promise<number> {
  const { from, until } = rescoreWindow(now);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from leads
    where campaign_id = ${campaignId} and created_at >= ${from} and created_at <= ${until}
      and visit_id is not null`);
  return rows[0]?.n ?? 0;
}

/** Scores one batch; answers false when the run is over (done, or overtaken by a newer change). */
async function rescoreBatch(db: Queryable, campaignId: number, version: number, now: Date): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(7001, ${campaignId})`);
  const { rows } = await db.execute<{ after_lead_id: string | number; started_at: string }>(sql`
    select after_lead_id, started_at from lead_rescores
    where campaign_id = ${campaignId} and version = ${version} and finished_at is null
    for update`);
  const progress = rows[0];
  if (!progress) return false;
  const { from, until } = rescoreWindow(progress.started_at);
  const { rows: batch } = await db.execute<{ id: string | number }>(sql`select id from leads
    where campaign_id = ${campaignId} and id > ${Number(progress.after_lead_id)}
      and created_at >= ${from} and created_at <= ${until} and visit_id is not null
    order by id limit ${RESCORE_BATCH}`);
  const ids = batch.map((row) => Number(row.id));
  await scoreLeads(db, ids, now);
  const last = ids.at(-1);
  const finished = ids.length < RESCORE_BATCH;
  await db.execute(sql`update lead_rescores set
      done = ${finished ? sql`total` : sql`least(total, done + ${ids.length})`},
      after_lead_id = ${last ?? Number(progress.after_lead_id)},
      finished_at = ${finished ? now : null}
    where campaign_id = ${campaignId}`);
  return !finished;
}

/** Runs the campaign's re-scoring of `version` to its end; a newer version's run takes over. */
export async function rescoreCampaign(
  ctx: AppContext,
  campaignId: number,
  version: number,
  clock: () => Date = () => new Date(),
): Promise<void> {
  while (await ctx.db.transaction((tx) => rescoreBatch(tx, campaignId, version, clock()))) {
    // Each batch commits on its own: the screen's progress moves, and a crash loses one batch at most.
  }
}

export const rescoreLeadsJob = defineJob({
  name: 'lead-rescore',
  payload: z.object({ campaignId: z.number().int().positive(), version: z.number().int().positive() }),
  retry: { limit: 5 },
  run: (ctx, payload) => rescoreCampaign(ctx, payload.campaignId, payload.version),
});
