// Report calls (part 2 §7 "Reports"): the opening range, the chart, the lead report and its CSV, the
// rejection counts, and the viewer's clients for the client picker. The API client sends the
// browser's time zone with each.
import {
  type LeadReportRequest,
  type ReportModule,
  type ReportRange,
  type ReportSelection,
  reportsRoutes as routes,
} from '@lead/shared';
import { call, download } from '../../lib/api-client.ts';
import type { LeadScoreFilter } from '../leads/score-filter.ts';

/** Every report query starts with this. */
export const REPORTS_KEY = ['reports'] as const;

/** Dashboards refetch their figures this often while the page is visible (live counts). */
export const LIVE_REFRESH_MS = 15_000;

/** The module, company and client segments of every report. */
const selectionParams = (selection: ReportSelection) => ({
  moduleType: selection.moduleType,
  companyID: selection.companyId,
  clientID: selection.clientId,
});

export const initDateKey = (selection: ReportSelection) => [...REPORTS_KEY, 'initdate', selection] as const;
export const getInitDate = (selection: ReportSelection) =>
  call(routes.initDate, { params: selectionParams(selection), query: {} });

export const chartKey = (selection: ReportSelection, range: ReportRange | null) =>
  [...REPORTS_KEY, 'chart', selection, range] as const;
export const getChart = (selection: ReportSelection, range: ReportRange) =>
  call(routes.chart, { params: { ...selectionParams(selection), ...range }, query: {} });

export const leadReportKey = (request: LeadReportRequest | null, filter: LeadScoreFilter) =>
  [...REPORTS_KEY, 'lead', request, filter] as const;
/** The table's page; `filter` narrows it to scored leads (issue 25 item 2). */
export const getLeadReport = (request: LeadReportRequest, filter: LeadScoreFilter) =>
  call(routes.leadReport, {
    params: {
      ...selectionParams(request),
      startDate: request.startDate,
      endDate: request.endDate,
      sortby: request.sort.sortby ?? 'null',
      order: request.sort.order ?? 'null',
      // An empty search leaves its segment out.
      searchQuery: request.search.trim(),
    },
    query: { Page: request.page, PerPage: request.perPage, ...filter },
  });

export const clientsKey = (companyId: number, moduleType: ReportModule) =>
  [...REPORTS_KEY, 'clients', companyId, moduleType] as const;

/** The table's leads as a CSV file (same selection, range and search), with the password again. */
export const downloadLeadReport = (request: LeadReportRequest, password: string) =>
  download(
    routes.leadCsv,
    {
      params: {
        ...selectionParams(request),
        startDate: request.startDate,
        endDate: request.endDate,
        searchQuery: request.search.trim(),
      },
      query: {},
      body: { pwd: password },
    },
    `leads-${request.moduleType}-${request.startDate}-${request.endDate}.csv`,
  );

export const rejectionsKey = (selection: ReportSelection, range: ReportRange | null) =>
  [...REPORTS_KEY, 'rejections', selection, range] as const;
export const getRejections = (selection: ReportSelection, range: ReportRange) =>
  call(routes.rejections, { params: { ...selectionParams(selection), ...range }, query: {} });

export const invoiceReportKey = (selection: ReportSelection, range: ReportRange | null) =>
  [...REPORTS_KEY, 'invoice', selection, range] as const;
/** The invoice report (part 2 §7 /leadspeek/report/invoice): leads and spend by campaign in the range. */
export const getInvoiceReport = (selection: ReportSelection, range: ReportRange) =>
  call(routes.invoice, { params: { ...selectionParams(selection), ...range }, query: {} });
