// Each seller's leads and spend before each of a few instants (the bounds of a report range, which
// are the viewer's local midnights, any zone), from a few kept rows per seller instead of every lead
// (db/schema/analytics.ts). A sum over a range is the difference of two bounds.
import { type SQL, sql } from 'drizzle-orm';

/** What a bound's sums add to each figure: itself, its negation, or nothing. */
type Sign = 1 | -1 | 0;
export type WeightedBound = { at: Date; leads: Sign; previousLeads: Sign; spend: Sign };

const HOUR_MS = 3_600_000;

/** The UTC hour, day and month an instant lies in: which kept rows hold the sums before it. */
function partsOf(at: Date) {
  const iso = at.toISOString();
  return {
    hourStart: new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS),
    day: iso.slice(0, 10),
    month: `${iso.slice(0, 7)}-01`,
    dayOfMonth: at.getUTCDate(),
    hour: at.getUTCHours(),
  };
}

const signed = (sign: Sign, value: SQL): SQL =>
  sign === 0 ? sql`0` : sign === 1 ? sql`(${value})` : sql`-(${value})`;

/**
 * Rows (seller_id, leads, previous_leads, spend_cents) whose sums per seller are the weighted sums
 * of the seller's leads and spend created before each bound, test leads left out. Before an instant
 * t of UTC hour H, day D and month M, a seller has: its month row of M (before M, and through the day
 * before D), or its totals when M is after its last month; its day row of D through the hour before
 * H; the deltas not folded yet from before H; and the leads themselves from H to t (only for zones
 * off UTC by part of an hour). Each bound reads its own month's rows by the month, named here: no
 * row is joined to the bounds (under row-level security that join was planned as a loop, 28 ms at
 * 20,000 sellers), and the caller is left a plain sum, no weight to look up per row.
 */
export function sellerLeadParts(bounds: WeightedBound[]): SQL {
  const branches = bounds.flatMap((bound) => {
    const { hourStart, day, month, dayOfMonth, hour } = partsOf(bound.at);
    const row = (seller: SQL, leads: SQL, spend: SQL) =>
      sql`${seller}, ${signed(bound.leads, leads)}, ${signed(bound.previousLeads, leads)}, ${signed(bound.spend, spend)}`;
    const monthLeads = sql`m.leads_before + coalesce(m.leads_through[${dayOfMonth - 1}::int], 0)`;
    const monthSpend = sql`m.spend_before_cents + coalesce(m.spend_through_cents[${dayOfMonth - 1}::int], 0)`;
    const reads = [
      sql`select ${row(sql`m.seller_id`, monthLeads, monthSpend)}
        from seller_lead_months m where m.month = ${month}::date`,
      sql`select ${row(sql`t.seller_id`, sql`t.leads`, sql`t.spend_cents`)}
        from seller_lead_totals t where t.last_month < ${month}::date`,
      sql`select ${row(sql`d.seller_id`, sql`d.leads`, sql`d.spend_cents`)}
        from seller_lead_deltas d where d.hour < ${hourStart.toISOString()}::timestamptz`,
    ];
    if (hour > 0)
      reads.push(sql`select ${row(sql`h.seller_id`, sql`h.leads_through[${hour}::int]`, sql`h.spend_through_cents[${hour}::int]`)}
        from seller_lead_hours h where h.day = ${day}::date`);
    if (bound.at > hourStart)
      reads.push(sql`select ${row(sql`c.parent_id`, sql`1`, sql`l.price_cents`)}
        from leads l join companies c on c.id = l.company_id
        where l.created_at >= ${hourStart.toISOString()}::timestamptz and l.created_at < ${bound.at.toISOString()}::timestamptz
          and l.source <> 'test'`);
    return reads;
  });
  return sql`select * from (${sql.join(branches, sql` union all `)})
    as parts(seller_id, leads, previous_leads, spend_cents)`;
}
