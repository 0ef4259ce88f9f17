// Report Analytics (part 1 §2 /configuration/report-analytics; part 2 §7 names GET
// /configuration/report-analytics/{start}/{end}/…, /configuration/agencies-report/… and
// /configuration/get-under-perform-campaigns; their payloads are ours). The platform's system users
// see the whole platform: its figures over a local date range against the range before, each
// seller (agency, or the platform for its own clients) side by side, and the running campaigns that
// need attention. Money is integer cents; test leads are never counted.
import { z } from 'zod';
import { LEAD_MODULE_KINDS } from '../constants.ts';
import type { SortState } from '../rules/tenant-list.ts';
import { UNDER_PERFORMANCE_FINDINGS } from '../rules/under-performance.ts';
import { pageQueryFields, pageResponseFields, text } from './common.ts';
import {
  chartDay,
  REPORT_LIMITS,
  type ReportRange,
  rangeDayCount,
  refineReportRange,
  reportRangeFields,
  reportZoneQuery,
  shiftDate,
  sortSegment,
} from './reports.ts';
import { SORT_ORDERS } from './tenants.ts';

export const analyticsRangeParams = z.object(reportRangeFields).superRefine(refineReportRange);

/** The range just before a range, of the same length: what its figures are compared with. */
export const previousRange = z.object({ startDate: z.string(), endDate: z.string() });

export function previousRangeOf(range: ReportRange): ReportRange {
  const days = rangeDayCount(range.startDate, range.endDate);
  return { startDate: shiftDate(range.startDate, -days), endDate: shiftDate(range.startDate, -1) };
}

/** Leads against the range before, in whole percent; null when the range before had none. */
export const changePercent = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 100);

export const analyticsPageQuery = z.object(pageQueryFields(REPORT_LIMITS));

// ---------------------------------------------------------------------------------------------
// GET /configuration/report-analytics/{startDate}/{endDate}

const periodFigures = { leads: z.number(), spend_cents: z.number(), visits: z.number() };

export const reportAnalyticsResponse = z.object({
  timezone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Every local day of the range, days without leads as zeros. */
  days: z.array(chartDay),
  totals: z.object({
    ...periodFigures,
    /**
     * Of the range's page views (visits), those that became a lead: the share "became leads" compares
     * like with like (issue 14), never leads of feeds that had no page view (it stays within 100 %).
     */
    visit_leads: z.number(),
    /** Clients and sellers (agencies, or the platform itself) whose campaigns made a lead in the range. */
    clients_with_leads: z.number(),
    sellers_with_leads: z.number(),
    /** Now, not in the range. */
    active_campaigns: z.number(),
    agencies: z.number(),
  }),
  previous: previousRange.extend(periodFigures),
  /** The four modules, always all four, in the platform's order. */
  modules: z.array(
    z.object({ module: z.enum(LEAD_MODULE_KINDS), leads: z.number(), spend_cents: z.number() }),
  ),
});
export type ReportAnalytics = z.infer<typeof reportAnalyticsResponse>;

// ---------------------------------------------------------------------------------------------
// GET /configuration/agencies-report/{startDate}/{endDate}/{sortby}/{order}/{searchkey}

export const AGENCY_REPORT_SORT_FIELDS = [
  'company_name',
  'clients',
  'active_campaigns',
  'leads',
  'spend_cents',
  'change_percent',
] as const;
export type AgencyReportSortField = (typeof AGENCY_REPORT_SORT_FIELDS)[number];

export const agenciesReportParams = z
  .object({
    ...reportRangeFields,
    /** 'null' in either segment: most leads first. */
    sortby: sortSegment(AGENCY_REPORT_SORT_FIELDS),
    order: sortSegment(SORT_ORDERS),
    searchkey: text.trim().max(REPORT_LIMITS.searchMax).optional().default(''),
  })
  .superRefine(refineReportRange);

export const agenciesReportQuery = reportZoneQuery.extend(analyticsPageQuery.shape);

export const agencyReportRow = z.object({
  company_id: z.number(),
  company_name: z.string(),
  /** 'root' is the platform's own row: the clients it serves itself. */
  kind: z.enum(['agency', 'root']),
  clients: z.number(),
  active_campaigns: z.number(),
  leads: z.number(),
  spend_cents: z.number(),
  previous_leads: z.number(),
  /** Leads against the range before, in whole percent; null when the range before had none. */
  change_percent: z.number().nullable(),
});
export type AgencyReportRow = z.infer<typeof agencyReportRow>;

export const agenciesReportResponse = z.object({
  ...pageResponseFields,
  startDate: z.string(),
  endDate: z.string(),
  previous: previousRange,
  data: z.array(agencyReportRow),
});
export type AgenciesReport = z.infer<typeof agenciesReportResponse>;

// ---------------------------------------------------------------------------------------------
// GET /configuration/get-under-perform-campaigns

export const underPerformingRow = z.object({
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  module: z.enum(LEAD_MODULE_KINDS),
  client_company_id: z.number(),
  client_company_name: z.string(),
  seller_company_id: z.number(),
  seller_company_name: z.string(),
  days_running: z.number(),
  visits: z.number(),
  leads: z.number(),
  previous_leads: z.number(),
  finding: z.enum(UNDER_PERFORMANCE_FINDINGS),
  /** For 'no-leads': the pipeline's most frequent reason for turning the window's visits away. */
  top_reason: z.string().nullable(),
});
export type UnderPerformingRow = z.infer<typeof underPerformingRow>;

export const underPerformingResponse = z.object({
  ...pageResponseFields,
  window_days: z.number(),
  /** When the campaigns were judged: every few minutes, or at this call when that is not recent. */
  judged_at: z.string(),
  /** How many campaigns have each finding (all pages). */
  counts: z.object(Object.fromEntries(UNDER_PERFORMANCE_FINDINGS.map((finding) => [finding, z.number()]))),
  data: z.array(underPerformingRow),
});
export type UnderPerforming = z.infer<typeof underPerformingResponse>;

// ---------------------------------------------------------------------------------------------
// What the web asks for (routes/report-analytics.ts builds the paths)

export type AgenciesReportRequest = ReportRange & {
  sort: SortState<AgencyReportSortField>;
  search: string;
  page: number;
  perPage: number;
};
