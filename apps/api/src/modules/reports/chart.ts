// GET /leadspeek/report/chart/…: leads and spend per local day of the range (days without leads as
// zeros), their totals, and how many of the selection's campaigns run now.
import { type ChartDay, type ReportChart, type ReportRange, rangeDayCount, shiftDate } from '@lead/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { campaigns, companies, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { billedSpend } from './billed-spend.ts';
import { billableLead, selectedLeads } from './lead-scope.ts';
import { type ReportSelection, selectedCampaigns } from './report-selection.ts';
import { inZone } from './report-zone.ts';

function leadsPerDay(db: Queryable, selection: ReportSelection, range: ReportRange) {
  const localDay = sql<string>`to_char(${leads.createdAt} at time zone ${selection.zone.name}, 'YYYY-MM-DD')`;
  return inZone(selection.zone, () =>
    db
      .select({
        date: localDay,
        leads: sql<number>`count(*)::int`,
        spendCents: sql<string>`coalesce(sum(${leads.priceCents}), 0)::bigint`.mapWith(Number),
      })
      .from(leads)
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      // Test leads show in the lead lists, marked, but are no lead the client got.
      .where(selectedLeads(selection, range, [billableLead]))
      .groupBy(sql`1`),
  );
}

/** Test leads of the selection in the range: listed, marked, never billed. */
async function testLeads(db: Queryable, selection: ReportSelection, range: ReportRange): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(selectedLeads(selection, range, [eq(leads.source, 'test')]));
  return row?.total ?? 0;
}

async function activeCampaigns(db: Queryable, selection: ReportSelection): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(campaigns.status, 'active'), ...selectedCampaigns(selection)));
  return row?.total ?? 0;
}

export async function reportChart(
  db: Queryable,
  selection: ReportSelection,
  range: ReportRange,
): Promise<ReportChart> {
  const [perDay, active, tests, billed] = await Promise.all([
    leadsPerDay(db, selection, range),
    activeCampaigns(db, selection),
    testLeads(db, selection, range),
    billedSpend(db, selection, range),
  ]);
  const days = chartDays(range, perDay);
  return {
    moduleType: selection.moduleType,
    timezone: selection.zone.name,
    startDate: range.startDate,
    endDate: range.endDate,
    days,
    totals: totalOf(days),
    billed_spend: billed,
    test_leads: tests,
    active_campaigns: active,
  };
}

/** Every local day of the range, rows of the same day added up, days without leads as zeros. */
export function chartDays(
  range: ReportRange,
  perDay: { date: string; leads: number; spendCents: number }[],
): ChartDay[] {
  const byDate = new Map<string, ChartDay>();
  for (const row of perDay) {
    const day = byDate.get(row.date) ?? { date: row.date, leads: 0, spend_cents: 0 };
    day.leads += row.leads;
    day.spend_cents += row.spendCents;
    byDate.set(row.date, day);
  }
  return Array.from({ length: rangeDayCount(range.startDate, range.endDate) }, (_, index) => {
    const date = shiftDate(range.startDate, index);
    return byDate.get(date) ?? { date, leads: 0, spend_cents: 0 };
  });
}

export const totalOf = (days: ChartDay[]) => ({
  leads: days.reduce((sum, day) => sum + day.leads, 0),
  spend_cents: days.reduce((sum, day) => sum + day.spend_cents, 0),
});
