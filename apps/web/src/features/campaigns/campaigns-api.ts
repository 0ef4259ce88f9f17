// Campaign-management calls (part 2 §7 "Campaigns", "Users and clients"): the module's campaign list,
// its company groups, the agency's clients, the status actions and the Site ID embed code.
import {
  type CampaignListRequest,
  type CampaignListResponse,
  type CampaignStatus,
  type CampaignView,
  type CompanyGroupEntry,
  campaignListPath,
  type LeadModuleKind,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

/** Every campaign query starts with this, so one action refreshes every list and filter. */
export const CAMPAIGNS_KEY = ['campaigns'] as const;

export const listCampaigns = (request: CampaignListRequest) =>
  api.get<CampaignListResponse>(campaignListPath(request));

export const groupsKey = (companyId: number, module: LeadModuleKind) =>
  [...CAMPAIGNS_KEY, 'groups', companyId, module] as const;
/** The company's groups of the module, 'View All' first (the server adds it). */
export const listGroups = (companyId: number, module: LeadModuleKind) =>
  api.get<{ params: CompanyGroupEntry[] }>(
    `/company/group?${new URLSearchParams({ companyID: String(companyId), userModule: module })}`,
  );

type StatusAnswer = { message: string; leadspeek_api_id: string; status: CampaignStatus | null };

export const setActivePause = (leadspeekApiId: string, status: 'active' | 'paused') =>
  api.put<StatusAnswer>('/leadspeek/client/activepause', { leadspeek_api_id: leadspeekApiId, status });

export const archiveCampaign = (leadspeekApiId: string) =>
  api.put<StatusAnswer>('/leadspeek/client/archive', { leadspeek_api_id: leadspeekApiId });

export const removeCampaign = (leadspeekApiId: string) =>
  api.put<StatusAnswer>('/leadspeek/client/remove', { leadspeek_api_id: leadspeekApiId });

export const setContinualTopup = (leadspeekApiId: string, stop: boolean) =>
  api.put<{ message: string; leadspeek_api_id: string; stop_continual: 'T' | 'F' }>(
    '/leadspeek/client/local/stopcontinualtopup',
    { leadspeek_api_id: leadspeekApiId, stop_continual: stop },
  );

export const campaignKey = (leadspeekApiId: string) => [...CAMPAIGNS_KEY, 'one', leadspeekApiId] as const;
export const getCampaign = (leadspeekApiId: string) =>
  api.get<CampaignView>(`/leadspeek/getcampaign/${encodeURIComponent(leadspeekApiId)}`);

export const clientsKey = (companyId: number, module: LeadModuleKind) =>
  [...CAMPAIGNS_KEY, 'clients', companyId, module] as const;
