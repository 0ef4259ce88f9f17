// Rows of the tree list (part 2 §3 "Agency or client row"): a company with its owner, or a staff
// user with its company. One query shape serves lists, children and the row a save returns.
import {
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  PAYMENT_TERMS,
  type PaymentTerm,
  packageSuffix,
  type TenantRow,
} from '@lead/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';

type RawRow = {
  id: number;
  company_id: number;
  parent_company_id: number | null;
  company_name: string;
  company_kind: 'root' | 'agency' | 'client';
  name: string;
  email: string;
  phonenum: string | null;
  phone_country_code: string | null;
  phone_country_calling_code: string | null;
  user_type: TenantRow['user_type'];
  package_id: string | null;
  subscription_status: 'active' | 'cancelled' | null;
  subdomain: string | null;
  domain: string | null;
  organization_id: string | null;
  is_whitelabeling: boolean;
  manual_bill: boolean;
  payment_status: string | null;
  profile_setup_completed: boolean;
  status_acc: string;
  card_set: boolean;
  active_campaigns: number;
  client_count: number;
  created_at: Date | string;
  salesrep: string | null;
  salesrepid: number | null;
  accountexecutive: string | null;
  accountexecutiveid: number | null;
  accountref: string | null;
  accountrefid: number | null;
  selected_terms: string[];
  selected_modules: string[];
  leadspeek_type: string;
  parent_terms: string[] | null;
  parent_modules: string[] | null;
  role_id: number | null;
  default_admin: boolean;
  customer_care: boolean;
  admin_get_notification: boolean;
  disabled_receive_email: boolean;
  disable_client_add_campaign: boolean;
  is_acc_executive: boolean;
  root_domain: string | null;
};

/** A company's one owner: its userdownline (agency) or client account (users_company_owner_unique). */
const OWNER_OF_C = sql`u.company_id = c.id and u.user_type in ('userdownline', 'client')`;

/** Company rows: each agency or client company joined to its one owner. */
export const COMPANY_ROWS = sql`
  from companies c
  join users u on ${OWNER_OF_C}`;

/** Staff rows: administrators or sales people with the company they belong to. */
export const STAFF_ROWS = sql`
  from users u
  join companies c on c.id = u.company_id`;

const COLUMNS = sql`
  u.id, c.id as company_id, c.parent_id as parent_company_id, c.company_name, c.kind as company_kind, u.name, u.email, u.phonenum,
  u.phone_country_code, u.phone_country_calling_code, u.user_type, c.package_id, c.subdomain, c.domain,
  c.organization_id, c.is_whitelabeling, c.manual_bill, c.payment_status, u.profile_setup_completed,
  case when u.user_type = 'sales' then u.account_status else c.account_status end as status_acc,
  card.user_id is not null as card_set,
  case when u.user_type in ('userdownline', 'client') then c.active_campaigns else 0 end as active_campaigns,
  -- companies.clients is kept by a trigger on companies (migration client_counts).
  case when u.user_type = 'userdownline' then c.clients else 0 end as client_count,
  case when u.user_type in ('userdownline', 'client') then c.created_at else u.created_at end as created_at,
  sr.name as salesrep, c.sales_rep_id as salesrepid,
  ae.name as accountexecutive, c.account_executive_id as accountexecutiveid,
  ar.name as accountref, c.account_ref_id as accountrefid,
  c.selected_terms, c.selected_modules, c.leadspeek_type,
  parent.selected_terms as parent_terms, parent.selected_modules as parent_modules,
  u.role_id, u.default_admin, u.customer_care, u.admin_get_notification, u.disabled_receive_email,
  u.disable_client_add_campaign, u.is_acc_executive,
  (select root.domain from companies root where root.id = subpath(c.path, 0, 1)::text::int) as root_domain,
  case when c.kind = 'agency' then (select s.status from subscriptions s
    where s.agency_company_id = c.id and s.status in ('active', 'cancelled')) end as subscription_status`;

const JOINS = sql`
  left join companies parent on parent.id = c.parent_id
  left join users sr on sr.id = c.sales_rep_id
  left join users ae on ae.id = c.account_executive_id
  left join users ar on ar.id = c.account_ref_id
  left join lateral (select user_id from payment_cards where user_id = u.id limit 1) card on true`;

/** Runs the row query over `from` (COMPANY_ROWS or STAFF_ROWS) with a condition, order and page. */
export async function loadTenantRows(
  db: Queryable,
  from: SQL,
  where: SQL,
  orderBy: SQL,
  page?: { limit: number; offset: number },
): Promise<TenantRow[]> {
  return (await loadTenantPage(db, from, where, orderBy, page, { withTotal: false })).rows;
}

/**
 * One page and the number of matching rows. The page's keys come first (with the count as a window
 * over the same scan), so the row columns — sub-selects, sales-people joins — cost only for its rows.
 */
export async function loadTenantPage(
  db: Queryable,
  from: SQL,
  where: SQL,
  orderBy: SQL,
  page?: { limit: number; offset: number },
  { withTotal = true } = {},
): Promise<{ rows: TenantRow[]; total: number | null }> {
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  // Without the count, the page's keys can come from an index in the list's order, stopping at the page.
  const total = withTotal ? sql`count(*) over ()::int` : sql`null::int`;
  const { rows } = await db.execute<RawRow & { total_count: number }>(
    sql`select ${COLUMNS}, page.total_count
      from (select c.id as page_company_id, u.id as page_user_id, ${total} as total_count
            ${from} where ${where} order by ${orderBy} ${paging}) page
      join companies c on c.id = page.page_company_id
      join users u on u.id = page.page_user_id
      ${JOINS} order by ${orderBy}`,
  );
  // A page past the end has no row to carry the count.
  return { rows: rows.map(toTenantRow), total: rows[0]?.total_count ?? null };
}

/**
 * One page of a searched company list and its count, the search run once: the matching companies
 * (`matched`: a select of their id, created_at and company_name) are kept (materialized), counted
 * and sorted without their owners (unless sorted by owner), and only the page's rows are joined to
 * everything else.
 */
export async function loadMatchedPage(
  db: Queryable,
  matched: SQL,
  orderBy: SQL,
  page: { limit: number; offset: number },
  { sortedByOwner }: { sortedByOwner: boolean },
): Promise<{ rows: TenantRow[]; total: number | null }> {
  const owners = sortedByOwner ? sql`join users u on ${OWNER_OF_C}` : sql``;
  const { rows } = await db.execute<RawRow & { total_count: number }>(
    sql`with matched as materialized (${matched})
      select ${COLUMNS}, page.total_count
      from (select c.id as page_company_id, (select count(*) from matched)::int as total_count
            from matched c ${owners}
            order by ${orderBy} limit ${page.limit} offset ${page.offset}) page
      join companies c on c.id = page.page_company_id
      join users u on ${OWNER_OF_C}
      ${JOINS} order by ${orderBy}`,
  );
  return { rows: rows.map(toTenantRow), total: rows[0]?.total_count ?? null };
}

const flag = (value: boolean) => (value ? 'T' : 'F') as 'T' | 'F';

const isTerm = (term: string): term is PaymentTerm => (PAYMENT_TERMS as readonly string[]).includes(term);
const isModule = (module: string): module is LeadModuleKind =>
  (LEAD_MODULE_KINDS as readonly string[]).includes(module);

/** A client's products are stored as 'local|locator'. */
export const clientModulesOf = (leadspeekType: string) => leadspeekType.split('|').filter(isModule);

function toTenantRow(row: RawRow): TenantRow {
  const isAgency = row.company_kind === 'agency' && row.user_type === 'userdownline';
  const isClient = row.user_type === 'client';
  const modules = isClient ? clientModulesOf(row.leadspeek_type) : row.selected_modules.filter(isModule);
  return {
    id: row.id,
    company_id: row.company_id,
    parent_company_id: row.parent_company_id,
    company_name: row.company_name,
    name: row.name,
    email: row.email,
    phonenum: row.phonenum,
    phone_country_code: row.phone_country_code,
    phone_country_calling_code: row.phone_country_calling_code,
    user_type: row.user_type,
    package_id: row.package_id,
    package_suffix: isAgency ? packageSuffix(row.package_id) : null,
    subscription_status: isAgency ? row.subscription_status : null,
    subdomain: isAgency && row.subdomain ? `${row.subdomain}.${row.root_domain ?? 'localhost'}` : null,
    orisubdomain: isAgency ? row.subdomain : null,
    domain: row.domain,
    external_organizationid: row.organization_id,
    is_whitelabeling: flag(row.is_whitelabeling),
    manual_bill: flag(row.manual_bill),
    payment_status: row.payment_status,
    profile_setup_completed: flag(row.profile_setup_completed),
    status_acc: row.status_acc,
    card_set: row.card_set,
    active_campaigns: row.active_campaigns,
    client_count: row.client_count,
    created_at: new Date(row.created_at).toISOString(),
    salesrep: row.salesrep,
    salesrepid: row.salesrepid,
    accountexecutive: row.accountexecutive,
    accountexecutiveid: row.accountexecutiveid,
    accountref: row.accountref,
    accountrefid: row.accountrefid,
    rootpaymentterm: (row.parent_terms ?? []).filter(isTerm),
    rootmodules: (row.parent_modules ?? []).filter(isModule),
    selected_payment_term: isAgency
      ? PAYMENT_TERMS.map((term) => ({ term, status: row.selected_terms.includes(term) }))
      : [],
    selected_modules: LEAD_MODULE_KINDS.map((type) => ({ type, status: modules.includes(type) })),
    role_id: row.role_id,
    defaultAdmin: flag(row.default_admin),
    customercare: flag(row.customer_care),
    adminGetNotification: flag(row.admin_get_notification),
    disabledreceivedemail: flag(row.disabled_receive_email),
    disabledaddcampaign: flag(row.disable_client_add_campaign),
    isAccExecutive: flag(row.is_acc_executive),
  };
}

/** The row of one account (after add or edit): a company owner or a staff user. */
export async function tenantRowOfUser(db: Queryable, user: InScope<'user'>): Promise<TenantRow | null> {
  const [company] = await loadTenantRows(db, COMPANY_ROWS, sql`u.id = ${user.id}`, sql`u.id`);
  if (company) return company;
  const [staff] = await loadTenantRows(db, STAFF_ROWS, sql`u.id = ${user.id}`, sql`u.id`);
  return staff ?? null;
}
