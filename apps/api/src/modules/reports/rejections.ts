// GET /leadspeek/report/rejections/…: why visits did not become leads — the selection's rejected
// visits received in the range, counted by the pipeline's reason, per campaign and in total; and
// beside them the pixel page views dropped before processing (never visits), by their own reasons.
import type { CampaignRejections, RejectionCount, ReportRange, ReportRejections } from '@lead/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { campaigns, companies, leadDeliveries, visits } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { droppedPageViews } from './dropped-page-views.ts';
import { type ReportSelection, selectedCampaigns } from './report-selection.ts';
import { rangeBounds } from './report-zone.ts';

/** Most frequent first; equal counts by reason, so the order never changes between calls. */
const mostFirst = (a: RejectionCount, b: RejectionCount) =>
  b.count - a.count || a.reason.localeCompare(b.reason);

const countsOf = (totals: Map<string, number>): RejectionCount[] =>
  [...totals].map(([reason, count]) => ({ reason, count })).sort(mostFirst);

export async function reportRejections(
  db: Queryable,
  selection: ReportSelection,
  range: ReportRange,
): Promise<ReportRejections> {
  const { from, until } = rangeBounds(range, selection.zone.name);
  // Indexed by (campaign_id, received_at): each selected campaign's visits of the range are one scan.
  const rows = await db
    .select({
      leadspeek_api_id: campaigns.leadspeekApiId,
      campaign_name: campaigns.campaignName,
      company_name: companies.companyName,
      reason: sql<string>`coalesce(${visits.reason}, 'unknown')`,
      count: sql<number>`count(*)::int`,
    })
    .from(visits)
    .innerJoin(campaigns, eq(campaigns.id, visits.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        eq(visits.status, 'rejected'),
        gte(visits.receivedAt, from),
        lt(visits.receivedAt, until),
        ...selectedCampaigns(selection),
      ),
    )
    .groupBy(campaigns.id, companies.id, sql`4`);

  // Net-new only (issue 17 item 4): leads an integration already had, a reason of their own.
  const duplicates = await db
    .select({
      leadspeek_api_id: campaigns.leadspeekApiId,
      campaign_name: campaigns.campaignName,
      company_name: companies.companyName,
      reason: sql<string>`'net-new-duplicate'`,
      count: sql<number>`count(distinct ${leadDeliveries.leadId})::int`,
    })
    .from(leadDeliveries)
    .innerJoin(campaigns, eq(campaigns.id, leadDeliveries.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        eq(leadDeliveries.status, 'duplicate'),
        gte(leadDeliveries.leadCreatedAt, from),
        lt(leadDeliveries.leadCreatedAt, until),
        ...selectedCampaigns(selection),
      ),
    )
    .groupBy(campaigns.id, companies.id);
  rows.push(...duplicates);

  const drops = await droppedPageViews(db, selection, range);

  const byCampaign = new Map<string, CampaignRejections>();
  const entryOf = (row: { leadspeek_api_id: string; campaign_name: string; company_name: string }) => {
    const entry = byCampaign.get(row.leadspeek_api_id) ?? {
      leadspeek_api_id: row.leadspeek_api_id,
      campaign_name: row.campaign_name,
      company_name: row.company_name,
      rejected: 0,
      reasons: [],
      dropped: 0,
      dropped_reasons: [],
    };
    byCampaign.set(row.leadspeek_api_id, entry);
    return entry;
  };
  const rejectedTotals = new Map<string, number>();
  for (const row of rows) {
    const entry = entryOf(row);
    entry.rejected += row.count;
    entry.reasons.push({ reason: row.reason, count: row.count });
    rejectedTotals.set(row.reason, (rejectedTotals.get(row.reason) ?? 0) + row.count);
  }
  const droppedTotals = new Map<string, number>();
  for (const row of drops) {
    const entry = entryOf(row);
    entry.dropped += row.count;
    entry.dropped_reasons.push({ reason: row.reason, count: row.count });
    droppedTotals.set(row.reason, (droppedTotals.get(row.reason) ?? 0) + row.count);
  }
  const campaignList = [...byCampaign.values()]
    .map((entry) => ({
      ...entry,
      reasons: entry.reasons.sort(mostFirst),
      dropped_reasons: entry.dropped_reasons.sort(mostFirst),
    }))
    .sort(
      (a, b) =>
        b.rejected - a.rejected || b.dropped - a.dropped || a.campaign_name.localeCompare(b.campaign_name),
    );
  const reasons = countsOf(rejectedTotals);
  const droppedReasons = countsOf(droppedTotals);
  return {
    moduleType: selection.moduleType,
    timezone: selection.zone.name,
    startDate: range.startDate,
    endDate: range.endDate,
    rejected: reasons.reduce((sum, entry) => sum + entry.count, 0),
    reasons,
    dropped: droppedReasons.reduce((sum, entry) => sum + entry.count, 0),
    dropped_reasons: droppedReasons,
    campaigns: campaignList,
  };
}
