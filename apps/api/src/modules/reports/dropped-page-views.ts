// Pixel page views the selection's campaigns dropped before processing (issue 13 point 6), by reason.
// They are counted per UTC day, so the range's dates are read as UTC dates: at the range's edges the
// figures may differ from the viewer's local days by the zone's offset.
import type { ReportRange } from '@lead/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { campaigns, companies, pixelDropCounts } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { type ReportSelection, selectedCampaigns } from './report-selection.ts';

export type CampaignDrops = {
  leadspeek_api_id: string;
  campaign_name: string;
  company_name: string;
  reason: string;
  count: number;
};

export async function droppedPageViews(
  db: Queryable,
  selection: ReportSelection,
  range: ReportRange,
): Promise<CampaignDrops[]> {
  // The primary key (campaign_id, day, reason) makes each selected campaign's range one scan.
  return db
    .select({
      leadspeek_api_id: campaigns.leadspeekApiId,
      campaign_name: campaigns.campaignName,
      company_name: companies.companyName,
      reason: pixelDropCounts.reason,
      count: sql<number>`sum(${pixelDropCounts.count})`.mapWith(Number),
    })
    .from(pixelDropCounts)
    .innerJoin(campaigns, eq(campaigns.id, pixelDropCounts.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        gte(pixelDropCounts.day, range.startDate),
        lte(pixelDropCounts.day, range.endDate),
        ...selectedCampaigns(selection),
      ),
    )
    .groupBy(campaigns.id, companies.id, pixelDropCounts.reason);
}
