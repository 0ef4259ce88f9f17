// Agency and client management (part 2 §2, §4, §6, §7 "Users and clients"): the tree list, adding,
// editing and removing rows, and the row actions of platform staff. Each row kind belongs to a
// configuration page (PAGE_OF_ROW_TYPE), whose rule and Settings permission decide who may act.
import { z } from 'zod';
import type { UserType } from '../constants.ts';
import { id, messageBody } from '../contracts/common.ts';
import {
  checkCampaignActiveRequest,
  checkCampaignActiveResponse,
  downlineCreateRequest,
  downlineSaved,
  downlineUpdateRequest,
  freePlanRequest,
  freePlanResponse,
  manualBillRequest,
  removeParams,
  resendInvitationRequest,
  resultMessage,
  rootListResponse,
  salesListResponse,
  setSalesRequest,
  settlementRequest,
  tenantListParams,
  tenantListQuery,
  tenantListResponse,
} from '../contracts/tenants.ts';
import { PAGE_OF_ROW_TYPE } from '../rules/configuration-routes.ts';
import { defineRoute, PLATFORM_STAFF, type RouteAccess } from './route.ts';

const tags = ['agency and client management'];
const LIST_PATH = ':companyID/:group/:idsys/:userType/:module/:sortby/:order/:searchkey?';

/** Clients manage nothing here; every other kind is narrowed by page, permission and scope. */
const MANAGERS: UserType[] = ['user', 'userdownline', 'administrator', 'sales'];
/** Sales people do not remove (part 2 §6). */
const REMOVERS: UserType[] = ['user', 'userdownline', 'administrator'];

/** The list shows one row kind: the page of that kind (the userType path segment). */
const listedKindPage = { in: 'params', name: 'userType', pages: PAGE_OF_ROW_TYPE } as const;
/** The form names its row kind in `userType`. */
const formKindPage = { in: 'body', name: 'userType', pages: PAGE_OF_ROW_TYPE } as const;
/** Agencies and sales people are added by the platform's own staff only (part 2 §6). */
const addedKindPage = { ...formKindPage, platformStaffFor: ['userdownline', 'sales'] } as const;

/** Billing row actions on an agency: platform staff with the agency list's Settings update. */
const AGENCY_EDITORS = {
  ...PLATFORM_STAFF,
  page: 'agency-list',
  permission: ['Settings', 'update'],
} as const satisfies RouteAccess;

export const companiesRoutes = {
  listTenants: defineRoute({
    method: 'GET',
    path: `/configuration/user/${LIST_PATH}`,
    params: tenantListParams,
    query: tenantListQuery,
    response: { 200: tenantListResponse },
    auth: { pageBy: listedKindPage },
    tags: ['tenants'],
  }),
  /** A sales person's agencies and their clients: the same page, limited to its assignments. */
  listSalesDownline: defineRoute({
    method: 'GET',
    path: `/configuration/sales-downline/${LIST_PATH}`,
    params: tenantListParams,
    query: tenantListQuery,
    response: { 200: tenantListResponse },
    auth: { userTypes: ['sales'], pageBy: listedKindPage },
    tags: ['tenants'],
  }),
  createAccount: defineRoute({
    method: 'POST',
    path: '/configuration/user/create',
    body: downlineCreateRequest,
    response: { 200: downlineSaved },
    auth: { userTypes: MANAGERS, pageBy: addedKindPage, permission: ['Settings', 'create'] },
    idempotent: true,
    tags,
  }),
  /** A 422 carries activeCampaignsRefusal when a product with active campaigns would be disabled. */
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/configuration/user/update',
    body: downlineUpdateRequest,
    response: { 200: downlineSaved },
    auth: { userTypes: MANAGERS, pageBy: formKindPage, permission: ['Settings', 'update'] },
    tags,
  }),
  checkCampaignActive: defineRoute({
    method: 'POST',
    path: '/configuration/user/check-campaign-active',
    body: checkCampaignActiveRequest,
    response: { 200: checkCampaignActiveResponse },
    auth: { userTypes: MANAGERS, pageOfCompany: { in: 'body', name: 'company_id' } },
    tags,
  }),
  removeAccount: defineRoute({
    method: 'DELETE',
    path: '/configuration/user/remove/:companyID/:userID',
    params: removeParams,
    response: { 200: resultMessage },
    auth: {
      userTypes: REMOVERS,
      pageOfAccount: { in: 'params', name: 'userID' },
      permission: ['Settings', 'delete'],
    },
    tags,
  }),
  /** A new invitation is part of adding: the Settings create permission. */
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/configuration/user/resendinvitation',
    body: resendInvitationRequest,
    response: { 200: messageBody },
    auth: {
      userTypes: MANAGERS,
      pageOfAccount: { in: 'body', name: 'userID' },
      permission: ['Settings', 'create'],
    },
    idempotent: true,
    tags,
  }),
  setManualBill: defineRoute({
    method: 'PUT',
    path: '/configuration/user/manual-bill',
    body: manualBillRequest,
    response: { 200: messageBody },
    auth: AGENCY_EDITORS,
    tags,
  }),
  setFreePlan: defineRoute({
    method: 'PUT',
    path: '/configuration/setting/freepackage',
    body: freePlanRequest,
    response: { 200: freePlanResponse },
    auth: AGENCY_EDITORS,
    idempotent: true,
    tags,
  }),
  /** Settlement confirmation of an agency's or client's failed payment (part 2 §4). */
  settleFailedPayment: defineRoute({
    method: 'PUT',
    path: '/general/manual-bill-settlement',
    body: settlementRequest,
    response: { 200: messageBody },
    auth: {
      ...PLATFORM_STAFF,
      pageOfAccount: { in: 'body', name: 'userID' },
      permission: ['Settings', 'update'],
    },
    idempotent: true,
    tags,
  }),
  listSalesPeople: defineRoute({
    method: 'GET',
    path: '/configuration/sales/list',
    response: { 200: salesListResponse },
    auth: PLATFORM_STAFF,
    tags,
  }),
  listSalesPeopleOfCompany: defineRoute({
    method: 'GET',
    path: '/configuration/sales/list/:companyID',
    params: z.object({ companyID: id }),
    response: { 200: salesListResponse },
    auth: PLATFORM_STAFF,
    tags,
  }),
  setSalesPeople: defineRoute({
    method: 'PUT',
    path: '/configuration/sales',
    body: setSalesRequest,
    response: { 200: messageBody },
    auth: AGENCY_EDITORS,
    tags,
  }),
  listRoots: defineRoute({
    method: 'GET',
    path: '/configuration/root/list',
    response: { 200: rootListResponse },
    auth: { systemOnly: true },
    tags,
  }),
};
