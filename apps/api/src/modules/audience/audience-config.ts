// GET /bigdbm/services/configdata/{id}: what the Audience page needs for client {id} — the target
// locations, the keyword and location limits, and the campaigns a count's keywords can be applied to.
import {
  AUDIENCE_CAMPAIGN_MODULES,
  AUDIENCE_TARGET_LOCATIONS,
  type AudienceCampaign,
  type AudienceConfig,
  CAMPAIGN_LIMITS as L,
} from '@lead/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { liveCampaigns } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { campaignClient } from '../campaigns/campaign-client.ts';

export async function audienceConfig(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<AudienceConfig> {
  const client = await campaignClient(ctx.db, actor, companyId, 'id');
  const rows = await ctx.db
    .select({
      leadspeek_api_id: campaigns.leadspeekApiId,
      campaign_name: campaigns.campaignName,
      module: campaigns.module,
      status: campaigns.status,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.companyId, client.id),
        liveCampaigns,
        inArray(campaigns.module, [...AUDIENCE_CAMPAIGN_MODULES]),
        ne(campaigns.status, 'archived'),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return {
    company_id: client.id,
    company_name: client.companyName,
    target_locations: [...AUDIENCE_TARGET_LOCATIONS],
    limits: {
      keywordsMax: L.keywordsMax,
      keywordLengthMax: L.keywordLengthMax,
      statesMax: L.statesMax,
      citiesMax: L.citiesMax,
      zipsMax: L.zipsMax,
    },
    // The query keeps only these modules and statuses; the casts narrow what SQL already ensured.
    campaigns: rows as AudienceCampaign[],
  };
}
