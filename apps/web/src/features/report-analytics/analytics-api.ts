// Report Analytics calls: the platform's figures over a range, the sellers side by side and the
// campaigns that need attention. The API client sends the browser's time zone with each.
import {
  type AgenciesReport,
  type AgenciesReportRequest,
  agenciesReportPath,
  type ReportAnalytics,
  type ReportRange,
  reportAnalyticsPath,
  type UnderPerforming,
  underPerformingPath,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

const ANALYTICS_KEY = ['report-analytics'] as const;

export const summaryKey = (range: ReportRange | null) => [...ANALYTICS_KEY, 'summary', range] as const;
export const getSummary = (range: ReportRange) => api.get<ReportAnalytics>(reportAnalyticsPath(range));

export const sellersKey = (request: AgenciesReportRequest | null) =>
  [...ANALYTICS_KEY, 'sellers', request] as const;
export const getSellers = (request: AgenciesReportRequest) =>
  api.get<AgenciesReport>(agenciesReportPath(request));

export const underPerformingKey = (page: number) => [...ANALYTICS_KEY, 'under-performing', page] as const;
export const getUnderPerforming = (page: number, perPage: number) =>
  api.get<UnderPerforming>(underPerformingPath(page, perPage));
