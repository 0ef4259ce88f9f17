// The calls the benchmark times: the platform's agency list (first page, a deep page, every sort
// both ways, searches, filters), an agency's client list and a sales person's downline.
import {
  type AgenciesReportRequest,
  agenciesReportInput,
  pathOf,
  queryStringOf,
  REPORT_LIMITS,
  reportAnalyticsRoutes,
  SORT_ORDERS,
  type SortState,
  shiftDate,
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
  /** A p95 target of its own, in ms, instead of BENCH_TARGET_P95_MS (reports over the whole platform). */
  targetP95Ms?: number;
};

const sellersUrl = (request: AgenciesReportRequest) => {
  const { params, query } = agenciesReportInput(request);
  return pathOf(reportAnalyticsRoutes.agenciesReport, params) + queryStringOf(query);
};

const NO_SORT: SortState = { sortby: null, order: null };
/**
 * Report Analytics reads the whole platform on each call (a staff page, not a list every user
 * pages through): its figures within a quarter of a second; the ranking of every seller and the
 * campaigns that need attention (of about 33,000 running, judged from the daily counts the database
 * keeps) within 100 ms, as issue 24 asks.
 */
const ANALYTICS_TARGET_MS = 250;
/** Issue 24: the campaigns that need attention and the agency ranking. */
const RANKING_TARGET_MS = 100;
export function benchScenarios(actors: BenchActors, agencyCount: number): Scenario[] {
  /** Near the end of the agencies at 10 a page (page 1,990 of 20,000): OFFSET-style paging pays most here. */
  const DEEP_PAGE = Math.max(1, Math.floor(agencyCount / 10) - 10);
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
  // Report Analytics as the page opens it: the last 30 days. The bench tree has no lead or visit rows:
  // these read what the database keeps for the 60 days of leads the daily counts stand for (the
  // platform's quarter hours and client days, the sellers' sums, the campaigns' judgments).
  const endDate = new Date().toISOString().slice(0, 10);
  const range = { startDate: shiftDate(endDate, 1 - REPORT_LIMITS.defaultRangeDays), endDate };
  const analytics = (name: string, url: string, targetP95Ms: number): Scenario => ({
    name: `report analytics: ${name}`,
    actor: actors.root,
    showPlans: false,
    url: `/api${url}`,
    targetP95Ms,
  });
  const sellers = { ...range, sort: { sortby: null, order: null }, search: '', page: 1, perPage: 10 };
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
    analytics(
      'the platform, last 30 days',
      pathOf(reportAnalyticsRoutes.summary, range),
      ANALYTICS_TARGET_MS,
    ),
    analytics('agencies, most leads first', sellersUrl(sellers), RANKING_TARGET_MS),
    analytics("agencies, search 'smith'", sellersUrl({ ...sellers, search: 'smith' }), RANKING_TARGET_MS),
    analytics(
      'campaigns that need attention, first page',
      pathOf(reportAnalyticsRoutes.underPerforming) + queryStringOf({ Page: 1, PerPage: 10 }),
      RANKING_TARGET_MS,
    ),
  ];
}
