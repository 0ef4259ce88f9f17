// The platform summary's figures from the platform's quarter-hour rollup (db/schema/analytics.ts):
// a few hundred rows a day, whatever the platform's traffic, instead of every lead and page view of
// the range and the range before. Only for the whole platform (its root's rows), and only when each
// local day of both ranges starts on a UTC quarter hour (every zone in use today).
import type { LeadModuleKind, ReportRange } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { inZone, type ReportZone } from '../reports/report-zone.ts';
import type { FigureBounds, PlatformFigures } from './platform-figures.ts';
import { dayOf, monthOf } from './seller-lead-fold.ts';

const QUARTER_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether the rollup can file the range's leads under its local days: every local midnight from the
 * range before's first day to the day after the range falls on a quarter hour, and the clients'
 * first and last lead of a UTC day tell whether they had one in range (a range inside one UTC day
 * must start or end with it).
 */
export function rollupAnswers(ranges: ReportRange[], zone: string, bounds: FigureBounds): boolean {
  for (const range of ranges) {
    const last = DateTime.fromISO(range.endDate, { zone }).startOf('day').plus({ days: 1 });
    for (let day = DateTime.fromISO(range.startDate, { zone }).startOf('day'); day <= last; ) {
      if (day.toMillis() % QUARTER_MS !== 0) return false;
      day = day.plus({ days: 1 });
    }
  }
  const { from, until } = bounds;
  const oneUtcDay = dayOf(from) === dayOf(new Date(until.getTime() - 1));
  return !oneUtcDay || from.getTime() % DAY_MS === 0 || until.getTime() % DAY_MS === 0;
}

/**
 * The UTC days strictly between `firstDay` and `lastDay`, as client_lead_months holds them: each
 * month (its first day) with the bits of those of its days (bit d-1 for day d).
 */
export function innerDayBits(firstDay: string, lastDay: string): { months: string[]; masks: string[] } {
  const bits = new Map<string, bigint>();
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  for (let day = Date.parse(`${firstDay}T00:00:00Z`) + DAY_MS; day < last; day += DAY_MS) {
    const date = new Date(day);
    const month = monthOf(date);
    bits.set(month, (bits.get(month) ?? 0n) | (1n << BigInt(date.getUTCDate() - 1)));
  }
  return { months: [...bits.keys()], masks: [...bits.values()].map(String) };
}

export async function rollupFigures(
  db: Queryable,
  platform: InScope<'company'>,
  { since, from, until }: FigureBounds,
  zone: ReportZone,
): Promise<PlatformFigures> {
  const rootId = platform.id;
  const firstDay = dayOf(from);
  const lastDay = dayOf(new Date(until.getTime() - 1));
  const inner = innerDayBits(firstDay, lastDay);
  const [perDay, previous, clients, visits] = await Promise.all([
    inZone(zone, () =>
      db.execute<{ date: string; module: LeadModuleKind; leads: number; spend_cents: string }>(sql`
        select to_char(quarter at time zone ${zone.name}, 'YYYY-MM-DD') as date, module,
          sum(leads)::int as leads, sum(spend_cents)::bigint as spend_cents
        from platform_lead_quarters
        where root_id = ${rootId} and quarter >= ${from} and quarter < ${until}
        group by 1, 2`),
    ),
    db.execute<{ leads: number; spend_cents: string }>(sql`
      select coalesce(sum(leads), 0)::int as leads, coalesce(sum(spend_cents), 0)::bigint as spend_cents
      from platform_lead_quarters
      where root_id = ${rootId} and quarter >= ${since} and quarter < ${from}`),
    // A client had a lead in range with a bit of an inner day in its month's row (compacted days),
    // a fresh row of an inner day, or a row of the first (last) day whose last lead came at or after
    // the start (whose first came before the end). Grouped by client first (a hash of its rows), then
    // counted: count(distinct) would sort them all.
    db.execute<{ clients: number; sellers: number }>(sql`
      select count(*)::int as clients, count(distinct seller_id)::int as sellers
      from (
        select company_id, min(seller_id) as seller_id from (
          select m.company_id, m.seller_id from client_lead_months m
          join unnest(${sql.param(inner.months)}::date[], ${sql.param(inner.masks)}::bigint[]) as inner_days(month, mask)
            on m.month = inner_days.month
          where m.root_id = ${rootId} and m.days & inner_days.mask <> 0
          union all
          select company_id, seller_id from client_lead_days
          where root_id = ${rootId} and day = any(${sql.param([firstDay, lastDay])}::date[])
            and (day > ${firstDay}::date or last_at >= ${from})
            and (day < ${lastDay}::date or first_at < ${until})
          union all
          select company_id, seller_id from client_lead_days
          where not compacted and root_id = ${rootId} and day > ${firstDay}::date and day < ${lastDay}::date
        ) rows
        group by company_id
      ) clients`),
    db.execute<{ visits: number; visit_leads: number; previous_visits: number }>(sql`
      select coalesce(sum(visits) filter (where quarter >= ${from}), 0)::int as visits,
        coalesce(sum(visit_leads) filter (where quarter >= ${from}), 0)::int as visit_leads,
        coalesce(sum(visits) filter (where quarter < ${from}), 0)::int as previous_visits
      from platform_visit_quarters
      where root_id = ${rootId} and quarter >= ${since} and quarter < ${until}`),
  ]);
  const before = previous.rows[0];
  const who = clients.rows[0];
  const seen = visits.rows[0];
  return {
    perDay: perDay.rows.map((row) => ({
      date: row.date,
      module: row.module,
      leads: row.leads,
      spendCents: Number(row.spend_cents),
    })),
    previousLeads: before?.leads ?? 0,
    previousSpendCents: Number(before?.spend_cents ?? 0),
    clients: who?.clients ?? 0,
    sellers: who?.sellers ?? 0,
    visits: seen?.visits ?? 0,
    visitLeads: seen?.visit_leads ?? 0,
    previousVisits: seen?.previous_visits ?? 0,
  };
}
