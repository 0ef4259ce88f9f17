// The tree list's sort cycle, plan suffix and request input (part 2 §2, §7 "Users and clients").
import { PACKAGE_PLANS, type PackagePlan } from '../constants.ts';
import type {
  ListFilter,
  ListUserType,
  SortOrder,
  TenantListQuery,
  TreeSortField,
} from '../contracts/tenants.ts';
import { companiesRoutes } from '../routes/companies.ts';
import { pathOf, queryStringOf, type RouteInput } from '../routes/route.ts';

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

/**
 * The params and query of a tree list call, GET /configuration/user/{companyID}/all/{idsys}/{userType}/
 * {module}/{sortby}/{order}/{searchkey} (or the same under /configuration/sales-downline/).
 */
export function tenantListInput(request: TenantListRequest) {
  const search = request.search.trim();
  return {
    params: {
      companyID: request.companyId,
      group: 'all',
      idsys: request.idsys,
      userType: request.userType,
      module: request.module ?? 'all',
      sortby: request.sort.sortby ?? 'null',
      order: request.sort.order ?? 'null',
      searchkey: search === '' ? undefined : search,
    },
    query: {
      Page: request.page,
      PerPage: request.perPage,
      CardStatus: request.cardStatus ?? 'all',
      CampaignStatus: request.campaignStatus ?? 'all',
      Filters: (request.filters ?? []).join(','),
    },
  } satisfies RouteInput<typeof companiesRoutes.listTenants>;
}

/** The same call as a path below /api, for tests that call the API by path. */
export function tenantListPath(request: TenantListRequest): string {
  const { params, query } = tenantListInput(request);
  return pathOf(companiesRoutes.listTenants, params) + queryStringOf(query);
}
