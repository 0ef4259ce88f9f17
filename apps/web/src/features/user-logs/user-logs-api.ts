// Calls of the Agency User's Logs modal (part 2 §7 getUserLogs, getUserLogsCategory, getUsers,
// getUserCampaigns) and the CSV download (part 2 §2) by its signed link.
import {
  ALL_FILTER,
  formatLogDateRange,
  type LogFilters,
  type LogUserType,
  logDownloadParamsOf,
  type RouteOutput,
  userLogsRoutes as routes,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { followDownloadLink } from '../../lib/download-link.ts';

export type UserLogPage = RouteOutput<typeof routes.readLogs>;
export type LogUserChoice = RouteOutput<typeof routes.listLogUsers>['users'][number];
export type LogCampaignChoice = RouteOutput<typeof routes.listLogCampaigns>['campaigns'][number];

export const userLogsKey = (companyId: number, filters: LogFilters, page: number) =>
  ['user-logs', companyId, filters, page] as const;

/** The getUserLogs payload: every filter left open is sent as 9999, or 'all' for campaign and dates. */
export const logPageRequest = (companyId: number, filters: LogFilters, page: number) => ({
  companyID: companyId,
  page,
  action: filters.action || ALL_FILTER,
  userType: filters.userType || ALL_FILTER,
  userID: filters.userId ? String(filters.userId) : ALL_FILTER,
  campaignID: filters.campaignId || 'all',
  logDateRange: filters.dateRange ? formatLogDateRange(filters.dateRange) : 'all',
});

export const fetchUserLogs = (companyId: number, filters: LogFilters, page: number) =>
  call(routes.readLogs, { body: logPageRequest(companyId, filters, page) });

export const fetchLogActions = (companyId: number) =>
  call(routes.listLogActions, { body: { companyID: companyId } });

export const fetchLogUsers = (companyId: number, userType: LogUserType, searchUser: string) =>
  call(routes.listLogUsers, { body: { companyID: companyId, userType, searchUser } });

export const fetchLogCampaigns = (companyId: number) =>
  call(routes.listLogCampaigns, { body: { companyID: companyId } });

/** The CSV by its signed link (a navigation carries no bearer token): the link is asked for first. */
export async function downloadUserLogs(companyId: number, filters: LogFilters): Promise<void> {
  const { url } = await call(routes.logDownloadLink, { params: logDownloadParamsOf(companyId, filters) });
  followDownloadLink(url);
}
