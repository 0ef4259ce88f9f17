// Each seller's leads and spend before each of a few instants (the bounds of a report range, which
// are the viewer's local midnights, any zone), from a few kept rows per seller instead of every lead
// (db/schema/analytics.ts). A sum over a range is the difference of two bounds.
import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows (seller_id, k, leads, spend_cents) whose sums per seller and k are the seller's leads and
 * spend created before bounds[k], test leads left out. Before an instant t of UTC hour H, day D and
 * month M, a seller has: its month row of M (before M, and through the day before D), or its totals
 * when M is after its last month; its day row of D through the hour before H; the deltas not folded
 * yet from before H; and the leads themselves from H to t (only for zones off UTC by part of an hour).
 */
export function sellerLeadsBefore(bounds: Date[]): SQL {
  const values = sql.join(
    bounds.map((at, k) => sql`(${k}::int, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  return sql`
    with bounds as (
      select k, at, date_trunc('hour', at, 'UTC') as hour_start,
        (at at time zone 'UTC')::date as day,
        date_trunc('month', at at time zone 'UTC')::date as month,
        extract(day from at at time zone 'UTC')::int as day_of_month,
        extract(hour from at at time zone 'UTC')::int as hour
      from (values ${values}) given(k, at)
    )
    select m.seller_id, b.k,
      m.leads_before + coalesce(m.leads_through[b.day_of_month - 1], 0) as leads,
      m.spend_before_cents + coalesce(m.spend_through_cents[b.day_of_month - 1], 0) as spend_cents
    from bounds b join seller_lead_months m on m.month = b.month
    union all
    select t.seller_id, b.k, t.leads, t.spend_cents
    from bounds b join seller_lead_totals t on t.last_month < b.month
    union all
    select h.seller_id, b.k, h.leads_through[b.hour], h.spend_through_cents[b.hour]
    from bounds b join seller_lead_hours h on h.day = b.day
    where b.hour > 0
    union all
    select d.seller_id, b.k, d.leads, d.spend_cents
    from bounds b join seller_lead_deltas d on d.hour < b.hour_start
    union all
    select c.parent_id, b.k, 1, l.price_cents
    from bounds b
    join leads l on l.created_at >= b.hour_start and l.created_at < b.at
    join companies c on c.id = l.company_id
    where b.at > b.hour_start and l.source <> 'test'`;
}
