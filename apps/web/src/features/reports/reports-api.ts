// Report calls (part 2 §7 "Reports"): the opening range, the chart, the lead report and its CSV, the
// rejection counts, and the viewer's clients for the client picker. The API client sends the
// browser's time zone with each.
import {
  chartPath,
  initDatePath,
  type LeadReportRequest,
  type LeadReportResponse,
  leadCsvPath,
  leadReportPath,
  type ReportChart,
  type ReportInitDate,
  type ReportModule,
  type ReportRange,
  type ReportRejections,
  type ReportSelection,
  rejectionsPath,
} from '@lead/shared';
import { api, apiDownload } from '../../lib/api-client.ts';

/** Every report query starts with this. */
export const REPORTS_KEY = ['reports'] as const;

/** Dashboards refetch their figures this often while the page is visible (live counts). */
export const LIVE_REFRESH_MS = 15_000;

export const initDateKey = (selection: ReportSelection) => [...REPORTS_KEY, 'initdate', selection] as const;
export const getInitDate = (selection: ReportSelection) => api.get<ReportInitDate>(initDatePath(selection));

export const chartKey = (selection: ReportSelection, range: ReportRange | null) =>
  [...REPORTS_KEY, 'chart', selection, range] as const;
export const getChart = (selection: ReportSelection, range: ReportRange) =>
  api.get<ReportChart>(chartPath(selection, range));

export const leadReportKey = (request: LeadReportRequest | null) =>
  [...REPORTS_KEY, 'lead', request] as const;
export const getLeadReport = (request: LeadReportRequest) =>
  api.get<LeadReportResponse>(leadReportPath(request));

export const clientsKey = (companyId: number, moduleType: ReportModule) =>
  [...REPORTS_KEY, 'clients', companyId, moduleType] as const;

/** The table's leads as a CSV file (same selection, range and search). */
export const downloadLeadReport = (request: LeadReportRequest) =>
  apiDownload(
    leadCsvPath(request),
    `leads-${request.moduleType}-${request.startDate}-${request.endDate}.csv`,
  );

export const rejectionsKey = (selection: ReportSelection, range: ReportRange | null) =>
  [...REPORTS_KEY, 'rejections', selection, range] as const;
export const getRejections = (selection: ReportSelection, range: ReportRange) =>
  api.get<ReportRejections>(rejectionsPath(selection, range));
