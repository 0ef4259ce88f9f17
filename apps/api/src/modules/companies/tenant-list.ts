// The tree list of agency and client management (part 2 §1–§2, §7 "Users and clients"): one page of
// agencies (with their clients), clients, administrators or sales people, sorted, searched, filtered.
import type {
  ListUserType,
  TenantListParams,
  TenantListQuery,
  TenantListResponse,
  TenantRow,
} from '@lead/shared';
import { lastPageOf } from '@lead/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import { companyOwnOrManaged } from '../../platform/access/companies.ts';
import { managedBy, withinScope } from '../../platform/access/subtree.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { COMPANY_ROWS, loadTenantPage, loadTenantRows, STAFF_ROWS } from './tenant-rows.ts';

/** Which companies may hold the listed rows: agencies and sales people hang under the root. */
const LIST_PARENT_KINDS: Record<ListUserType, readonly string[]> = {
  userdownline: ['root'],
  client: ['root', 'agency'],
  administrator: ['root', 'agency'],
  sales: ['root'],
};

const SORT_COLUMNS = {
  company_name: sql`lower(c.company_name)`,
  full_name: sql`lower(u.name)`,
  email: sql`lower(u.email)`,
  created_at: sql`c.created_at`,
} as const;

/** Sorted by a person: the owner's name or e-mail (one owner per company). */
const sortsByOwner = (params: TenantListParams) => params.sortby === 'full_name' || params.sortby === 'email';

function orderOf(params: TenantListParams, staff: boolean, reversed = false): SQL {
  const id = staff ? sql`u.id` : sql`c.id`;
  const created = staff ? sql`u.created_at` : sql`c.created_at`;
  const [asc, desc] = reversed ? [sql`desc`, sql`asc`] : [sql`asc`, sql`desc`];
  if (params.sortby === 'null' || params.order === 'null') return sql`${created} ${desc}, ${id} ${desc}`;
  const column = params.sortby === 'created_at' ? created : SORT_COLUMNS[params.sortby];
  const direction = params.order === 'asc' ? asc : desc;
  // Sorted by a person, ties go by that person, as the owner indexes are.
  const tie = sortsByOwner(params) ? sql`u.id` : id;
  return sql`${column} ${direction}, ${tie} ${direction}`;
}

/** Agencies match a search by their own fields or by one of their clients. */
function companySearch(pattern: string, withChildren: boolean): SQL {
  const own = sql`(c.company_name ilike ${pattern} or u.name ilike ${pattern} or u.email ilike ${pattern})`;
  if (!withChildren) return own;
  // Over the whole tree: each branch can use a trigram index, where one OR across joined tables cannot.
  // A removed client (or its owner) no longer makes its agency match.
  return sql`c.id in (
    select id from companies where company_name ilike ${pattern}
    union all
    select parent_id from companies
    where kind = 'client' and removed_at is null and company_name ilike ${pattern}
    union all
    select case when mu.user_type = 'client' then mc.parent_id else mc.id end
    from users mu join companies mc on mc.id = mu.company_id
    where mu.user_type in ('userdownline', 'client') and mu.removed_at is null
      and (mu.name ilike ${pattern} or mu.email ilike ${pattern}))`;
}

function companyFilters(params: TenantListParams, query: TenantListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (params.module !== 'all') {
    conditions.push(
      params.userType === 'client'
        ? sql`${params.module} = any(string_to_array(c.leadspeek_type, '|'))`
        : sql`${params.module} = any(c.selected_modules)`,
    );
  }
  // companies.owner_card is kept by a trigger on payment_cards (migration owner_card).
  if (query.CardStatus === 'set') conditions.push(sql`c.owner_card`);
  if (query.CardStatus === 'notset') conditions.push(sql`not c.owner_card`);
  if (query.CardStatus === 'failed') conditions.push(sql`c.payment_status = 'failed'`);
  // companies.active_campaigns is kept by a trigger on campaigns (migration active_campaign_counts).
  if (query.CampaignStatus === 'active') conditions.push(sql`c.active_campaigns > 0`);
  if (query.CampaignStatus === 'inactive') conditions.push(sql`c.active_campaigns = 0`);
  if (query.Filters.includes('directpayment')) conditions.push(sql`c.manual_bill`);
  return conditions;
}

/**
 * Everything but paging: where the rows come from and which of them the page may show. An unsearched
 * list of agencies or clients is said by its companies alone (`companiesWhere`): each has one owner,
 * so it is counted without joining them.
 */
export function listConditions(
  actor: Actor,
  parentId: number,
  params: TenantListParams,
  query: TenantListQuery,
) {
  const staff = params.userType === 'administrator' || params.userType === 'sales';
  const conditions: SQL[] = [sql`c.parent_id = ${parentId}`];
  let companiesWhere: SQL | null = null;
  if (staff) {
    conditions[0] = sql`c.id = ${parentId}`;
    conditions.push(
      sql`u.user_type = ${params.userType}`,
      // A removed staff member (kept for its money records) is no row any more.
      sql`u.removed_at is null`,
      withinScope(actor.scope, sql`c.path`),
    );
  } else {
    const kind = params.userType === 'userdownline' ? 'agency' : 'client';
    conditions.push(sql`c.kind = ${kind}`, managedBy(actor, sql`c.path`), ...companyFilters(params, query));
    if (!params.searchkey) companiesWhere = sql.join(conditions, sql` and `);
    // Sorted by owner, the owner indexes give the order when the owner's type is said (an agency's
    // owner is its userdownline account, a client's its client account); said otherwise, the planner
    // misjudges the join and sorts the whole list.
    if (sortsByOwner(params)) conditions.push(sql`u.user_type = ${params.userType}`);
  }
  if (params.searchkey) {
    const pattern = containsPattern(params.searchkey);
    conditions.push(
      staff
        ? sql`(u.name ilike ${pattern} or u.email ilike ${pattern})`
        : companySearch(pattern, params.userType === 'userdownline'),
    );
  }
  return {
    from: staff ? STAFF_ROWS : COMPANY_ROWS,
    where: sql.join(conditions, sql` and `),
    staff,
    companiesWhere,
  };
}

export async function listTenants(
  ctx: AppContext,
  actor: Actor,
  params: TenantListParams,
  query: TenantListQuery,
): Promise<TenantListResponse> {
  if (params.idsys !== actor.rootCompanyId) throw notFound();
  const parent = await companyOwnOrManaged(ctx.db, actor, params.companyID);
  if (!LIST_PARENT_KINDS[params.userType].includes(parent.kind)) throw notFound();

  const { from, where, staff, companiesWhere } = listConditions(actor, parent.id, params, query);
  const offset = (query.Page - 1) * query.PerPage;
  const known =
    (await childCount(ctx, actor, parent.id, params, query)) ??
    (companiesWhere ? await countCompanies(ctx, companiesWhere) : null);
  const { rows, total } =
    known === null
      ? await countedPage(ctx, from, where, orderOf(params, staff), { limit: query.PerPage, offset })
      : { rows: await pageOf(ctx, from, where, params, staff, known, offset, query.PerPage), total: known };
  return {
    current_page: query.Page,
    per_page: query.PerPage,
    total,
    last_page: lastPageOf(total, query.PerPage),
    data: rows,
  };
}

/**
 * The whole list of a parent's agencies or clients, unsearched and unfiltered, is counted by the
 * database as companies come and go (companies.agencies / clients, migration client_counts), so its
 * total costs one row, not a scan of 20,000 agencies. Each listed company has its one owner (created
 * together; users_company_owner_unique). A sales person's list is its downline: counted as it is read.
 */
async function childCount(
  ctx: AppContext,
  actor: Actor,
  parentId: number,
  params: TenantListParams,
  query: TenantListQuery,
): Promise<number | null> {
  const whole =
    (params.userType === 'userdownline' || params.userType === 'client') &&
    actor.userType !== 'sales' &&
    !params.searchkey &&
    params.module === 'all' &&
    query.CardStatus === 'all' &&
    query.CampaignStatus === 'all' &&
    query.Filters.length === 0;
  if (!whole) return null;
  const counter = params.userType === 'userdownline' ? sql`agencies` : sql`clients`;
  const { rows } = await ctx.db.execute<{ total: number }>(
    sql`select ${counter} as total from companies where id = ${parentId}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * A filtered list counted by its companies alone, without the page: the page is then read in the
 * list's order and stops at its rows, instead of sorting every match (a card filter over 20,000
 * agencies).
 */
async function countCompanies(ctx: AppContext, companiesWhere: SQL): Promise<number> {
  const { rows } = await ctx.db.execute<{ total: number }>(
    sql`select count(*)::int as total from companies c where ${companiesWhere}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * One page of a list whose total is known, read from the nearer end: page 1,990 of 2,001 walks the
 * order backwards past 100 rows instead of forwards past 19,900.
 */
async function pageOf(
  ctx: AppContext,
  from: SQL,
  where: SQL,
  params: TenantListParams,
  staff: boolean,
  total: number,
  offset: number,
  limit: number,
): Promise<TenantRow[]> {
  if (offset >= total) return [];
  const take = Math.min(limit, total - offset);
  if (offset + take / 2 <= total / 2) {
    return loadTenantRows(ctx.db, from, where, orderOf(params, staff), { limit: take, offset });
  }
  const fromEnd = total - offset - take;
  const rows = await loadTenantRows(ctx.db, from, where, orderOf(params, staff, true), {
    limit: take,
    offset: fromEnd,
  });
  return rows.reverse();
}

/** A page and the count of its whole list, for lists the database does not count ahead. */
async function countedPage(
  ctx: AppContext,
  from: SQL,
  where: SQL,
  orderBy: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: TenantRow[]; total: number }> {
  const loaded = await loadTenantPage(ctx.db, from, where, orderBy, page);
  return { rows: loaded.rows, total: loaded.total ?? (await countRows(ctx, from, where)) };
}

/** The count alone, for a page past the last one. */
async function countRows(ctx: AppContext, from: SQL, where: SQL): Promise<number> {
  const { rows } = await ctx.db.execute<{ total: number }>(
    sql`select count(*)::int as total ${from} where ${where}`,
  );
  return rows[0]?.total ?? 0;
}
