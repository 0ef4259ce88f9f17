// Agency and client management calls (part 2 §7): the tree list, add/edit/remove and the row actions.
import {
  type CostAgency,
  type CostAgencyResponse,
  type DownlineCreateRequest,
  type DownlineUpdateRequest,
  type LeadModuleKind,
  type PackagePlan,
  settingsRoutes,
  type TenantListRequest,
  type TenantListResponse,
  type TenantRow,
  tenantListPath,
} from '@lead/shared';
import { api, call } from '../../lib/api-client.ts';

export type TreeUserType = 'userdownline' | 'client';

/** Every list of one page and company shares this prefix, so a change refreshes all its pages. */
export const tenantListKey = (userType: TreeUserType, companyId: number) =>
  ['tenants', userType, companyId] as const;

/** Sales people read their downline through a route of the same shape (part 2 §6). */
export function listTenants(request: TenantListRequest, viaSalesDownline: boolean) {
  const path = tenantListPath(request);
  return api.get<TenantListResponse>(
    viaSalesDownline ? path.replace(/^\/configuration\/user\//, '/configuration/sales-downline/') : path,
  );
}

type Saved = { result: 'success'; message: string; data: TenantRow[] };
type Message = { message: string };

export const createDownline = (body: DownlineCreateRequest) =>
  api.post<Saved>('/configuration/user/create', body);

export const updateDownline = (body: DownlineUpdateRequest) =>
  api.put<Saved>('/configuration/user/update', body);

export const removeDownline = (companyId: number, userId: number) =>
  api.delete<{ result: 'success' | 'error'; message: string }>(
    `/configuration/user/remove/${companyId}/${userId}`,
  );

export const resendInvitation = (userId: number) =>
  api.post<Message>('/configuration/user/resendinvitation', { userID: userId });

/** The ids of active campaigns of one product of an agency (empty: it may be disabled). */
export const activeCampaignsOf = (companyId: number, module: LeadModuleKind) =>
  api.post<{ active_campaign_id: string[] }>('/configuration/user/check-campaign-active', {
    company_id: companyId,
    leadspeek_type: module,
    user_type: 'agency',
  });

export const setManualBill = (companyId: number, on: boolean) =>
  api.put<Message>('/configuration/user/manual-bill', { companyID: companyId, manualBill: on ? 'T' : 'F' });

export const setFreePlan = (companyId: number) =>
  api.put<{ packageid: PackagePlan; message: string }>('/configuration/setting/freepackage', {
    CompanyID: companyId,
    packageID: 'FREE',
  });

export const settleFailedPayment = (userId: number) =>
  api.put<Message>('/general/manual-bill-settlement', { userID: userId });

export type SalesPerson = { id: number; name: string; isAccExecutive: 'T' | 'F' };

export const salesListKey = ['tenants', 'sales-list'] as const;
export const listSalesPeople = () => api.get<{ params: SalesPerson[] }>('/configuration/sales/list');

export type SalesAssignment = {
  companyID: number;
  salesRep: number | null;
  salesAE: number | null;
  salesRef: number | null;
};
export const setSalesPeople = (body: SalesAssignment) => api.put<Message>('/configuration/sales', body);

export type CostAgencyAnswer = CostAgencyResponse;

export const costAgencyKey = (companyId: number) => ['tenants', 'costagency', companyId] as const;
export const readCostAgency = (companyId: number) =>
  call(settingsRoutes.readCostAgency, { params: { companyID: companyId } });
export const saveCostAgency = (companyId: number, cost: CostAgency) =>
  call(settingsRoutes.saveCostAgency, { params: { companyID: companyId }, body: cost });
