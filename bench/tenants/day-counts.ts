// The daily counts of the bench tree's running campaigns (campaign_day_counts), as the database keeps
// them when visits and leads arrive: 60 days, most campaigns busy most days (up to 300 visits, up
// to 40% of them leads), one in twenty silent. The tree holds no visits or leads themselves.
import type pg from 'pg';

const DAYS = 60;

const DAY_COUNTS_SQL = `
  insert into campaign_day_counts (campaign_id, day, visits, leads)
  select k.id, (now() at time zone 'UTC')::date - d, v,
    (v * ((hashint4(k.id * 100 + d + 3) & 2147483647) % 40)) / 100
  from campaigns k cross join generate_series(0, $1::int - 1) d
  cross join lateral (select case when (hashint4(k.id) & 2147483647) % 20 = 0 then 0
    else (hashint4(k.id * 100 + d) & 2147483647) % 300 end as v) counted
  where k.status = 'active' and (hashint4(k.id * 100 + d + 1) & 2147483647) % 100 < 80`;

/** Fills the counts once; returns how many day rows it wrote (0 when they were there). */
export async function ensureDayCounts(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ filled: boolean }>(
    'select exists(select 1 from campaign_day_counts) as filled',
  );
  if (rows[0]?.filled) return 0;
  const result = await pool.query(DAY_COUNTS_SQL, [DAYS]);
  await pool.query('analyze campaign_day_counts');
  return result.rowCount ?? 0;
}
