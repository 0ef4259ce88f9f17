// Lead lists beyond the dashboard report (issue 6 point 7): one campaign's leads, leads-management
// (administrators: every lead of a module across their tenants, with its CSV), and why visits did not
// become leads, counted per campaign for the dashboards.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, type LeadModuleKind } from '../constants.ts';
import { campaignApiIdField } from '../rules/campaign-status.ts';
import { PAGE_RULE_REASONS } from '../rules/page-rules.ts';
import {
  type LeadSortState,
  leadReportQuery,
  leadSearchSegment,
  leadSortSegments,
  REPORT_MODULES,
} from './reports.ts';

/** Page and PerPage, as the lead report reads them. */
export const leadPageQuery = leadReportQuery.pick({
  Page: true,
  PerPage: true,
  timezone: true,
  score_min: true,
  tag: true,
});
export type LeadPageQuery = z.infer<typeof leadPageQuery>;

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/report/campaign-leads/{leadspeek_api_id}?Page&PerPage → leadReportResponse, newest first

export const campaignLeadsParams = z.object({ leadspeek_api_id: campaignApiIdField });

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/leads-management/{moduleType}/{sortby}/{order}/{searchQuery}?Page&PerPage → leadReportResponse
// GET /leadspeek/leads-management-csv/{moduleType}/{searchQuery} → text/csv, newest first

const leadModule = z.enum(LEAD_MODULE_KINDS, { error: 'Use local, locator, enhance or b2b.' });

export const leadsManagementParams = z.object({
  moduleType: leadModule,
  ...leadSortSegments,
  searchQuery: leadSearchSegment,
});
export type LeadsManagementParams = z.infer<typeof leadsManagementParams>;

export const leadsManagementCsvParams = z.object({ moduleType: leadModule, searchQuery: leadSearchSegment });

export type LeadsManagementRequest = {
  moduleType: LeadModuleKind;
  sort: LeadSortState;
  search: string;
  page: number;
  perPage: number;
};

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/report/rejections/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate}
// (params: reportRangeParams) — rejected visits of the range by reason, per campaign.

/** Why a visit did not become a lead: the first pipeline stage that refused it (issue 6 point 4). */
export const REJECTION_REASONS = [
  'unresolved',
  'reidentified',
  'suppressed',
  'missing-email',
  'missing-phone',
  'missing-address',
  'limit-reached',
  /** Issue 12 item 4: the source address made its leads for the campaign in the last 24 hours. */
  'ip-limit-reached',
  'outside-dates',
  'campaign-not-running',
  /**
   * Issue 17 item 4: a lead the campaign's net-new-only integration already had; not sent to it.
   * Counted from the leads' deliveries (the lead was made), once per lead.
   */
  'net-new-duplicate',
  /** Issue 25 item 3: the page is one the campaign never identifies; or none of its required pages was seen. */
  ...PAGE_RULE_REASONS,
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const rejectionCount = z.object({ reason: z.string(), count: z.number() });
export type RejectionCount = z.infer<typeof rejectionCount>;

export const campaignRejections = z.object({
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  company_name: z.string(),
  /** Rejected visits of the campaign in the range. */
  rejected: z.number(),
  /** Most frequent reason first. */
  reasons: z.array(rejectionCount),
  /** Pixel page views of the range's UTC days dropped before processing (never visits). */
  dropped: z.number(),
  /** By PIXEL_DROP_REASONS, most frequent first. */
  dropped_reasons: z.array(rejectionCount),
});
export type CampaignRejections = z.infer<typeof campaignRejections>;

export const reportRejectionsResponse = z.object({
  moduleType: z.enum(REPORT_MODULES),
  timezone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  rejected: z.number(),
  /** Across the selection, most frequent first. */
  reasons: z.array(rejectionCount),
  /** Pixel page views dropped before processing on the range's dates read as UTC days. */
  dropped: z.number(),
  dropped_reasons: z.array(rejectionCount),
  /** Campaigns with rejected visits or dropped page views in the range, most rejected first. */
  campaigns: z.array(campaignRejections),
});
export type ReportRejections = z.infer<typeof reportRejectionsResponse>;
