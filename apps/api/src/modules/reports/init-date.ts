// GET /leadspeek/report/initdate/…: the range a dashboard opens with. From the day of the first lead
// (or, before any lead, of the first campaign) to today in the viewer's zone, at most a year back;
// with nothing yet, the last 30 days.
import { REPORT_LIMITS, type ReportInitDate, shiftDate } from '@lead/shared';
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
  const earliest = shiftDate(today, 1 - REPORT_LIMITS.maxRangeDays);
  const opening = firstLeadDate ?? firstCampaignDate ?? shiftDate(today, 1 - REPORT_LIMITS.defaultRangeDays);
  // Never before a year ago (the longest range) and never after today (clock skew of stored rows):
  // yyyy-MM-dd sorts as text, and the middle of (earliest, opening, today) is the clamped date.
  const startDate = [earliest, opening, today].sort()[1] ?? today;
  return {
    moduleType: selection.moduleType,
    timezone: zone,
    startDate,
    endDate: today,
    today,
    first_lead_date: firstLeadDate,
    first_campaign_date: firstCampaignDate,
  };
}
