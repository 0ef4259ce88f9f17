// Lead list calls (issue 6 point 7): one campaign's leads, leads-management and its CSV. Files come
// through apiDownload, which carries the session's bearer token (a plain link would not).
import {
  campaignLeadsPath,
  type LeadModuleKind,
  type LeadReportResponse,
  type LeadsManagementRequest,
  leadsManagementCsvPath,
  leadsManagementPath,
} from '@lead/shared';
import { api, apiDownload } from '../../lib/api-client.ts';

/** Every lead-list query starts with this. */
export const LEADS_KEY = ['leads'] as const;

export const campaignLeadsKey = (leadspeekApiId: string, page: number) =>
  [...LEADS_KEY, 'campaign', leadspeekApiId, page] as const;
export const getCampaignLeads = (leadspeekApiId: string, page: number, perPage: number) =>
  api.get<LeadReportResponse>(campaignLeadsPath(leadspeekApiId, page, perPage));

export const leadsManagementKey = (request: LeadsManagementRequest) =>
  [...LEADS_KEY, 'management', request] as const;
export const getLeadsManagement = (request: LeadsManagementRequest) =>
  api.get<LeadReportResponse>(leadsManagementPath(request));

export const downloadLeadsManagement = (moduleType: LeadModuleKind, search: string) =>
  apiDownload(leadsManagementCsvPath(moduleType, search), `leads-${moduleType}.csv`);
