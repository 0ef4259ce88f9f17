// GET /configuration/agencies-report/{startDate}/{endDate}/{sortby}/{order}/{searchkey}: every seller
// of the platform side by side — each agency, and the platform itself when it serves clients of its
// own — with its clients, running campaigns, and its clients' leads and spend in the range against
// the range before. A platform has hundreds of sellers, not millions: they are ranked here, in one
// place, with the same change rule the page shows.
import {
  type AgenciesReport,
  type AgencyReportRow,
  type AgencyReportSortField,
  changePercent,
  lastPageOf,
  previousRangeOf,
  type ReportRange,
  type SortState,
} from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import { withinScope } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { type ReportZone, rangeBounds } from '../reports/report-zone.ts';

type SellerFigures = Omit<AgencyReportRow, 'change_percent'>;

export type AgenciesReportRequest = ReportRange & {
  sort: SortState<AgencyReportSortField>;
  search: string;
  page: number;
  perPage: number;
};

async function sellerFigures(
  db: Queryable,
  actor: Actor,
  range: ReportRange,
  zone: ReportZone,
  search: string,
): Promise<SellerFigures[]> {
  const current = rangeBounds(range, zone.name);
  const since = rangeBounds(previousRangeOf(range), zone.name).from;
  const scoped = (alias: string) => withinScope(actor.scope, sql.raw(`${alias}.path`));
  const named = search === '' ? sql`true` : sql`s.company_name ilike ${containsPattern(search)}`;
  // A client's parent is its seller: its agency, or the platform root for the clients it serves itself.
  const { rows } = await db.execute<SellerFigures>(sql`
    with sellers as (
      select s.id, s.company_name, s.kind, s.active_campaigns from companies s
      where ${scoped('s')} and ${named}
        and (s.kind = 'agency'
          or (s.kind = 'root' and exists (select 1 from companies c
            where c.parent_id = s.id and c.kind = 'client' and c.removed_at is null)))
    ), client_counts as (
      select c.parent_id, count(*)::int as clients from companies c
      where c.kind = 'client' and c.removed_at is null and c.parent_id in (select id from sellers) group by 1
    ), lead_sums as (
      select c.parent_id,
        count(*) filter (where l.created_at >= ${current.from})::int as leads,
        coalesce(sum(l.price_cents) filter (where l.created_at >= ${current.from}), 0)::bigint as spend_cents,
        count(*) filter (where l.created_at < ${current.from})::int as previous_leads
      from leads l join companies c on c.id = l.company_id
      where ${scoped('c')} and l.source <> 'test'
        and l.created_at >= ${since} and l.created_at < ${current.until}
      group by 1
    )
    select s.id as company_id, s.company_name, s.kind,
      coalesce(cc.clients, 0) as clients,
      -- An agency's active_campaigns (kept by a trigger) counts its clients' campaigns; the platform's
      -- own clients are counted here, being few.
      (case when s.kind = 'agency' then s.active_campaigns else (select count(*) from campaigns k
        join companies c on c.id = k.company_id where c.parent_id = s.id and k.status = 'active') end)::int
        as active_campaigns,
      coalesce(ls.leads, 0) as leads,
      coalesce(ls.spend_cents, 0)::float8 as spend_cents,
      coalesce(ls.previous_leads, 0) as previous_leads
    from sellers s
    left join client_counts cc on cc.parent_id = s.id
    left join lead_sums ls on ls.parent_id = s.id`);
  return rows;
}

/** One collator for the whole sort: localeCompare with options builds one per comparison. */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Most leads first by default; the name breaks ties, then the id, so pages never overlap. */
function compareRows(sort: SortState<AgencyReportSortField>) {
  const field = sort.sortby && sort.order ? sort.sortby : 'leads';
  const direction = sort.sortby && sort.order ? (sort.order === 'asc' ? 1 : -1) : -1;
  return (a: AgencyReportRow, b: AgencyReportRow): number => {
    const left = a[field];
    const right = b[field];
    let order = 0;
    if (left === null || right === null) order = left === right ? 0 : left === null ? 1 : -1;
    else if (typeof left === 'string' && typeof right === 'string') order = direction * byName(left, right);
    else order = direction * (Number(left) - Number(right));
    return order || byName(a.company_name, b.company_name) || a.company_id - b.company_id;
  };
}

export async function agenciesReport(
  db: Queryable,
  actor: Actor,
  request: AgenciesReportRequest,
  zone: ReportZone,
): Promise<AgenciesReport> {
  const figures = await sellerFigures(db, actor, request, zone, request.search.trim());
  const rows = figures
    .map((row) => ({ ...row, change_percent: changePercent(row.leads, row.previous_leads) }))
    .sort(compareRows(request.sort));
  const offset = (request.page - 1) * request.perPage;
  return {
    current_page: request.page,
    per_page: request.perPage,
    total: rows.length,
    last_page: lastPageOf(rows.length, request.perPage),
    startDate: request.startDate,
    endDate: request.endDate,
    previous: previousRangeOf(request),
    data: rows.slice(offset, offset + request.perPage),
  };
}
