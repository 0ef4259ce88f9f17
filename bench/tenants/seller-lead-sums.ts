// The agency ranking's kept sums for the bench tree (seller_lead_months, _hours, _totals), as the
// fold job would have left them for the leads the daily counts stand for (day-counts.ts): each
// seller's leads per day, each campaign's leads at a price of its own (50–499 cents), spread evenly
// over the day's hours. Months with no lead between two with leads would need a row of their own;
// 60 days of busy sellers have none.
import type pg from 'pg';

const SELLER_LEAD_SUMS_SQL = `
  with per_day as (
    select c.parent_id as seller_id, d.day, sum(d.leads)::int as leads,
      sum(d.leads * (50 + (hashint4(d.campaign_id) & 2147483647) % 450))::bigint as spend
    from campaign_day_leads d join campaigns k on k.id = d.campaign_id join companies c on c.id = k.company_id
    group by 1, 2
  ), hours as (
    insert into seller_lead_hours (seller_id, day, leads_through, spend_through_cents)
    select seller_id, day, array(select (leads * k / 24)::int from generate_series(1, 24) k),
      array(select (spend * k / 24)::bigint from generate_series(1, 24) k)
    -- In the order the fold writes them: a day's rows together, as the ranking reads them.
    from per_day order by day, seller_id
    returning 1
  ), by_day_of_month as (
    select seller_id, date_trunc('month', day)::date as month, extract(day from day)::int as dom, leads, spend
    from per_day
  ), grid as (
    select x.seller_id, x.month, k, coalesce(sum(p.leads), 0) as leads, coalesce(sum(p.spend), 0) as spend
    from (select distinct seller_id, month from by_day_of_month) x
    cross join generate_series(1, 31) k
    left join by_day_of_month p on p.seller_id = x.seller_id and p.month = x.month and p.dom = k
    group by 1, 2, 3
  ), through as (
    select seller_id, month, array_agg(l::int order by k) as leads_through,
      array_agg(s::bigint order by k) as spend_through
    from (select seller_id, month, k, sum(leads) over w as l, sum(spend) over w as s from grid
      window w as (partition by seller_id, month order by k)) cumulated
    group by 1, 2
  ), months as (
    insert into seller_lead_months (seller_id, month, leads_before, spend_before_cents, leads_through,
      spend_through_cents)
    select seller_id, month,
      coalesce(sum(leads_through[31]) over w, 0) - leads_through[31],
      coalesce(sum(spend_through[31]) over w, 0) - spend_through[31],
      leads_through, spend_through
    from through window w as (partition by seller_id order by month)
    order by month, seller_id
    returning 1
  )
  insert into seller_lead_totals (seller_id, first_month, last_month, leads, spend_cents)
  select seller_id, min(month), max(month), sum(leads_through[31]), sum(spend_through[31])
  from through group by 1`;

/** Writes the sums once; answers for how many sellers (0 when they were there). */
export async function ensureSellerLeadSums(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ filled: boolean }>(
    'select exists(select 1 from seller_lead_totals) as filled',
  );
  if (rows[0]?.filled) return 0;
  const result = await pool.query(SELLER_LEAD_SUMS_SQL);
  await pool.query('analyze seller_lead_months, seller_lead_hours, seller_lead_totals');
  return result.rowCount ?? 0;
}
