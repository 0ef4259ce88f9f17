// Administrators and sales people (part 2 §7 "Users and clients"): the list, add, edit, remove and
// the invitation e-mail, all through the agency and client management routes.
import {
  type DownlineCreateRequest,
  type DownlineUpdateRequest,
  type SortState,
  TENANT_LIMITS,
  type TenantListResponse,
  type TenantRow,
  tenantListPath,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

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
  api.get<TenantListResponse>(
    tenantListPath({
      companyId: request.companyId,
      idsys: request.rootId,
      userType: request.kind,
      sort: request.sort,
      search: request.search,
      page: request.page,
      perPage: TENANT_LIMITS.perPage,
    }),
  );

type Saved = { result: 'success'; message: string; data: TenantRow[] };

export const createStaff = (body: DownlineCreateRequest) =>
  api.post<Saved>('/configuration/user/create', body);

export const updateStaff = (body: DownlineUpdateRequest) =>
  api.put<Saved>('/configuration/user/update', body);

export const removeStaff = (companyId: number, userId: number) =>
  api.delete<{ result: 'success' | 'error'; message: string }>(
    `/configuration/user/remove/${companyId}/${userId}`,
  );

export const resendInvitation = (userId: number) =>
  api.post<{ message: string }>('/configuration/user/resendinvitation', { userID: userId });
