// The client-wide exclusion list (part 2 §7 "Exclusion list"; clients only, §6) and the opt-out
// list: anyone may ask to be excluded from the public opt-out page, which holds on every platform;
// each platform's system users read, add to and purge their own platform's requests
// (/configuration/opt-out-list).
import {
  exclusionProgressQuery,
  exclusionProgressResponse,
  exclusionPurgeParams,
  exclusionUploadFields,
  exclusionUploadResponse,
  optOutAddRequest,
  optOutAddResponse,
  optOutListQuery,
  optOutListResponse,
  optOutPurgeParams,
  optOutRequest,
  optOutRequestResponse,
  purgeResponse,
} from '../contracts/suppression.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['suppression'];
const CLIENTS = { userTypes: ['client'] } satisfies RouteAccess;
/** Part 2 §2: opt-out-list needs a system user; sales people have no configuration page of it. */
const SYSTEM_STAFF = { userTypes: ['user', 'administrator'], systemOnly: true } satisfies RouteAccess;

export const suppressionRoutes = {
  /**
   * The file is the multipart part clientoptoutfile. A campaign's list is campaign management, which
   * a barred client is kept out of (part 2 §6); the client-wide list stays open to it.
   */
  uploadExclusionList: defineRoute({
    method: 'POST',
    path: '/leadspeek/suppressionlist/upload',
    multipart: exclusionUploadFields,
    response: { 200: exclusionUploadResponse },
    auth: {
      ...CLIENTS,
      barredClientsWhen: { in: 'body', name: 'campaigntype', values: ['campaign'] },
    },
    tags,
  }),
  exclusionProgress: defineRoute({
    method: 'GET',
    path: '/leadspeek/suppressionlist/progress',
    query: exclusionProgressQuery,
    response: { 200: exclusionProgressResponse },
    auth: CLIENTS,
    tags,
  }),
  /** paramID is the client company for the client-wide list, the campaign for a campaign's list. */
  purgeExclusionList: defineRoute({
    method: 'DELETE',
    path: '/leadspeek/suppressionlist/purge/:paramID/:campaignType',
    params: exclusionPurgeParams,
    response: { 200: purgeResponse },
    auth: {
      ...CLIENTS,
      barredClientsWhen: { in: 'params', name: 'campaignType', values: ['campaign'] },
    },
    tags,
  }),
  requestOptOut: defineRoute({
    method: 'POST',
    path: '/tools/optout/request',
    body: optOutRequest,
    response: { 200: optOutRequestResponse },
    auth: 'public',
    tags,
  }),
  listOptOuts: defineRoute({
    method: 'GET',
    path: '/tools/optout/list',
    query: optOutListQuery,
    response: { 200: optOutListResponse },
    auth: SYSTEM_STAFF,
    tags,
  }),
  addOptOut: defineRoute({
    method: 'POST',
    path: '/tools/optout/add',
    body: optOutAddRequest,
    response: { 200: optOutAddResponse },
    auth: SYSTEM_STAFF,
    idempotent: true,
    tags,
  }),
  purgeOptOutList: defineRoute({
    method: 'DELETE',
    path: '/tools/optout/purge/:companyRootId',
    params: optOutPurgeParams,
    response: { 200: purgeResponse },
    auth: SYSTEM_STAFF,
    tags,
  }),
};
