// The judgment of every running campaign by the under-performance rule (rules/under-performance.ts),
// made by a scheduled job every few minutes from the daily counts the database keeps
// (campaign_day_visits, campaign_day_leads) and kept in campaign_judgments. Summing two weeks of
// counts for tens of thousands of campaigns takes longer than a page may wait; reading the flagged
// ones does not. Windows are whole UTC days: the last 7 (today included) and the 7 before.
import { UNDER_PERFORMANCE } from '@lead/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';

const WINDOW_DAYS = UNDER_PERFORMANCE.windowDays;
/** Judgments older than three turns of the job are not trusted: the list judges itself. */
const JUDGMENTS_FRESH_MINUTES = 3 * UNDER_PERFORMANCE.judgedEveryMinutes;
const JUDGMENT_LOCK = 7_240_201;

/** Day arithmetic needs integers the planner can see (a bound parameter makes `date - $1` ambiguous). */
const days = (count: number) => sql.raw(String(Math.trunc(count)));
const TODAY_UTC = sql`(now() at time zone 'UTC')::date`;

/** The first instant of the window, for reading the window's visits themselves. */
export const WINDOW_START = sql`(${TODAY_UTC} - ${days(WINDOW_DAYS - 1)})::timestamp at time zone 'UTC'`;

/**
 * The shared rule (underPerformanceOf) as SQL over a row's days_running, visits, leads and
 * previous_leads; campaign-judgments.test.ts holds the two to the same table of cases.
 */
export const FINDING_SQL: SQL = sql.raw(`case
  when days_running < ${WINDOW_DAYS} then null
  when visits = 0 then 'no-visits'
  when leads = 0 then 'no-leads'
  when previous_leads >= ${UNDER_PERFORMANCE.dropMinPrevious}
    and leads <= previous_leads * ${UNDER_PERFORMANCE.dropShare} then 'leads-dropping'
end`);

/** Whole days a campaign `k` has run since it was started (or made), as the rule and the list count them. */
export const DAYS_RUNNING_SQL: SQL = sql.raw(
  'floor(extract(epoch from now() - coalesce(k.activated_at, k.created_at)) / 86400)::int',
);

/** What a judgment keeps of each flagged campaign (campaign_judgments' columns). */
export const JUDGMENT_COLUMNS = sql.raw(`campaign_id, finding, visits, leads, previous_leads, client_path,
  client_company_id, seller_company_id, seller_company_name, client_company_name, campaign_name`);

/**
 * Every active campaign that has run a whole window and the rule flags: its finding and figures, and
 * what the list filters and sorts by (its client's path, the client and its seller, the names).
 */
export const JUDGED_NOW: SQL = sql`
  select ${JUDGMENT_COLUMNS} from (
    select *, ${FINDING_SQL} as finding from (
      select k.id as campaign_id, k.campaign_name, c.path as client_path, c.id as client_company_id,
        c.company_name as client_company_name, s.id as seller_company_id, s.company_name as seller_company_name,
        ${DAYS_RUNNING_SQL} as days_running,
        coalesce(w.visits, 0) as visits, coalesce(w.leads, 0) as leads,
        coalesce(w.previous_leads, 0) as previous_leads
      from campaigns k
      left join (
        select campaign_id,
          (sum(visits) filter (where day > ${TODAY_UTC} - ${days(WINDOW_DAYS)}))::int as visits,
          (sum(leads) filter (where day > ${TODAY_UTC} - ${days(WINDOW_DAYS)}))::int as leads,
          (sum(leads) filter (where day <= ${TODAY_UTC} - ${days(WINDOW_DAYS)}))::int as previous_leads
        from (
          select campaign_id, day, visits, 0 as leads from campaign_day_visits
          where day > ${TODAY_UTC} - ${days(WINDOW_DAYS)}
          union all
          select campaign_id, day, 0, leads from campaign_day_leads
          where day > ${TODAY_UTC} - ${days(2 * WINDOW_DAYS)}
        ) counted
        group by campaign_id
      ) w on w.campaign_id = k.id
      join companies c on c.id = k.company_id
      join companies s on s.id = c.parent_id
      where k.status = 'active'
        and coalesce(k.activated_at, k.created_at) <= now() - ${`${WINDOW_DAYS} days`}::interval
    ) running
  ) judged where finding is not null`;

/** Replaces the judgments in one transaction (readers see the old set until it commits). */
export async function judgeCampaigns(db: Queryable): Promise<void> {
  await db.transaction(async (tx) => {
    // Two processes' schedules may fire together; the second waits and judges again, harmlessly.
    await tx.execute(sql`select pg_advisory_xact_lock(${JUDGMENT_LOCK})`);
    await tx.execute(sql`delete from campaign_judgments`);
    await tx.execute(sql`insert into campaign_judgments (${JUDGMENT_COLUMNS}) ${JUDGED_NOW}`);
    await tx.execute(sql`insert into campaign_judgment_runs (id, judged_at) values (1, now())
      on conflict (id) do update set judged_at = excluded.judged_at`);
  });
}

/** When the kept judgments were made, if recently enough to be read. */
export async function freshJudgmentTime(db: Queryable): Promise<Date | null> {
  const { rows } = await db.execute<{ judged_at: Date | string }>(sql`
    select judged_at from campaign_judgment_runs
    where id = 1 and judged_at > now() - ${`${JUDGMENTS_FRESH_MINUTES} minutes`}::interval`);
  const judgedAt = rows[0]?.judged_at;
  return judgedAt ? new Date(judgedAt) : null;
}

export const judgeCampaignsJob = defineScheduledJob({
  name: 'judge-campaigns',
  cron: `*/${UNDER_PERFORMANCE.judgedEveryMinutes} * * * *`,
  run: (ctx) => judgeCampaigns(ctx.db),
});
