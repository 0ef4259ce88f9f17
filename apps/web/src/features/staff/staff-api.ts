// Administrators and sales people (part 2 §7 "Users and clients"): the list, add, edit, remove and
// the invitation e-mail, all through the agency and client management routes.
import {
  companiesRoutes,
  type DownlineCreateRequest,
  type DownlineUpdateRequest,
  type SortState,
  TENANT_LIMITS,
  tenantListInput,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export type StaffKind = 'administrator' | 'sales';

export type StaffListRequest = {
  kind: StaffKind;
  /** The company whose staff is listed (the signed-in user's company). */
  companyId: number;
  /** The platform root the company belongs to. */
  rootId: number;
  sort: SortState;
  search: string;
  page: number;
};

/** Every list of one kind and company shares this prefix, so a save refreshes all its pages. */
export const staffListKey = (kind: StaffKind, companyId: number) => ['staff', kind, companyId] as const;

export const listStaff = (request: StaffListRequest) =>
  call(
    companiesRoutes.listTenants,
    tenantListInput({
      companyId: request.companyId,
      idsys: request.rootId,
      userType: request.kind,
      sort: request.sort,
      search: request.search,
      page: request.page,
      perPage: TENANT_LIMITS.perPage,
    }),
  );

export const createStaff = (body: DownlineCreateRequest) => call(companiesRoutes.createAccount, { body });

export const updateStaff = (body: DownlineUpdateRequest) => call(companiesRoutes.updateAccount, { body });

export const removeStaff = (companyId: number, userId: number) =>
  call(companiesRoutes.removeAccount, { params: { companyID: companyId, userID: userId } });

export const resendInvitation = (userId: number) =>
  call(companiesRoutes.resendInvitation, { body: { userID: userId } });
