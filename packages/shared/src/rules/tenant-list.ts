// The tree list's sort cycle, plan suffix and request path (part 2 §2, §7 "Users and clients").
import { PACKAGE_PLANS, type PackagePlan } from '../constants.ts';
import type {
  ListFilter,
  ListUserType,
  SortOrder,
  TenantListQuery,
  TreeSortField,
} from '../contracts/tenants.ts';

export type SortState<Field extends string = TreeSortField> = {
  sortby: Field | null;
  order: SortOrder | null;
};
export const NO_SORT: SortState<never> = { sortby: null, order: null };

/** Clicking a column: a new column sorts ascending, then descending, then not at all (null). */
export function nextSort<Field extends string>(current: SortState<Field>, field: Field): SortState<Field> {
  if (current.sortby !== field || current.order === null) return { sortby: field, order: 'asc' };
  if (current.order === 'asc') return { sortby: field, order: 'desc' };
  return NO_SORT;
}

/** The plan suffix after a company name, or null when the package is not one of the plans. */
export function packageSuffix(packageId: string | null | undefined): PackagePlan | null {
  const code = (packageId ?? '').trim().toUpperCase();
  return (PACKAGE_PLANS as readonly string[]).includes(code) ? (code as PackagePlan) : null;
}

export type TenantListRequest = {
  companyId: number;
  idsys: number;
  userType: ListUserType;
  module?: 'all' | 'local' | 'locator' | 'enhance' | 'b2b';
  sort: SortState;
  search: string;
  page: number;
  perPage: number;
  cardStatus?: TenantListQuery['CardStatus'];
  campaignStatus?: TenantListQuery['CampaignStatus'];
  filters?: ListFilter[];
};

/** GET /configuration/user/{companyID}/all/{idsys}/{userType}/{module}/{sortby}/{order}/{searchkey}. */
export function tenantListPath(request: TenantListRequest): string {
  const segments = [
    'configuration/user',
    request.companyId,
    'all',
    request.idsys,
    request.userType,
    request.module ?? 'all',
    request.sort.sortby ?? 'null',
    request.sort.order ?? 'null',
  ].map(String);
  const search = request.search.trim();
  if (search !== '') segments.push(encodeURIComponent(search));
  const query = new URLSearchParams({
    Page: String(request.page),
    PerPage: String(request.perPage),
    CardStatus: request.cardStatus ?? 'all',
    CampaignStatus: request.campaignStatus ?? 'all',
    Filters: (request.filters ?? []).join(','),
  });
  return `/${segments.join('/')}?${query}`;
}
