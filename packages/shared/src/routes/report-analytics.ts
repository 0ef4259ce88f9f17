// Report Analytics (part 2 §7 "Reports"): whoever may open /configuration/report-analytics may call
// them (a root system user not denied report_analytics, or view mode); anyone else gets 404, as the
// page itself. Figures keep to the caller's tenant scope.
import {
  type AgenciesReportRequest,
  agenciesReportParams,
  agenciesReportQuery,
  agenciesReportResponse,
  analyticsPageQuery,
  analyticsRangeParams,
  reportAnalyticsResponse,
  underPerformingResponse,
} from '../contracts/report-analytics.ts';
import { reportZoneQuery } from '../contracts/reports.ts';
import { defineRoute, type RouteAccess, type RouteInput } from './route.ts';

const tags = ['report-analytics'];
const auth = { page: 'report-analytics' } as const satisfies RouteAccess;

export const reportAnalyticsRoutes = {
  /** The platform's figures over a local date range, against the range before. */
  summary: defineRoute({
    method: 'GET',
    path: '/configuration/report-analytics/:startDate/:endDate',
    params: analyticsRangeParams,
    query: reportZoneQuery,
    response: { 200: reportAnalyticsResponse },
    auth,
    tags,
  }),
  /** Each seller side by side; 'null' sort segments: most leads first. */
  agenciesReport: defineRoute({
    method: 'GET',
    path: '/configuration/agencies-report/:startDate/:endDate/:sortby/:order/:searchkey?',
    params: agenciesReportParams,
    query: agenciesReportQuery,
    response: { 200: agenciesReportResponse },
    auth,
    tags,
  }),
  underPerforming: defineRoute({
    method: 'GET',
    path: '/configuration/get-under-perform-campaigns',
    query: analyticsPageQuery,
    response: { 200: underPerformingResponse },
    auth,
    tags,
  }),
};

/** The params and query of a sellers report request, as the web and the benchmark send them. */
export const agenciesReportInput = (
  request: AgenciesReportRequest,
): RouteInput<typeof reportAnalyticsRoutes.agenciesReport> => ({
  params: {
    startDate: request.startDate,
    endDate: request.endDate,
    sortby: request.sort.sortby ?? 'null',
    order: request.sort.order ?? 'null',
    // An empty search leaves its segment out.
    searchkey: request.search.trim(),
  },
  query: { Page: request.page, PerPage: request.perPage },
});
