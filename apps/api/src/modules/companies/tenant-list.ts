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
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { COMPANY_ROWS, loadMatchedPage, loadTenantPage, loadTenantRows, STAFF_ROWS } from './tenant-rows.ts';

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

/**
 * The separators agency_search_words splits at (migration agency_search_words): a search without
 * one is found in an agency's words exactly when it is in one of its strings.
 */
const SEARCH_WORD_SEPARATORS = /[ \t\n\r\f\v@.]/;

/** Three letters or digits in a row: the search has trigrams to find its vocabulary words by. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * More vocabulary words than this ('000' in every number of an e-mail): the agencies are found by
 * reading every agency's words, cheaper then than looking each word up.
 */
const MOST_VOCABULARY_WORDS = 1_000;

/**
 * The agencies whose words hold the search, as a source aliased `w` with the agency's columns the
 * list reads (agency_id, parent_id, path, created_at, company_name), or null when the search spans
 * words (it has a separator). The search is first matched against the platform's vocabulary (a few
 * short words for 'smith'); the agencies holding one of those words then come exactly from the
 * words' array index (agencies_with_words). A search too short for trigrams, or found in too many
 * words, reads the words themselves.
 */
export async function agencyWordsMatch(db: Queryable, rootId: number, search: string): Promise<SQL | null> {
  if (SEARCH_WORD_SEPARATORS.test(search)) return null;
  const pattern = sql`lower(${containsPattern(search)})`;
  const inWords = sql`(select agency_id, parent_id, path, created_at, company_name from agency_search_words
    where words like ${pattern}) w`;
  if (!HAS_TRIGRAM.test(search)) return inWords;
  const { rows } = await db.execute<{ word: string }>(
    sql`select word from agency_search_vocabulary where root_id = ${rootId} and word like ${pattern}
      limit ${MOST_VOCABULARY_WORDS + 1}`,
  );
  if (rows.length > MOST_VOCABULARY_WORDS) return inWords;
  const words = rows.map((row) => row.word);
  return sql`agencies_with_words(${rootId}, ${sql.param(words)}::text[]) w`;
}

/**
 * Agencies match a search by their own fields or by one of their clients (`byWords`, from
 * agencyWordsMatch, when the search has no separator); clients by their own fields.
 */
export function companySearch(search: string, withChildren: boolean, byWords: SQL | null): SQL {
  const pattern = containsPattern(search);
  if (!withChildren)
    return sql`(c.company_name ilike ${pattern} or u.name ilike ${pattern} or u.email ilike ${pattern})`;
  if (byWords) return sql`c.id in (select w.agency_id from ${byWords})`;
  return treeSearch(pattern);
}

/**
 * Over the whole tree, string by string: a search that spans words ('harbor dental', an e-mail).
 * Each branch can use a trigram index, where one OR across joined tables cannot. A removed client
 * (or its owner) no longer makes its agency match.
 */
export function treeSearch(pattern: string): SQL {
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
 * Everything but paging: where the rows come from and which of them the page may show. A list of
 * agencies or clients is said by its companies alone (`companiesWhere`) unless a client list is
 * searched by its owners: each company has one owner, so the list is counted without joining them.
 */
export function listConditions(
  actor: Actor,
  parentId: number,
  params: TenantListParams,
  query: TenantListQuery,
  agencyWords: SQL | null = null,
) {
  const staff = params.userType === 'administrator' || params.userType === 'sales';
  if (staff) {
    const conditions = [
      sql`c.id = ${parentId}`,
      sql`u.user_type = ${params.userType}`,
      // A removed staff member (kept for its money records) is no row any more.
      sql`u.removed_at is null`,
      withinScope(actor.scope, sql`c.path`),
    ];
    if (params.searchkey) {
      const pattern = containsPattern(params.searchkey);
      conditions.push(sql`(u.name ilike ${pattern} or u.email ilike ${pattern})`);
    }
    return {
      from: STAFF_ROWS,
      where: sql.join(conditions, sql` and `),
      staff,
      companiesWhere: null,
      matched: null,
    };
  }
  const agencies = params.userType === 'userdownline';
  const filters = companyFilters(params, query);
  const companyConditions: SQL[] = [
    sql`c.parent_id = ${parentId}`,
    sql`c.kind = ${agencies ? 'agency' : 'client'}`,
    managedBy(actor, sql`c.path`),
    ...filters,
  ];
  const ownerConditions: SQL[] = [];
  if (params.searchkey) {
    (agencies ? companyConditions : ownerConditions).push(
      companySearch(params.searchkey, agencies, agencyWords),
    );
  }
  // Sorted by owner, the owner indexes give the order when the owner's type is said (an agency's
  // owner is its userdownline account, a client's its client account); said otherwise, the planner
  // misjudges the join and sorts the whole list.
  if (sortsByOwner(params)) ownerConditions.push(sql`u.user_type = ${params.userType}`);
  const companiesWhere = sql.join(companyConditions, sql` and `);
  const searchedByOwners = params.searchkey !== '' && !agencies;
  return {
    from: COMPANY_ROWS,
    where: sql.join([...companyConditions, ...ownerConditions], sql` and `),
    staff,
    companiesWhere: searchedByOwners ? null : companiesWhere,
    matched:
      agencies && params.searchkey
        ? matchedAgencies(actor, parentId, companiesWhere, agencyWords, filters)
        : null,
  };
}

/**
 * The searched agencies, with what their list is counted and ordered by (loadMatchedPage). Found by
 * their words and not filtered, they come from the words rows alone, which copy the agency's parent,
 * path, creation and name: 12,773 matches of 20,000 are then not read again from the companies.
 */
function matchedAgencies(
  actor: Actor,
  parentId: number,
  companiesWhere: SQL,
  agencyWords: SQL | null,
  filters: SQL[],
): SQL {
  if (!agencyWords || filters.length > 0)
    return sql`select c.id, c.created_at, c.company_name from companies c where ${companiesWhere}`;
  // Only agencies have words rows; the rest is companiesWhere on the copies.
  return sql`select w.agency_id as id, w.created_at, w.company_name from ${agencyWords}
    where w.parent_id = ${parentId} and ${managedBy(actor, sql`w.path`)}`;
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

  // Agencies are listed under their platform root (LIST_PARENT_KINDS): its vocabulary is the parent's.
  const agencyWords =
    params.userType === 'userdownline' && params.searchkey
      ? await agencyWordsMatch(ctx.db, parent.id, params.searchkey)
      : null;
  const { from, where, staff, companiesWhere, matched } = listConditions(
    actor,
    parent.id,
    params,
    query,
    agencyWords,
  );
  const orderBy = orderOf(params, staff);
  const page = { limit: query.PerPage, offset: (query.Page - 1) * query.PerPage };
  const known = await childCount(ctx, actor, parent.id, params, query);
  let loaded: { rows: TenantRow[]; total: number | null };
  if (known !== null) {
    loaded = { rows: await pageOf(ctx, from, where, params, staff, known, page), total: known };
  } else if (matched) {
    // A searched list of agencies: the search runs once, for the count and the page.
    loaded = await loadMatchedPage(ctx.db, matched, orderBy, page, {
      sortedByOwner: sortsByOwner(params),
    });
  } else if (companiesWhere) {
    // A filtered list: counted by its companies, then read in order up to its page.
    const total = await countCompanies(ctx, companiesWhere);
    loaded = { rows: await pageOf(ctx, from, where, params, staff, total, page), total };
  } else {
    loaded = await loadTenantPage(ctx.db, from, where, orderBy, page);
  }
  const total = loaded.total ?? (await countRows(ctx, from, where));
  return {
    current_page: query.Page,
    per_page: query.PerPage,
    total,
    last_page: lastPageOf(total, query.PerPage),
    data: loaded.rows,
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
  { offset, limit }: { offset: number; limit: number },
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

/** The count alone, for a page past the last one. */
async function countRows(ctx: AppContext, from: SQL, where: SQL): Promise<number> {
  const { rows } = await ctx.db.execute<{ total: number }>(
    sql`select count(*)::int as total ${from} where ${where}`,
  );
  return rows[0]?.total ?? 0;
}
