// Lead list calls (issue 6 point 7): one campaign's leads, leads-management and its CSV, and one lead
// with its journey (issue 25 item 1). Files come through download(), which carries the session's
// bearer token (a plain link would not).
import { type LeadModuleKind, type LeadsManagementRequest, reportsRoutes as routes } from '@lead/shared';
import { call, download } from '../../lib/api-client.ts';
import type { LeadScoreFilter } from './score-filter.ts';

/** Every lead-list query starts with this. */
export const LEADS_KEY = ['leads'] as const;

export const campaignLeadsKey = (leadspeekApiId: string, page: number) =>
  [...LEADS_KEY, 'campaign', leadspeekApiId, page] as const;
export const getCampaignLeads = (leadspeekApiId: string, page: number, perPage: number) =>
  call(routes.campaignLeads, {
    params: { leadspeek_api_id: leadspeekApiId },
    query: { Page: page, PerPage: perPage },
  });

export const leadsManagementKey = (request: LeadsManagementRequest, filter: LeadScoreFilter) =>
  [...LEADS_KEY, 'management', request, filter] as const;
export const getLeadsManagement = (request: LeadsManagementRequest, filter: LeadScoreFilter) =>
  call(routes.leadsManagement, {
    params: {
      moduleType: request.moduleType,
      sortby: request.sort.sortby ?? 'null',
      order: request.sort.order ?? 'null',
      // An empty search leaves its segment out.
      searchQuery: request.search.trim(),
    },
    query: { Page: request.page, PerPage: request.perPage, ...filter },
  });

/** Leads Management's CSV, with the password again (download-auth). */
export const downloadLeadsManagement = (moduleType: LeadModuleKind, search: string, password: string) =>
  download(
    routes.leadsManagementCsv,
    { params: { moduleType, searchQuery: search.trim() }, query: {}, body: { pwd: password } },
    `leads-${moduleType}.csv`,
  );

export const leadDetailKey = (leadId: number) => [...LEADS_KEY, 'one', leadId] as const;
export const getLeadDetail = (leadId: number) => call(routes.leadDetail, { params: { leadId } });
