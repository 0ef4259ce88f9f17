// The agency's active campaigns (POST /leadspeek/check-campaign-active with its company): a change
// of billing method waits until they are paused (billingMethodChangeBlocker).
import { campaignRoutes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { CAMPAIGNS_KEY } from '../campaigns/campaigns-api.ts';

/** Under the campaigns' key, so every campaign action refreshes it. */
export const activeCampaignsKey = (companyId: number) => [...CAMPAIGNS_KEY, 'active-of', companyId] as const;

export const readActiveCampaignIds = async (companyId: number) =>
  (await call(campaignRoutes.checkCampaignActive, { body: { company_id: companyId } })).active_campaign_id;
