// Report Analytics calls: the platform's figures over a range, the sellers side by side and the
// campaigns that need attention. The API client sends the browser's time zone with each.
import {
  type AgenciesReportRequest,
  agenciesReportInput,
  type ReportRange,
  reportAnalyticsRoutes as routes,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

const ANALYTICS_KEY = ['report-analytics'] as const;

export const summaryKey = (range: ReportRange | null) => [...ANALYTICS_KEY, 'summary', range] as const;
export const getSummary = (range: ReportRange) => call(routes.summary, { params: range, query: {} });

export const sellersKey = (request: AgenciesReportRequest | null) =>
  [...ANALYTICS_KEY, 'sellers', request] as const;
export const getSellers = (request: AgenciesReportRequest) =>
  call(routes.agenciesReport, agenciesReportInput(request));

export const underPerformingKey = (page: number) => [...ANALYTICS_KEY, 'under-performing', page] as const;
export const getUnderPerforming = (page: number, perPage: number) =>
  call(routes.underPerforming, { query: { Page: page, PerPage: perPage } });
