// GET /leadspeek/held-leads: the leads held for review in the campaigns the caller manages, oldest
// first, with the page view that made each (address, browser, page) and what a release charges.
import { type HeldLeadsResponse, lastPageOf } from '@lead/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { campaigns, companies, heldLeads, visits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaigns } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';

export async function listHeldLeads(
  ctx: AppContext,
  actor: Actor,
  page: { Page: number; PerPage: number },
): Promise<HeldLeadsResponse> {
  const rows = await ctx.db
    .select({
      id: heldLeads.id,
      leadspeek_api_id: campaigns.leadspeekApiId,
      campaign_name: campaigns.campaignName,
      company_name: companies.companyName,
      heldAt: heldLeads.heldAt,
      ip: visits.ip,
      user_agent: visits.userAgent,
      page_url: visits.pageUrl,
      price_cents: heldLeads.priceCents,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(heldLeads)
    .innerJoin(campaigns, eq(campaigns.id, heldLeads.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .leftJoin(visits, eq(visits.id, heldLeads.visitId))
    .where(and(eq(heldLeads.status, 'held'), visibleCampaigns(actor)))
    .orderBy(asc(heldLeads.heldAt), asc(heldLeads.id))
    .limit(page.PerPage)
    .offset((page.Page - 1) * page.PerPage);
  const total = rows[0]?.total ?? 0;
  return {
    current_page: page.Page,
    per_page: page.PerPage,
    total,
    last_page: lastPageOf(total, page.PerPage),
    data: rows.map(({ heldAt, total: _total, ...row }) => ({ ...row, held_at: heldAt.toISOString() })),
  };
}
