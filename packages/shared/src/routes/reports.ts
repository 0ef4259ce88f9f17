// Reports (part 2 §7 "Reports"; issue 5 point 5, issue 6 point 7): what the module dashboards and the
// /campaign dashboard draw, the lead lists and their CSV files. Any signed-in user may ask; what each
// sees is limited below the handler (the report selection, the campaign's scope); leads-management
// is for administrators (part 1 §2).
import type { UserType } from '../constants.ts';
import { leadDownloadRequest } from '../contracts/documents.ts';
import { leadDetailParams, leadDetailResponse } from '../contracts/lead-journey.ts';
import {
  campaignLeadsParams,
  leadPageQuery,
  leadsManagementCsvParams,
  leadsManagementParams,
  reportRejectionsResponse,
} from '../contracts/lead-lists.ts';
import {
  leadCsvParams,
  leadReportParams,
  leadReportQuery,
  leadReportResponse,
  reportChartResponse,
  reportInitDateResponse,
  reportInvoiceResponse,
  reportRangeParams,
  reportSelectionParams,
  reportZoneQuery,
} from '../contracts/reports.ts';
import { defineRoute } from './route.ts';

const tags = ['reports'];
const ADMINISTRATORS: UserType[] = ['administrator'];

export const reportsRoutes = {
  /** The range a dashboard opens with. */
  initDate: defineRoute({
    method: 'GET',
    path: '/leadspeek/report/initdate/:moduleType/:companyID/:clientID',
    params: reportSelectionParams,
    query: reportZoneQuery,
    response: { 200: reportInitDateResponse },
    auth: {},
    tags,
  }),
  chart: defineRoute({
    method: 'GET',
    path: '/leadspeek/report/chart/:moduleType/:companyID/:clientID/:startDate/:endDate',
    params: reportRangeParams,
    query: reportZoneQuery,
    response: { 200: reportChartResponse },
    auth: {},
    tags,
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/leadspeek/report/invoice/:moduleType/:companyID/:clientID/:startDate/:endDate',
    params: reportRangeParams,
    query: reportZoneQuery,
    response: { 200: reportInvoiceResponse },
    auth: {},
    tags,
  }),
  leadReport: defineRoute({
    method: 'GET',
    path: '/leadspeek/report/lead/:moduleType/:companyID/:clientID/:startDate/:endDate/:sortby/:order/:searchQuery?',
    params: leadReportParams,
    query: leadReportQuery,
    response: { 200: leadReportResponse },
    auth: {},
    tags,
  }),
  /**
   * The searched lead report as a CSV file (same filters as the table; always newest first). Personal
   * data: only with the password typed again (the spec's download-auth, issue 23), never from view-as.
   */
  leadCsv: defineRoute({
    method: 'POST',
    path: '/leadspeek/report/lead-csv/:moduleType/:companyID/:clientID/:startDate/:endDate/:searchQuery?',
    params: leadCsvParams,
    query: reportZoneQuery,
    body: leadDownloadRequest,
    auth: { viewMode: 'refused' },
    tags,
  }),
  /** One campaign's leads, newest first (another tenant's campaign is 404). */
  campaignLeads: defineRoute({
    method: 'GET',
    path: '/leadspeek/report/campaign-leads/:leadspeek_api_id',
    params: campaignLeadsParams,
    query: leadPageQuery,
    response: { 200: leadReportResponse },
    auth: {},
    tags,
  }),
  /**
   * One lead with its journey (issue 25 item 1): added beside the spec's calls for the lead's own
   * page. Whoever may see the lead's campaign may see it; another tenant's lead is 404.
   */
  leadDetail: defineRoute({
    method: 'GET',
    path: '/leadspeek/lead/:leadId',
    params: leadDetailParams,
    response: { 200: leadDetailResponse },
    auth: {},
    tags,
  }),
  /** Rejected visits and dropped page views of the range, by reason and per campaign. */
  rejections: defineRoute({
    method: 'GET',
    path: '/leadspeek/report/rejections/:moduleType/:companyID/:clientID/:startDate/:endDate',
    params: reportRangeParams,
    query: reportZoneQuery,
    response: { 200: reportRejectionsResponse },
    auth: {},
    tags,
  }),
  leadsManagement: defineRoute({
    method: 'GET',
    path: '/leadspeek/leads-management/:moduleType/:sortby/:order/:searchQuery?',
    params: leadsManagementParams,
    query: leadPageQuery,
    response: { 200: leadReportResponse },
    auth: { userTypes: ADMINISTRATORS },
    tags,
  }),
  /** Every lead of the platform as CSV: like leadCsv, only with the password typed again. */
  leadsManagementCsv: defineRoute({
    method: 'POST',
    path: '/leadspeek/leads-management-csv/:moduleType/:searchQuery?',
    params: leadsManagementCsvParams,
    query: reportZoneQuery,
    body: leadDownloadRequest,
    auth: { userTypes: ADMINISTRATORS, viewMode: 'refused' },
    tags,
  }),
};
