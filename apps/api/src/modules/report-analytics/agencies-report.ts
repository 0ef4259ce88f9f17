// GET /configuration/agencies-report/{startDate}/{endDate}/{sortby}/{order}/{searchkey}: every seller
// of the platform side by side — each agency, and the platform itself when it serves clients of its
// own — with its clients, running campaigns, and its clients' leads and spend in the range against
// the range before. The ranking, its order and its page are one statement, so a platform of 20,000
// agencies sends 10 rows, not 20,000; the change is the shared rule's (changePercent) in SQL.
import {
  type AgenciesReport,
  type AgencyReportRow,
  type AgencyReportSortField,
  lastPageOf,
  previousRangeOf,
  type ReportRange,
  type SortState,
} from '@lead/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import { companyRowWithinScope } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { type ReportZone, rangeBounds } from '../reports/report-zone.ts';
import { sellerLeadParts } from './seller-leads-before.ts';

export type AgenciesReportRequest = ReportRange & {
  sort: SortState<AgencyReportSortField>;
  search: string;
  page: number;
  perPage: number;
};

/**
 * changePercent (contracts/report-analytics.ts) in SQL: Math.round rounds halves up (-2.5 → -2),
 * so floor(x + 0.5), not round(), which rounds them away from zero.
 */
export const CHANGE_PERCENT_SQL = sql.raw(
  'case when previous_leads = 0 then null else floor((leads - previous_leads) * 100.0 / previous_leads + 0.5)::int end',
);

const SORT_COLUMNS: Record<AgencyReportSortField, SQL> = {
  company_name: sql`lower(company_name)`,
  clients: sql`clients`,
  active_campaigns: sql`active_campaigns`,
  leads: sql`leads`,
  spend_cents: sql`spend_cents`,
  change_percent: sql`change_percent`,
};

/** Most leads first by default; a missing change sorts last either way; the name, then the id, break ties. */
function orderOf(sort: SortState<AgencyReportSortField>): SQL {
  const chosen = sort.sortby && sort.order;
  const column = SORT_COLUMNS[chosen && sort.sortby ? sort.sortby : 'leads'];
  const direction = chosen ? (sort.order === 'asc' ? sql`asc` : sql`desc`) : sql`desc`;
  return sql`(${column}) is null, ${column} ${direction}, lower(company_name), company_id`;
}

export async function agenciesReport(
  db: Queryable,
  actor: Actor,
  request: AgenciesReportRequest,
  zone: ReportZone,
): Promise<AgenciesReport> {
  const current = rangeBounds(request, zone.name);
  const since = rangeBounds(previousRangeOf(request), zone.name).from;
  const scoped = (alias: string) => companyRowWithinScope(actor.scope, alias);
  const search = request.search.trim();
  const named = search === '' ? sql`true` : sql`s.company_name ilike ${containsPattern(search)}`;
  const offset = (request.page - 1) * request.perPage;
  // A search names a few sellers: only theirs are summed. Without one, summing every seller costs
  // less than matching each row to the sellers first (the ranking's join keeps the sellers shown).
  const fewSellers = search === '' ? sql`` : sql`where seller_id in (select id from sellers)`;
  // A client's parent is its seller: its agency, or the platform root for the clients it serves itself.
  const { rows } = await db.execute<AgencyReportRow & { total: number }>(sql`
    with sellers as (
      -- companies.clients (live clients) and active_campaigns are kept by triggers; each branch
      -- reads its own index: the agencies' covering one (companies_agency_sellers_idx: the kind a
      -- constant, so that nothing is read from the table), the roots'.
      select s.id, s.company_name, 'agency'::text as kind, s.active_campaigns, s.clients from companies s
      where s.kind = 'agency' and ${scoped('s')} and ${named}
      union all
      select s.id, s.company_name, s.kind, s.active_campaigns, s.clients from companies s
      where s.kind = 'root' and s.clients > 0 and ${scoped('s')} and ${named}
    ), lead_sums as (
      select seller_id as parent_id, sum(leads)::int as leads, sum(spend_cents)::bigint as spend_cents,
        sum(previous_leads)::int as previous_leads
      from (${sellerLeadParts([
        // Before the range before: taken from that range's leads.
        { at: since, leads: 0, previousLeads: -1, spend: 0 },
        // Before the range: ends the range before, and is taken from the range's leads and spend.
        { at: current.from, leads: -1, previousLeads: 1, spend: -1 },
        { at: current.until, leads: 1, previousLeads: 0, spend: 1 },
      ])}) parts
      ${fewSellers}
      group by 1
    ), ranked as (
      select s.id as company_id, s.company_name, s.kind, s.clients,
        -- An agency's active_campaigns counts its clients' campaigns; the platform's own clients are
        -- counted here, being few.
        (case when s.kind = 'agency' then s.active_campaigns else (select count(*) from campaigns k
          join companies c on c.id = k.company_id where c.parent_id = s.id and k.status = 'active') end)::int
          as active_campaigns,
        coalesce(ls.leads, 0) as leads,
        coalesce(ls.spend_cents, 0)::float8 as spend_cents,
        coalesce(ls.previous_leads, 0) as previous_leads
      from sellers s
      left join lead_sums ls on ls.parent_id = s.id
    )
    -- The total comes with the page (also a page past the end, which has no row to carry it).
    select totals.total, shown.* from (select count(*)::int as total from sellers) totals
    left join lateral (
      select * from (select *, ${CHANGE_PERCENT_SQL} as change_percent from ranked) r
      order by ${orderOf(request.sort)}
      limit ${request.perPage} offset ${offset}
    ) shown on true`);
  const total = rows[0]?.total ?? 0;
  return {
    current_page: request.page,
    per_page: request.perPage,
    total,
    last_page: lastPageOf(total, request.perPage),
    startDate: request.startDate,
    endDate: request.endDate,
    previous: previousRangeOf(request),
    data: rows.flatMap(({ total: _total, ...row }) => (row.company_id == null ? [] : [row])),
  };
}
