// GET /leadspeek/lead/{leadId} (issue 25 item 1): one lead the caller may see, with its journey: the
// summary the lists carry, and its browser's newest page views, oldest first, as a timeline.
import { JOURNEY_PAGE_LIMIT, type JourneyPageView, type LeadDetailResponse } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { type VisibleLead, visibleLead } from '../../platform/access/leads.ts';
import type { Queryable } from '../../platform/db.ts';
import { pageViewsOf, visitorOfVisit } from '../lead-journey/journey-sql.ts';
import { leadRowOf, selectLeadRows } from './lead-rows.ts';

type PageViewRow = {
  url: string | null;
  title: string | null;
  at: string;
  new_visit: boolean;
  referrer: string | null;
  total: number;
};

/** The newest JOURNEY_PAGE_LIMIT page views of the lead's browser, oldest first, with how many there are. */
async function newestPageViews(db: Queryable, lead: VisibleLead) {
  if (lead.visitId === null) return { pages: [], total: 0 };
  const visitor = visitorOfVisit(sql`${lead.visitId}`);
  const { rows } = await db.execute<PageViewRow>(sql`
    select url, title, at, new_visit, referrer, total from (
      select j.page_url as url, j.page_title as title, j.occurred_at as at, j.new_visit, j.referrer,
        j.occurred_at as sort_at, j.id, count(*) over ()::int as total,
        row_number() over (order by j.occurred_at desc, j.id desc) as from_end
      from (${pageViewsOf(sql`${lead.campaignId}`, visitor)}) j
    ) newest
    where from_end <= ${JOURNEY_PAGE_LIMIT}
    order by sort_at, id`);
  const pages: JourneyPageView[] = rows.map((row) => ({
    url: row.url ?? '',
    title: row.title,
    at: new Date(row.at).toISOString(),
    new_visit: row.new_visit,
    referrer: row.referrer,
  }));
  return { pages, total: rows[0]?.total ?? 0 };
}

export async function leadDetail(db: Queryable, actor: Actor, leadId: number): Promise<LeadDetailResponse> {
  const lead = await visibleLead(db, actor, leadId);
  const [[row], newest] = await Promise.all([
    selectLeadRows(db, { source_url: sql<string | null>`${leads.sourceUrl}` }).where(eq(leads.id, lead.id)),
    newestPageViews(db, lead),
  ]);
  if (!row) throw new Error(`Lead ${lead.id} was proven but not read`);
  const leadRow = leadRowOf(row);
  const summary = leadRow.journey;
  return {
    lead: leadRow,
    journey:
      summary && newest.pages.length > 0
        ? {
            summary,
            pages: newest.pages,
            earlier_page_views: Math.max(0, newest.total - newest.pages.length),
          }
        : null,
  };
}
