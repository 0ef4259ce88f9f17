// GET /leadspeek/report/campaign-leads/{leadspeek_api_id}: every lead of one campaign the caller may
// see (another tenant's is 404), newest first, paged — what a campaign row's Leads action opens.
import type { LeadPageQuery, LeadReportResponse } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { leadPage, newestLeadsFirst } from './lead-rows.ts';

export async function campaignLeads(
  db: Queryable,
  actor: Actor,
  leadspeekApiId: string,
  query: LeadPageQuery,
): Promise<LeadReportResponse> {
  const { campaign } = await visibleCampaign(db, actor, leadspeekApiId);
  // Indexed by (campaign_id, created_at).
  return leadPage(db, eq(leads.campaignId, campaign.id), newestLeadsFirst(), query);
}
