// Calls of the Agency User's Logs modal (part 2 §7 getUserLogs, getUserLogsCategory, getUsers,
// getUserCampaigns) and the CSV download (part 2 §2).
import {
  ALL_FILTER,
  formatLogDateRange,
  type LogFilters,
  type LogUserType,
  logDownloadPath,
  type UserLogRow,
} from '@lead/shared';
import { api, apiDownload } from '../../lib/api-client.ts';

export type UserLogPage = {
  data: UserLogRow[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type LogUserChoice = { id: number; name: string; company_name: string; type_user_tx: string };
export type LogCampaignChoice = { leadspeek_api_id: string; campaign_name: string; company_name: string };

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
  api.post<UserLogPage>('/configuration/user/log-user', logPageRequest(companyId, filters, page));

export const fetchLogActions = (companyId: number) =>
  api.post<{ actions: string[] }>('/configuration/user/log-category', { companyID: companyId });

export const fetchLogUsers = (companyId: number, userType: LogUserType, searchUser: string) =>
  api.post<{ users: LogUserChoice[] }>('/configuration/user/show-user', {
    companyID: companyId,
    userType,
    searchUser,
  });

export const fetchLogCampaigns = (companyId: number) =>
  api.post<{ campaigns: LogCampaignChoice[] }>('/configuration/user/show-campaigns', {
    companyID: companyId,
  });

export const downloadUserLogs = (companyId: number, filters: LogFilters) =>
  apiDownload(logDownloadPath(companyId, filters), `user-logs-${companyId}.csv`);
