// The report and lead-list URLs the tests ask for, built from the route declarations (reportsRoutes):
// the selection, range, sort and search as the web sends them.
import {
  type LeadModuleKind,
  type LeadReportRequest,
  type LeadsManagementRequest,
  pathOf,
  queryStringOf,
  type ReportRange,
  type ReportSelection,
  reportsRoutes as routes,
} from '@lead/shared';

const selectionParams = (selection: ReportSelection) => ({
  moduleType: selection.moduleType,
  companyID: selection.companyId,
  clientID: selection.clientId,
});

/** An empty search leaves the optional segment out, as the web does. */
const searchParam = (search: string) => ({ searchQuery: search.trim() });

export const leadReportPath = (request: LeadReportRequest) =>
  pathOf(routes.leadReport, {
    ...selectionParams(request),
    startDate: request.startDate,
    endDate: request.endDate,
    sortby: request.sort.sortby ?? 'null',
    order: request.sort.order ?? 'null',
    ...searchParam(request.search),
  }) + queryStringOf({ Page: request.page, PerPage: request.perPage });

export const leadCsvPath = (request: ReportSelection & ReportRange & { search: string }) =>
  pathOf(routes.leadCsv, {
    ...selectionParams(request),
    startDate: request.startDate,
    endDate: request.endDate,
    ...searchParam(request.search),
  });

export const rejectionsPath = (selection: ReportSelection, range: ReportRange) =>
  pathOf(routes.rejections, { ...selectionParams(selection), ...range });

export const campaignLeadsPath = (leadspeekApiId: string, page: number, perPage: number) =>
  pathOf(routes.campaignLeads, { leadspeek_api_id: leadspeekApiId }) +
  queryStringOf({ Page: page, PerPage: perPage });

export const leadsManagementPath = (request: LeadsManagementRequest) =>
  pathOf(routes.leadsManagement, {
    moduleType: request.moduleType,
    sortby: request.sort.sortby ?? 'null',
    order: request.sort.order ?? 'null',
    ...searchParam(request.search),
  }) + queryStringOf({ Page: request.page, PerPage: request.perPage });

export const leadsManagementCsvPath = (moduleType: LeadModuleKind, search: string) =>
  pathOf(routes.leadsManagementCsv, { moduleType, ...searchParam(search) });
