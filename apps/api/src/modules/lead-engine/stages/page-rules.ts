// The page rules (issue 25 item 3), the pipeline's first stage: a pixel page view on a page its
// Site ID campaign never identifies, or by a visitor who has seen none of the campaign's required
// pages, stops here. It is never sent to the lead-data provider, so it costs nothing and is never
// billed; it keeps its reason for the "why no lead" counts. A later page view of the same visitor on
// a required page is decided afresh. Campaigns without rules (most) cost one lookup per visit.
import { hasPageRules, type PageRuleReason, pagePathOf, pageRuleStop } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db.ts';
import { batchBrowsers, browserKey, journeyVisits } from '../../lead-journey/journey-sql.ts';
import type { Campaign, ClaimedVisit } from '../batch-facts.ts';

/** The paths each browser has viewed on its campaign (the batch's own page views included). */
async function seenPaths(db: Queryable, ruled: ClaimedVisit[]): Promise<Map<string, (string | null)[]>> {
  const relation = batchBrowsers(ruled);
  if (!relation) return new Map();
  const { rows } = await db.execute<{
    campaign_id: number;
    visitor_id: string;
    pages: (string | null)[];
  }>(sql`
    select v.campaign_id, v.visitor_id, array_agg(v.page_url) as pages
    from ${relation.browsers}
    cross join lateral ${journeyVisits(sql`v.campaign_id = b.campaign_id and v.visitor_id = b.visitor_id`, relation.pending)}
    group by v.campaign_id, v.visitor_id`);
  return new Map(
    rows.map((row) => [
      browserKey(row.campaign_id, row.visitor_id),
      row.pages.map((page) => pagePathOf(page)),
    ]),
  );
}

/** The batch's page views the page rules stop, with why. */
export async function pageRuleStops(
  db: Queryable,
  batch: ClaimedVisit[],
  campaignsById: Map<number, Campaign>,
): Promise<Map<number, PageRuleReason>> {
  const ruled = batch.filter(
    (visit) => visit.source === 'pixel' && hasPageRules(campaignsById.get(visit.campaignId)?.pageRules),
  );
  const stops = new Map<number, PageRuleReason>();
  if (ruled.length === 0) return stops;
  const needSeen = ruled.filter((visit) => campaignsById.get(visit.campaignId)?.pageRules.required.length);
  const seen = needSeen.length > 0 ? await seenPaths(db, needSeen) : new Map<string, (string | null)[]>();
  for (const visit of ruled) {
    const rules = campaignsById.get(visit.campaignId)?.pageRules;
    if (!rules) continue;
    const path = pagePathOf(visit.pageUrl);
    const visited = visit.visitorId ? seen.get(browserKey(visit.campaignId, visit.visitorId)) : undefined;
    const stop = pageRuleStop(rules, path, visited ?? [path]);
    if (stop) stops.set(visit.id, stop);
  }
  return stops;
}
