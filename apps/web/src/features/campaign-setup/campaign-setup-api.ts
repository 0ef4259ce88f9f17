// The calls the Build Your Campaign wizard makes: the agency's clients, the client's campaign groups,
// US states and cities, the agency's costs for the price preview, and the create call itself.
import {
  type CampaignCreateRequest,
  type CampaignLocalUpdateRequest,
  type CampaignLocatorUpdateRequest,
  type CampaignUpdateRequest,
  type CompanyGroupEntry,
  campaignListRoutes,
  campaignRoutes,
  generalRoutes,
  type LeadModuleKind,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { readCostAgency } from '../tenants/tenants-api.ts';

export const campaignSetupKey = ['campaign-setup'] as const;

/** The viewer's clients (first page of the tree list, largest page size; enough for a picker). */

/** The client's own groups of one module, without the View All entry of the list pages. */
export async function listGroups(companyId: number, module: LeadModuleKind) {
  const answer = await call(campaignListRoutes.listCompanyGroups, {
    query: { companyID: companyId, userModule: module },
  });
  return answer.params.filter(
    (group): group is CompanyGroupEntry & { companyGroupID: number } => group.companyGroupID !== 'all',
  );
}

export const listStates = () => call(generalRoutes.listStates);

export const listCities = (state: string) => call(generalRoutes.listCities, { params: { state } });

export const agencyCosts = readCostAgency;

export const createCampaign = (body: CampaignCreateRequest) => call(campaignRoutes.createCampaign, { body });

export const readCampaign = (leadspeekApiId: string) =>
  call(campaignRoutes.readCampaign, { params: { campaign_id: leadspeekApiId } });

// The three update calls of part 2 §7 (issue 14): only changed fields are sent.
export const updateCampaign = (body: CampaignUpdateRequest) => call(campaignRoutes.updateCampaign, { body });
export const updateLocalCampaign = (body: CampaignLocalUpdateRequest) =>
  call(campaignRoutes.updateLocalCampaign, { body });
export const updateLocatorCampaign = (body: CampaignLocatorUpdateRequest) =>
  call(campaignRoutes.updateLocatorCampaign, { body });
