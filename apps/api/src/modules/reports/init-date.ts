// GET /leadspeek/report/initdate/…: the range a dashboard opens with, the last 30 days to today in
// the viewer's zone (dashboardOpeningRange), and the days of the first lead and first campaign, so
// the dashboard knows whether there is any lead at all.
import { dashboardOpeningRange, type ReportInitDate } from '@lead/shared';
import { and, eq, min, sql } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { type ReportSelection, selectedCampaigns } from './report-selection.ts';
import { localDateOf, todayIn } from './report-zone.ts';

export async function reportInitDate(db: Queryable, selection: ReportSelection): Promise<ReportInitDate> {
  // One index probe per campaign (leads by campaign and time) instead of reading every lead.
  const [first] = await db
    .select({
      firstLead: sql<Date | null>`min(first_lead.created_at)`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
      firstCampaign: min(campaigns.createdAt),
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .leftJoin(
      sql`lateral (select l.created_at from leads l where l.campaign_id = ${campaigns.id}
        order by l.created_at limit 1) first_lead`,
      sql`true`,
    )
    .where(and(...selectedCampaigns(selection)));

  const zone = selection.zone.name;
  const today = todayIn(zone);
  const firstLeadDate = first?.firstLead ? localDateOf(first.firstLead, zone) : null;
  const firstCampaignDate = first?.firstCampaign ? localDateOf(first.firstCampaign, zone) : null;
  const { startDate, endDate } = dashboardOpeningRange(today);
  return {
    moduleType: selection.moduleType,
    timezone: zone,
    startDate,
    endDate,
    today,
    first_lead_date: firstLeadDate,
    first_campaign_date: firstCampaignDate,
  };
}
