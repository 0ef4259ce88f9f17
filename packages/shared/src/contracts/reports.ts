// Reports and dashboards (part 2 §7 "Reports"; issue 5 point 5): GET /leadspeek/report/initdate|chart|
// invoice|lead. Paths follow the campaign list's style: the module, the company the caller works in
// and the client ('all' or an id) as segments, then the local date range; the lead report adds the
// sort and search segments and pages with Page/PerPage. Days are the viewer's local days (its
// X-Timezone header, or a `timezone` query). Money is integer cents.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, TENANT_LIMITS } from '../constants.ts';
import { isCalendarDate } from '../rules/campaign-fields.ts';
import { SCORE_LIMITS, tagOf } from '../rules/lead-score.ts';
import type { SortState } from '../rules/tenant-list.ts';
import { id, pageQueryFields, pageResponseFields, text } from './common.ts';
import { leadJourneySummary } from './journey-summary.ts';
import { leadScore } from './lead-score.ts';
import { SORT_ORDERS } from './tenants.ts';

/** The four modules, or 'all' for the /campaign dashboard across them. */
export const REPORT_MODULES = [...LEAD_MODULE_KINDS, 'all'] as const;
export type ReportModule = (typeof REPORT_MODULES)[number];

export const REPORT_LIMITS = {
  /** A dashboard range spans at most a year (a leap year's 366 days). */
  maxRangeDays: 366,
  /** Dashboards open on the last 30 days (dashboardOpeningRange). */
  defaultRangeDays: 30,
  perPage: TENANT_LIMITS.perPage,
  maxPerPage: TENANT_LIMITS.maxPerPage,
  searchMax: TENANT_LIMITS.searchMax,
  timeZoneMax: 64,
} as const;

/** Our field wording for refusals the spec does not spell (candidates for messages.ts). */
export const REPORT_PROBLEMS = {
  dateInvalid: 'Use a date written yyyy-MM-dd.',
  endBeforeStart: 'The end date cannot be before the start date.',
  rangeTooLong: `Choose a range of at most ${REPORT_LIMITS.maxRangeDays} days.`,
  moduleUnknown: 'Use local, locator, enhance, b2b or all.',
} as const;

const DAY_MS = 86_400_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** How many local days a range covers, both ends included (0 when the end precedes the start). */
export const rangeDayCount = (startDate: string, endDate: string): number =>
  Math.max(0, Math.round((utcDay(endDate) - utcDay(startDate)) / DAY_MS) + 1);

/** The yyyy-MM-dd `days` after (or, negative, before) `date`. */
export const shiftDate = (date: string, days: number): string =>
  new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Why a date range cannot be reported on, by field; empty when it can. The web and the API share it. */
export function reportRangeProblems(
  startDate: string,
  endDate: string,
): Partial<Record<'startDate' | 'endDate', string>> {
  const problems: Partial<Record<'startDate' | 'endDate', string>> = {};
  if (!isCalendarDate(startDate)) problems.startDate = REPORT_PROBLEMS.dateInvalid;
  if (!isCalendarDate(endDate)) problems.endDate = REPORT_PROBLEMS.dateInvalid;
  if (problems.startDate || problems.endDate) return problems;
  if (endDate < startDate) problems.endDate = REPORT_PROBLEMS.endBeforeStart;
  else if (rangeDayCount(startDate, endDate) > REPORT_LIMITS.maxRangeDays)
    problems.endDate = REPORT_PROBLEMS.rangeTooLong;
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Request parts every report shares

/** 'all' or a numeric id: the client segment (a client viewer is always its own client). */
const allOrId = z.union([z.literal('all'), id], { error: "Use 'all' or a numeric id." });
const moduleType = z.enum(REPORT_MODULES, { error: REPORT_PROBLEMS.moduleUnknown });
const localDate = text.max(10, REPORT_PROBLEMS.dateInvalid);

export const reportSelectionParams = z.object({
  moduleType,
  /** The agency or root the caller works in, or a client's own company. */
  companyID: id,
  clientID: allOrId,
});
export type ReportSelectionParams = z.infer<typeof reportSelectionParams>;

export function refineReportRange(fields: { startDate: string; endDate: string }, issue: z.RefinementCtx) {
  for (const [field, message] of Object.entries(reportRangeProblems(fields.startDate, fields.endDate)))
    issue.addIssue({ code: 'custom', path: [field], message });
}

export const reportRangeFields = { startDate: localDate, endDate: localDate };
export const reportRangeParams = reportSelectionParams
  .extend(reportRangeFields)
  .superRefine(refineReportRange);
export type ReportRangeParams = z.infer<typeof reportRangeParams>;

/** Overrides the X-Timezone header (an IANA zone; checked on the server). */
export const reportZoneQuery = z.object({
  timezone: text.trim().max(REPORT_LIMITS.timeZoneMax).optional(),
});

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/report/initdate/{moduleType}/{companyID}/{clientID}

export const reportInitDateResponse = z.object({
  moduleType,
  timezone: z.string(),
  /** The range a dashboard opens with: the last 30 days, today included (dashboardOpeningRange). */
  startDate: z.string(),
  endDate: z.string(),
  /** Today in the viewer's zone. */
  today: z.string(),
  /** null when the selection has no lead yet: the dashboard then shows its empty state. */
  first_lead_date: z.string().nullable(),
  first_campaign_date: z.string().nullable(),
});
export type ReportInitDate = z.infer<typeof reportInitDateResponse>;

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/report/chart/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate}

export const chartDay = z.object({ date: z.string(), leads: z.number(), spend_cents: z.number() });
export type ChartDay = z.infer<typeof chartDay>;

export const reportChartResponse = z.object({
  moduleType,
  timezone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Every local day of the range, days without leads as zeros. */
  days: z.array(chartDay),
  totals: z.object({ leads: z.number(), spend_cents: z.number() }),
  /**
   * Issue 23: the spend as the invoices count it: client invoice lines of periods starting in the range,
   * and what the billing runs will invoice for such periods and have not yet. Their sum is the spend.
   */
  billed_spend: z.object({ invoiced_cents: z.number(), not_invoiced_cents: z.number() }),
  /**
   * Test leads of the range (never billed, so not in the totals): the lead list shows them, marked,
   * and the dashboard's lead count says how many of its leads they are, so the two agree (issue 14).
   */
  test_leads: z.number(),
  /** Campaigns of the selection running now. */
  active_campaigns: z.number(),
});
export type ReportChart = z.infer<typeof reportChartResponse>;

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/report/invoice/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate}

export const invoiceRow = z.object({
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  module: z.enum(LEAD_MODULE_KINDS),
  status: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  /** Leads the campaign produced in the range and what they cost the client. */
  leads: z.number(),
  spend_cents: z.number(),
  /** The campaign's own price (Cost module). */
  platform_fee_cents: z.number(),
  cost_per_lead_cents: z.number(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const reportInvoiceResponse = z.object({
  moduleType,
  timezone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Campaigns that produced leads in the range, biggest spend first. */
  campaigns: z.array(invoiceRow),
  totals: z.object({ leads: z.number(), spend_cents: z.number() }),
});
export type ReportInvoice = z.infer<typeof reportInvoiceResponse>;

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/report/lead/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate}/{sortby}/{order}/{searchQuery}

export const LEAD_SORT_FIELDS = [
  'created_at',
  'name',
  'email',
  'campaign_name',
  'price_cents',
  'score',
] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export type LeadSortState = SortState<LeadSortField>;

/** A sort segment: one of the fields, or 'null' for the list's own order. */
export const sortSegment = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum([...values, 'null'] as [T[number] | 'null', ...(T[number] | 'null')[]]);

/** The sort and search segments every lead list shares. */
export const leadSortSegments = {
  /** 'null' in either segment is the third state of the sort cycle: newest first. */
  sortby: sortSegment(LEAD_SORT_FIELDS),
  order: sortSegment(SORT_ORDERS),
};
export const leadSearchSegment = text.trim().max(REPORT_LIMITS.searchMax).optional().default('');

export const leadReportParams = reportSelectionParams
  .extend(reportRangeFields)
  .extend({ ...leadSortSegments, searchQuery: leadSearchSegment })
  .superRefine(refineReportRange);
export type LeadReportParams = z.infer<typeof leadReportParams>;

/** GET /leadspeek/report/lead-csv/…/{startDate}/{endDate}/{searchQuery}: the report's filters, newest first. */
export const leadCsvParams = reportSelectionParams
  .extend(reportRangeFields)
  .extend({ searchQuery: leadSearchSegment })
  .superRefine(refineReportRange);
export type LeadCsvParams = z.infer<typeof leadCsvParams>;

/** Issue 25 item 2: lists narrowed to leads scoring at least `score_min`, or carrying `tag`. */
export const leadScoreFilterFields = {
  score_min: z.coerce
    .number({ error: 'Enter the lowest score as a whole number from 0 to 100.' })
    .int('Enter the lowest score as a whole number from 0 to 100.')
    .min(0, 'Enter the lowest score as a whole number from 0 to 100.')
    .max(100, 'Enter the lowest score as a whole number from 0 to 100.')
    .optional(),
  tag: text
    .max(SCORE_LIMITS.tagLength, `A tag has at most ${SCORE_LIMITS.tagLength} characters.`)
    .transform(tagOf)
    .optional(),
};

export const leadReportQuery = reportZoneQuery
  .extend(pageQueryFields(REPORT_LIMITS))
  .extend(leadScoreFilterFields);
export type LeadReportQuery = z.infer<typeof leadReportQuery>;

export const leadReportRow = z.object({
  id: z.number(),
  created_at: z.string(),
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  module: z.enum(LEAD_MODULE_KINDS),
  /** The client company that runs the campaign. */
  client_company_id: z.number(),
  client_company_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** B2B ID: the business contact. */
  company_name: z.string().nullable(),
  job_title: z.string().nullable(),
  business_email: z.string().nullable(),
  /** Search ID: the keyword searched. */
  keyword: z.string().nullable(),
  price_cents: z.number(),
  /** Where the lead came from: pixel, search, audience, or 'test' for a test lead (never billed). */
  source: z.string(),
  /** What the visitor did on the site before and after (issue 25 item 1); null without page views. */
  journey: leadJourneySummary.nullable(),
  /** The score by the campaign's rules (issue 25 item 2); null for a lead without page views. */
  score: leadScore.nullable(),
});
export type LeadReportRow = z.infer<typeof leadReportRow>;

export const leadReportResponse = z.object({
  ...pageResponseFields,
  data: z.array(leadReportRow),
});
export type LeadReportResponse = z.infer<typeof leadReportResponse>;

// ---------------------------------------------------------------------------------------------
// What the web asks for (routes/reports.ts builds the paths)

export type ReportSelection = { moduleType: ReportModule; companyId: number; clientId: 'all' | number };
export type ReportRange = { startDate: string; endDate: string };

export type LeadReportRequest = ReportSelection &
  ReportRange & { sort: LeadSortState; search: string; page: number; perPage: number };
