// GET /leadspeek/report/chart/…: leads and spend per local day of the range (days without leads as
// zeros), their totals, and how many of the selection's campaigns run now.
import { type ChartDay, type ReportChart, type ReportRange, rangeDayCount, shiftDate } from '@lead/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { campaigns, companies, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { selectedLeads } from './lead-scope.ts';
import { type ReportSelection, selectedCampaigns } from './report-selection.ts';
import { refusedZone, zoneRefusedByDatabase } from './report-zone.ts';

async function leadsPerDay(db: Queryable, selection: ReportSelection, range: ReportRange) {
  const localDay = sql<string>`to_char(${leads.createdAt} at time zone ${selection.zone.name}, 'YYYY-MM-DD')`;
  try {
    return await db
      .select({
        date: localDay,
        leads: sql<number>`count(*)::int`,
        spendCents: sql<string>`coalesce(sum(${leads.priceCents}), 0)::bigint`.mapWith(Number),
      })
      .from(leads)
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(selectedLeads(selection, range))
      .groupBy(sql`1`);
  } catch (error) {
    if (zoneRefusedByDatabase(error)) throw refusedZone(selection.zone.field);
    throw error;
  }
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
  const [perDay, active] = await Promise.all([
    leadsPerDay(db, selection, range),
    activeCampaigns(db, selection),
  ]);
  const byDate = new Map(perDay.map((row) => [row.date, row]));
  const days: ChartDay[] = Array.from(
    { length: rangeDayCount(range.startDate, range.endDate) },
    (_, index) => {
      const date = shiftDate(range.startDate, index);
      const row = byDate.get(date);
      return { date, leads: row?.leads ?? 0, spend_cents: row?.spendCents ?? 0 };
    },
  );
  return {
    moduleType: selection.moduleType,
    timezone: selection.zone.name,
    startDate: range.startDate,
    endDate: range.endDate,
    days,
    totals: {
      leads: days.reduce((sum, day) => sum + day.leads, 0),
      spend_cents: days.reduce((sum, day) => sum + day.spend_cents, 0),
    },
    active_campaigns: active,
  };
}
