// Every night: journeys older than the platform's retention (JOURNEY_RETENTION_MONTHS, 13 by default)
// are forgotten (issue 25 item 7). A page view keeps its campaign, time and outcome, so the counts of
// every report stay; its browser id, address, title and referrer go, and with them the journey.
// Each night takes the page views received between the last night's cutoff and its own, a batch of
// campaigns per statement, each a range of visits_campaign_received_idx: no old row is read twice.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';

/** Campaigns per statement: each one's slice of a day is small, a thousand of them still quick. */
const CAMPAIGNS_PER_BATCH = 1_000;

/** The cutoff the last run reached (the start of time before the first run). */
async function forgottenBefore(ctx: AppContext): Promise<Date | null> {
  const { rows } = await ctx.db.execute<{ at: string }>(
    sql`select forgotten_before as at from journey_retention_marks where id = 1`,
  );
  return rows[0] ? new Date(rows[0].at) : null;
}

/** Forgets every journey received before the retention; answers how many page views it cleared. */
export async function forgetOldJourneys(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = DateTime.fromJSDate(now, { zone: 'utc' })
    .minus({ months: ctx.config.JOURNEY_RETENTION_MONTHS })
    .toJSDate();
  const from = await forgottenBefore(ctx);
  // A longer retention set since the last run: what was forgotten stays forgotten, nothing else to do.
  if (from && from >= cutoff) return 0;
  let forgotten = 0;
  for (let after = 0; ; ) {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`select id from campaigns where id > ${after} order by id limit ${CAMPAIGNS_PER_BATCH}`,
    );
    const last = rows.at(-1);
    if (!last) break;
    const result = await ctx.db.execute(sql`
      update visits set visitor_id = null, page_url = null, page_title = null, referrer = null, continued = null
      where campaign_id = any(${sql.param(rows.map((row) => row.id))}::int[])
        and received_at < ${cutoff} ${from ? sql`and received_at >= ${from}` : sql``}
        and (visitor_id is not null or page_url is not null or page_title is not null or referrer is not null)`);
    forgotten += result.rowCount ?? 0;
    after = last.id;
  }
  // Only once every campaign is done: a run that stops halfway is done again whole (forgetting twice
  // changes nothing).
  await ctx.db.execute(sql`
    insert into journey_retention_marks (id, forgotten_before) values (1, ${cutoff})
    on conflict (id) do update set forgotten_before = excluded.forgotten_before`);
  return forgotten;
}

export const journeyRetentionJob = defineScheduledJob({
  name: 'journey-retention',
  cron: '17 3 * * *',
  run: (ctx) => forgetOldJourneys(ctx),
});
