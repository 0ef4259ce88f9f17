// The Agency User's Logs modal's calls (part 2 §2, §7): a page of logs, the filter choices and the
// CSV download. Which company's logs a caller reads is its scope's answer, below the handler.
import type { UserType } from '../constants.ts';
import { signedLinkResponse } from '../contracts/common.ts';
import {
  logCategoryRequest,
  logCategoryResponse,
  logDownloadParams,
  logDownloadQuery,
  showCampaignsRequest,
  showCampaignsResponse,
  showUserRequest,
  showUserResponse,
  userLogPage,
  userLogRequest,
} from '../contracts/user-logs.ts';
import { type LogFilters, logDownloadParamsOf } from '../rules/user-log-filters.ts';
import { defineRoute, pathOf, type RouteAccess } from './route.ts';

const tags = ['user-logs'];

/** The staff types that may open the logs; sales users and clients never see them. */
export const LOG_READER_TYPES: UserType[] = ['user', 'userdownline', 'administrator'];

/** Part 2 §6: the logs sit behind client management and its Settings permission. */
const LOG_READERS = {
  userTypes: LOG_READER_TYPES,
  page: 'client-management',
  permission: ['Settings', 'enable'],
} as const satisfies RouteAccess;

export const userLogsRoutes = {
  readLogs: defineRoute({
    method: 'POST',
    path: '/configuration/user/log-user',
    body: userLogRequest,
    response: { 200: userLogPage },
    auth: LOG_READERS,
    tags,
  }),
  listLogActions: defineRoute({
    method: 'POST',
    path: '/configuration/user/log-category',
    body: logCategoryRequest,
    response: { 200: logCategoryResponse },
    auth: LOG_READERS,
    tags,
  }),
  listLogUsers: defineRoute({
    method: 'POST',
    path: '/configuration/user/show-user',
    body: showUserRequest,
    response: { 200: showUserResponse },
    auth: LOG_READERS,
    tags,
  }),
  listLogCampaigns: defineRoute({
    method: 'POST',
    path: '/configuration/user/show-campaigns',
    body: showCampaignsRequest,
    response: { 200: showCampaignsResponse },
    auth: LOG_READERS,
    tags,
  }),
  /**
   * A CSV file: no JSON answer declared. The spec opens it as a browser navigation (part 2 §2), which
   * sends no bearer token: the navigation carries the signed link of logDownloadLink instead.
   */
  downloadLogs: defineRoute({
    method: 'GET',
    path: '/configuration/user/download-log-user/:companyID/:userType/:userID/:action/:logDateRange/:campaignID',
    params: logDownloadParams,
    query: logDownloadQuery,
    auth: { ...LOG_READERS, signedLink: true },
    tags,
  }),
  /**
   * The signed link to the download with these filters, for the caller's session, valid a minute
   * (issue 26). The company and filters are checked here too, so a refusal comes back as JSON.
   */
  logDownloadLink: defineRoute({
    method: 'GET',
    path: '/configuration/user/download-log-user-link/:companyID/:userType/:userID/:action/:logDateRange/:campaignID',
    params: logDownloadParams,
    response: { 200: signedLinkResponse },
    auth: LOG_READERS,
    tags,
  }),
};

/** The CSV download's path below /api, for tests that call the API by path. */
export const logDownloadPath = (companyId: number, filters: LogFilters) =>
  pathOf(userLogsRoutes.downloadLogs, logDownloadParamsOf(companyId, filters));
