// Agency and client management calls (part 2 §7): the tree list, add/edit/remove and the row actions.
import {
  type CostAgency,
  type CostAgencyResponse,
  companiesRoutes,
  type DownlineCreateRequest,
  type DownlineUpdateRequest,
  type LeadModuleKind,
  paymentFailureRoutes,
  type RouteOutput,
  settingsRoutes,
  type TenantListRequest,
  tenantListInput,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export type TreeUserType = 'userdownline' | 'client';

/** Every list of one page and company shares this prefix, so a change refreshes all its pages. */
export const tenantListKey = (userType: TreeUserType, companyId: number) =>
  ['tenants', userType, companyId] as const;

/** Sales people read their downline through a route of the same shape (part 2 §6). */
export const listTenants = (request: TenantListRequest, viaSalesDownline: boolean) =>
  call(
    viaSalesDownline ? companiesRoutes.listSalesDownline : companiesRoutes.listTenants,
    tenantListInput(request),
  );

export const createDownline = (body: DownlineCreateRequest) => call(companiesRoutes.createAccount, { body });

export const updateDownline = (body: DownlineUpdateRequest) => call(companiesRoutes.updateAccount, { body });

export const removeDownline = (companyId: number, userId: number) =>
  call(companiesRoutes.removeAccount, { params: { companyID: companyId, userID: userId } });

export const resendInvitation = (userId: number) =>
  call(companiesRoutes.resendInvitation, { body: { userID: userId } });

/** The ids of active campaigns of one product of an agency (empty: it may be disabled). */
export const activeCampaignsOf = (companyId: number, module: LeadModuleKind) =>
  call(companiesRoutes.checkCampaignActive, {
    body: { company_id: companyId, leadspeek_type: module, user_type: 'agency' },
  });

export const setManualBill = (companyId: number, on: boolean) =>
  call(companiesRoutes.setManualBill, { body: { companyID: companyId, manualBill: on ? 'T' : 'F' } });

export const setFreePlan = (companyId: number) =>
  call(companiesRoutes.setFreePlan, { body: { CompanyID: companyId, packageID: 'FREE' } });

export const settleFailedPayment = (userId: number) =>
  call(companiesRoutes.settleFailedPayment, { body: { userID: userId } });

/** What settling would charge: the account's failed and open invoices (issue 15 point 4). */
export const readOutstanding = (userId: number) =>
  call(paymentFailureRoutes.readOutstanding, { params: { userID: userId } });

export type SalesPerson = RouteOutput<typeof companiesRoutes.listSalesPeople>['params'][number];

export const salesListKey = ['tenants', 'sales-list'] as const;
export const listSalesPeople = () => call(companiesRoutes.listSalesPeople);

export type SalesAssignment = {
  companyID: number;
  salesRep: number | null;
  salesAE: number | null;
  salesRef: number | null;
};
export const setSalesPeople = (body: SalesAssignment) => call(companiesRoutes.setSalesPeople, { body });

export type CostAgencyAnswer = CostAgencyResponse;

export const costAgencyKey = (companyId: number) => ['tenants', 'costagency', companyId] as const;
export const readCostAgency = (companyId: number) =>
  call(settingsRoutes.readCostAgency, { params: { companyID: companyId } });
export const saveCostAgency = (companyId: number, cost: CostAgency) =>
  call(settingsRoutes.saveCostAgency, { params: { companyID: companyId }, body: cost });
