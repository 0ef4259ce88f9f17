// checkCampaignActive (part 2 §7 POST /leadspeek/check-campaign-active): is this campaign active, or
// which campaigns of a company (an agency's clients, or a client) are active — only those visible.
import { and, eq } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign, visibleCampaigns } from '../../platform/access/campaigns.ts';
import { companyOwnOrManaged } from '../../platform/access/companies.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { AppContext } from '../../platform/app-context.ts';

export async function checkCampaignsActive(
  ctx: AppContext,
  actor: Actor,
  input: { leadspeek_api_id?: string; company_id?: number },
) {
  if (input.leadspeek_api_id !== undefined) {
    const { campaign } = await visibleCampaign(ctx.db, actor, input.leadspeek_api_id);
    const active = campaign.status === 'active';
    return { active, active_campaign_id: active ? [campaign.leadspeekApiId] : [] };
  }
  const company = await companyOwnOrManaged(ctx.db, actor, input.company_id as number);
  const rows = await ctx.db
    .select({ id: campaigns.leadspeekApiId })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(campaigns.status, 'active'), inSubtreeOf(company), visibleCampaigns(actor)))
    .orderBy(campaigns.leadspeekApiId);
  return { active: rows.length > 0, active_campaign_id: rows.map((row) => row.id) };
}
