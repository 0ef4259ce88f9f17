// The daily counts of the bench tree's running campaigns (campaign_day_visits, campaign_day_leads), as the database keeps
// them when visits and leads arrive: 60 days, most campaigns busy most days (up to 300 visits, up
// to 40% of them leads), one in twenty silent. The tree holds no visits or leads themselves.
import type pg from 'pg';

const DAYS = 60;

const DAY_COUNTS_SQL = `
  with counted as (
    select k.id as campaign_id, (now() at time zone 'UTC')::date - d as day, v as visits,
      (v * ((hashint4(k.id * 100 + d + 3) & 2147483647) % 40)) / 100 as leads
    from campaigns k cross join generate_series(0, $1::int - 1) d
    cross join lateral (select case when (hashint4(k.id) & 2147483647) % 20 = 0 then 0
      else (hashint4(k.id * 100 + d) & 2147483647) % 300 end as v) visited
    where k.status = 'active' and (hashint4(k.id * 100 + d + 1) & 2147483647) % 100 < 80
  ), visits as (
    insert into campaign_day_visits (campaign_id, day, visits)
    select campaign_id, day, visits from counted where visits > 0 returning 1
  )
  insert into campaign_day_leads (campaign_id, day, leads)
  select campaign_id, day, leads from counted where leads > 0`;

/** Fills the counts once; returns how many day rows of leads it wrote (0 when they were there). */
export async function ensureDayCounts(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ filled: boolean }>(
    'select exists(select 1 from campaign_day_visits) as filled',
  );
  if (rows[0]?.filled) return 0;
  const result = await pool.query(DAY_COUNTS_SQL, [DAYS]);
  await pool.query('analyze campaign_day_visits, campaign_day_leads');
  return result.rowCount ?? 0;
}
