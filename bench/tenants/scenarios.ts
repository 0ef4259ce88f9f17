// The calls the benchmark times: the platform's agency list (first page, a deep page, every sort
// both ways, searches, filters), an agency's client list and a sales person's downline.
import {
  SORT_ORDERS,
  type SortState,
  type TenantListRequest,
  TREE_SORT_FIELDS,
  tenantListPath,
} from '@lead/shared';
import type { BenchActor, BenchActors } from './bench-actors.ts';

export type Scenario = {
  name: string;
  actor: BenchActor;
  url: string;
  /** Shown with its query plans when BENCH_PLANS=main (every scenario with BENCH_PLANS=all). */
  showPlans: boolean;
};

const NO_SORT: SortState = { sortby: null, order: null };
/** Near the end of 2,000 agencies at 10 a page: OFFSET-style paging pays most here. */
const DEEP_PAGE = 190;

export function benchScenarios(actors: BenchActors): Scenario[] {
  const agencies = (
    name: string,
    change: Partial<TenantListRequest>,
    showPlans = false,
    actor = actors.root,
  ): Scenario => ({
    name,
    actor,
    showPlans,
    url: `/api${tenantListPath({
      companyId: actors.rootId,
      idsys: actors.rootId,
      userType: 'userdownline',
      sort: NO_SORT,
      search: '',
      page: 1,
      perPage: 10,
      ...change,
    })}`,
  });
  const sorted = TREE_SORT_FIELDS.flatMap((sortby) =>
    SORT_ORDERS.map((order) =>
      agencies(`agencies sorted by ${sortby} ${order}`, { sort: { sortby, order } }, sortby === 'full_name'),
    ),
  );
  const clients = (name: string, change: Partial<TenantListRequest>, showPlans = false) =>
    agencies(name, { companyId: actors.agencyId, userType: 'client', ...change }, showPlans, actors.agency);
  const salesDownline = agencies('sales person: own agencies, first page', {}, true, actors.sales);
  return [
    agencies('agencies, first page', {}, true),
    agencies(`agencies, page ${DEEP_PAGE}`, { page: DEEP_PAGE }, true),
    agencies(`agencies by company_name asc, page ${DEEP_PAGE}`, {
      page: DEEP_PAGE,
      sort: { sortby: 'company_name', order: 'asc' },
    }),
    ...sorted,
    agencies("agencies, search 'smith'", { search: 'smith' }, true),
    agencies("agencies, search 'harbor dental'", { search: 'harbor dental' }),
    agencies(
      'agencies, card set + active campaign filters',
      { cardStatus: 'set', campaignStatus: 'active' },
      true,
    ),
    agencies('agencies, direct payment filter', { filters: ['directpayment'] }),
    clients(`agency: its ${actors.agencyClients} clients, first page`, {}, true),
    clients('agency: clients by company_name desc', { sort: { sortby: 'company_name', order: 'desc' } }),
    clients("agency: clients, search 'a'", { search: 'a' }),
    {
      ...salesDownline,
      name: `sales person (${actors.salesAgencies} agencies): downline, first page`,
      url: salesDownline.url.replace('/api/configuration/user/', '/api/configuration/sales-downline/'),
    },
  ];
}
