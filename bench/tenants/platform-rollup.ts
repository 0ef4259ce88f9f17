// Report Analytics' platform rollup for the bench tree (platform_lead_quarters, platform_visit_quarters,
// client_lead_days, client_lead_months), as the triggers and the compaction job would have left it for the leads and page
// views the daily counts stand for (day-counts.ts): each day's leads and visits spread evenly over its
// 96 quarter hours, each campaign's leads at a price of its own (50–499 cents, as seller-lead-sums.ts),
// and every client with leads that day between 08:00 and 20:00 UTC.
import type pg from 'pg';
import { clientMonthsOf } from '../../apps/api/src/modules/report-analytics/platform-rollup-job.ts';

const PLATFORM_ROLLUP_SQL = `
  with per_day as (
    select c.root_id, k.module, d.day, sum(d.leads)::bigint as leads,
      sum(d.leads * (50 + (hashint4(d.campaign_id) & 2147483647) % 450))::bigint as spend
    from campaign_day_leads d join campaigns k on k.id = d.campaign_id join companies c on c.id = k.company_id
    group by 1, 2, 3
  ), lead_quarters as (
    insert into platform_lead_quarters (root_id, module, quarter, leads, spend_cents, compacted)
    select root_id, module, day::timestamp at time zone 'UTC' + q * interval '15 minutes',
      (leads * (q + 1) / 96 - leads * q / 96)::int, spend * (q + 1) / 96 - spend * q / 96, true
    from per_day cross join generate_series(0, 95) q
    returning 1
  ), visit_days as (
    select c.root_id, v.day, sum(v.visits)::bigint as visits, coalesce(sum(l.leads), 0)::bigint as leads
    from campaign_day_visits v join campaigns k on k.id = v.campaign_id join companies c on c.id = k.company_id
    left join campaign_day_leads l on l.campaign_id = v.campaign_id and l.day = v.day
    group by 1, 2
  ), visit_quarters as (
    insert into platform_visit_quarters (root_id, quarter, visits, visit_leads, compacted)
    select root_id, day::timestamp at time zone 'UTC' + q * interval '15 minutes', (visits * (q + 1) / 96 - visits * q / 96)::int,
      (leads * (q + 1) / 96 - leads * q / 96)::int, true
    from visit_days cross join generate_series(0, 95) q
    returning 1
  )
  , client_days as (
    insert into client_lead_days (company_id, seller_id, root_id, day, first_at, last_at, compacted)
    select c.id, c.parent_id, c.root_id, d.day, d.day::timestamp at time zone 'UTC' + interval '8 hours',
      d.day::timestamp at time zone 'UTC' + interval '20 hours', true
    from campaign_day_leads d join campaigns k on k.id = d.campaign_id join companies c on c.id = k.company_id
    group by c.id, d.day
    order by d.day, c.id
    returning company_id, seller_id, root_id, day
  ), client_months as (${clientMonthsOf('client_days')} returning 1)
  select count(*) from client_days`;

/** Writes the rollup once; answers how many client days it wrote (0 when it was there). */
export async function ensurePlatformRollup(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ filled: boolean }>(
    'select exists(select 1 from client_lead_days) as filled',
  );
  if (rows[0]?.filled) return 0;
  const result = await pool.query<{ count: string }>(PLATFORM_ROLLUP_SQL);
  await pool.query(
    'vacuum analyze platform_lead_quarters, platform_visit_quarters, client_lead_days, client_lead_months',
  );
  return Number(result.rows[0]?.count ?? 0);
}
