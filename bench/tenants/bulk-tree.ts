// The big tenant tree of the scale benchmark, written with set-based SQL (generate_series and
// INSERT … SELECT) in one transaction under the demo root: agencies with their owners, roles,
// administrators and sales people, clients with owners, cards and campaigns.
import { DEMO_PASSWORD, PACKAGE_PLANS, ROLE_MODULES } from '@lead/shared';
import type pg from 'pg';
import { hashPassword } from '../../apps/api/src/platform/secrets.ts';
import { BENCH_AGENCY_SUBDOMAIN_PREFIX, FIRST_NAMES, LAST_NAMES, NAME_NOUNS, NAME_WORDS } from './names.ts';

export type TreeShape = { agencies: number; clientsPerAgency: number };

const ADMINS_PER_AGENCY = 4;
const SALES_PEOPLE = 50;
const SEED_LOCK = 7_240_101;

/** The tree is there when its first agency is (the seed is one transaction: all or nothing). */
export async function bulkTreeSeeded(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ seeded: boolean }>(
    'select exists(select 1 from companies where lower(subdomain) = $1) as seeded',
    [`${BENCH_AGENCY_SUBDOMAIN_PREFIX}1`],
  );
  return rows[0]?.seeded === true;
}

export type SeedCounts = Record<string, number>;

/** Adds the tree under the demo root; does nothing when it is already there. */
export async function seedBulkTree(pool: pg.Pool, shape: TreeShape): Promise<SeedCounts | null> {
  // One argon2 hash for every bench account: hashing 110,000 passwords would take hours.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await bulkTreeSeeded(pool)) {
      await client.query('rollback');
      return null;
    }
    const counts = await withTriggerWorkOnceAtTheEnd(client, () => insertTree(client, shape, passwordHash));
    await client.query('commit');
    // Fresh statistics, so the planner sees 100,000 rows and not the demo's handful; and vacuumed,
    // as a running platform's tables are: the search words' trigram index keeps its new entries in
    // a pending list until a vacuum, and a search read all 20,000 of them (538 ms instead of 46).
    await client.query('vacuum analyze');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The row triggers whose work the seed does once at the end: each agency's search words (migration
 * agency_search_words) and the companies' kept counts of clients, agencies and active campaigns
 * (migrations client_counts, active_campaign_counts).
 */
const ONCE_AT_THE_END_TRIGGERS = [
  ['companies', 'companies_agency_words_inserted'],
  ['users', 'users_agency_words_inserted'],
  ['companies', 'companies_child_counts'],
  ['campaigns', 'campaigns_active_count'],
] as const;

/** Every company's live clients and agencies, where they differ from its kept counts. */
const RECOUNT_CHILDREN_SQL = `
  update companies p set clients = counted.clients, agencies = counted.agencies
  from (select parent_id, count(*) filter (where kind = 'client')::int as clients,
          count(*) filter (where kind = 'agency')::int as agencies
        from companies where kind in ('client', 'agency') and removed_at is null group by parent_id) counted
  where p.id = counted.parent_id and (p.clients, p.agencies) is distinct from (counted.clients, counted.agencies)`;

/** Each company below the root: the active campaigns of its own tree (the root keeps none). */
const RECOUNT_ACTIVE_CAMPAIGNS_SQL = `
  update companies c set active_campaigns = counted.n
  from (select label::int as id, count(*)::int as n
        from campaigns k join companies owner on owner.id = k.company_id
        cross join lateral unnest(string_to_array(subpath(owner.path, 1)::text, '.')) as label
        where k.status = 'active' and nlevel(owner.path) > 1 group by 1) counted
  where c.id = counted.id and c.active_campaigns is distinct from counted.n`;

/**
 * Runs the inserts with those triggers off, then counts and writes every agency's words once. On,
 * each million-row insert refreshed all 20,000 agencies from inside its own statement (one insert
 * of the owners ran for over 20 minutes), and each client and campaign updated its agency's and the
 * root's counts: in one transaction nothing of that can be pruned, so the root row had 20,000
 * versions, and each of the million words added to the platform's vocabulary walked all of them in
 * its foreign-key check (the words' refresh ran for over ten minutes; 12.7 s at 2,000 agencies).
 */
async function withTriggerWorkOnceAtTheEnd<T>(client: pg.PoolClient, inserts: () => Promise<T>): Promise<T> {
  for (const [table, trigger] of ONCE_AT_THE_END_TRIGGERS)
    await client.query(`alter table ${table} disable trigger ${trigger}`);
  const result = await inserts();
  await client.query(RECOUNT_CHILDREN_SQL);
  await client.query(RECOUNT_ACTIVE_CAMPAIGNS_SQL);
  await client.query('analyze companies, users');
  await client.query(
    `select refresh_agency_search_words(array(select id from companies where kind = 'agency' order by id))`,
  );
  for (const [table, trigger] of ONCE_AT_THE_END_TRIGGERS)
    await client.query(`alter table ${table} enable trigger ${trigger}`);
  return result;
}

async function insertTree(client: pg.PoolClient, shape: TreeShape, passwordHash: string) {
  const { rows: roots } = await client.query<{ id: number; path: string; last_id: number }>(
    `select id, path::text as path, (select max(id) from companies) as last_id
       from companies where kind = 'root' order by id limit 1`,
  );
  const root = roots[0];
  if (!root) throw new Error('No root company: the demo platform must be seeded first.');
  const names = [FIRST_NAMES, LAST_NAMES];
  const run = async (label: string, text: string, values: unknown[]) => {
    const result = await client.query(text, values);
    return [label, result.rowCount ?? 0] as const;
  };
  // The foreign-key checks of an insert run cached plans, made while a table still held the demo's
  // handful: the check of users.company_id scanned all 102,000 companies for each new owner (about
  // 25 ms a row, over 10 minutes in all). Auto-analyze never sees a transaction still open, so each
  // table is analyzed here once filled; ANALYZE also makes the session plan those checks again.
  const analyze = (tables: string) => client.query(`analyze ${tables}`);
  const steps = [
    await run('sales people', SALES_PEOPLE_SQL, [root.id, SALES_PEOPLE, passwordHash, ...names]),
    await run('agencies', AGENCIES_SQL, [
      root.id,
      root.path,
      shape.agencies,
      NAME_WORDS,
      NAME_NOUNS,
      [...PACKAGE_PLANS, null],
      BENCH_AGENCY_SUBDOMAIN_PREFIX,
    ]),
  ];
  await analyze('companies');
  steps.push(
    await run('clients', CLIENTS_SQL, [root.last_id, shape.clientsPerAgency, NAME_WORDS, NAME_NOUNS]),
    await run('agency roles', ROLES_SQL, [root.last_id]),
  );
  await analyze('companies, roles');
  steps.push(
    await run('role modules', ROLE_MODULES_SQL, [root.last_id, [...ROLE_MODULES]]),
    await run('owners', OWNERS_SQL, [root.last_id, passwordHash, ...names]),
    await run('agency administrators', ADMINS_SQL, [root.last_id, ADMINS_PER_AGENCY, passwordHash, ...names]),
  );
  await analyze('users');
  steps.push(
    await run('owners with a card', CARD_OWNERS_SQL, [root.last_id]),
    await run('payment cards', CARDS_SQL, [root.last_id]),
    await run('campaigns', CAMPAIGNS_SQL, [root.last_id, campaignClientsPerMille(shape)]),
  );
  return Object.fromEntries(steps);
}

// A fixed pseudo-random number in 0..2^31 per key and salt, so every seed builds the same tree.
const hashed = (key: string, salt: number) => `(hashint4(${key} + ${salt}) & 2147483647)`;
const pick = (list: string, key: string, salt: number) =>
  `(${list})[1 + ${hashed(key, salt)} % cardinality(${list})]`;
const chance = (key: string, salt: number, percent: number) => `(${hashed(key, salt)} % 100 < ${percent})`;
const personName = (key: string) => `${pick('$F::text[]', key, 11)} || ' ' || ${pick('$L::text[]', key, 12)}`;
const emailLocal = (key: string) =>
  `lower(${pick('$F::text[]', key, 11)} || '.' || ${pick('$L::text[]', key, 12)})`;
const withNames = (text: string, first: number) =>
  text.replaceAll('$F', () => `$${first}`).replaceAll('$L', () => `$${first + 1}`);

const SALES_PEOPLE_SQL = withNames(
  `insert into users (company_id, user_type, is_system_user, is_acc_executive, name, email, password_hash,
     account_status, referral_code, profile_setup_completed, questionnaire_setup_completed)
   select $1, 'sales', true, n % 2 = 0, ${personName('n + 900000')},
     ${emailLocal('n + 900000')} || '.sales' || n || '@bench.test', $3, 'completed', 'BENCHSALES' || n, true, true
   from generate_series(1, $2::int) n`,
  4,
);

const AGENCIES_SQL = `
  with numbered as (
    select n, nextval('companies_id_seq')::int as id from generate_series(1, $3::int) n
  ), sales as (
    select array_agg(id order by id) as ids from users where referral_code like 'BENCHSALES%'
  )
  insert into companies (id, parent_id, path, kind, company_name, subdomain, email, phone, country_code,
    package_id, manual_bill, payment_status, is_whitelabeling, account_status, charges_enabled,
    payouts_enabled, organization_id, selected_terms, selected_modules, sales_rep_id,
    account_executive_id, account_ref_id, created_at)
  select id, $1, ($2 || '.' || id)::ltree, 'agency',
    ${pick('$4::text[]', 'n', 1)} || ' ' || ${pick('$5::text[]', 'n', 2)} || ' Agency ' || n,
    $7 || n, 'hello@agency' || n || '.bench.test', '+1 312 555 ' || lpad((n % 10000)::text, 4, '0'), 'US',
    ${pick('$6::text[]', 'n', 3)},
    ${chance('n', 4, 5)},
    case when ${chance('n', 5, 2)} then 'failed' end,
    ${chance('n', 6, 30)},
    'completed', true, true,
    case when ${chance('n', 7, 20)} then 'ORG-' || n end,
    case when ${chance('n', 8, 25)} then '{Weekly,Monthly}'::text[] else '{Weekly,Monthly,One Time,Prepaid}'::text[] end,
    case when ${chance('n', 9, 25)} then '{local,locator}'::text[] else '{local,locator,enhance,b2b}'::text[] end,
    case when ${chance('n', 10, 30)} then ${pick('sales.ids', 'n', 13)} end,
    case when ${chance('n', 14, 20)} then ${pick('sales.ids', 'n', 15)} end,
    case when ${chance('n', 16, 10)} then ${pick('sales.ids', 'n', 17)} end,
    now() - make_interval(mins => ${hashed('n', 18)} % (3 * 365 * 24 * 60))
  from numbered, sales`;

const CLIENTS_SQL = `
  with agencies as (
    select id, path, created_at from companies where kind = 'agency' and id > $1
  ), numbered as (
    select a.id as agency_id, a.path as agency_path, a.created_at as agency_created, k,
      a.id * 1000 + k as key, nextval('companies_id_seq')::int as id
    from agencies a cross join generate_series(1, $2::int) k
  )
  insert into companies (id, parent_id, path, kind, company_name, email, country_code, leadspeek_type,
    manual_bill, payment_status, created_at)
  select id, agency_id, (agency_path::text || '.' || id)::ltree, 'client',
    ${pick('$3::text[]', 'key', 21)} || ' ' || ${pick('$4::text[]', 'key', 22)} || ' ' ||
      (array['LLC', 'Inc', 'Co', 'Group', 'Partners', 'Studio'])[1 + ${hashed('key', 23)} % 6],
    'office@client' || id || '.bench.test', 'US',
    (array['local', 'local|locator', 'locator', 'enhance', 'b2b', 'local|enhance'])[1 + ${hashed('key', 24)} % 6],
    ${chance('key', 25, 3)},
    case when ${chance('key', 26, 1)} then 'failed' end,
    agency_created + (now() - agency_created) * ((${hashed('key', 27)} % 1000) / 1000.0)
  from numbered`;

const ROLES_SQL = `
  insert into roles (company_id, role_name, created_at)
  select id, 'Agency Admin', created_at from companies where kind = 'agency' and id > $1`;

const ROLE_MODULES_SQL = `
  insert into role_modules (role_id, module_name, enable_permission, create_permission, update_permission,
    delete_permission)
  select r.id, m, true, true, true, true
  from roles r join companies c on c.id = r.company_id and c.id > $1, unnest($2::text[]) m`;

const OWNERS_SQL = withNames(
  `insert into users (company_id, role_id, user_type, name, email, password_hash, phonenum,
     phone_country_code, phone_country_calling_code, profile_setup_completed,
     questionnaire_setup_completed, created_at, updated_at)
   select c.id, r.id, case c.kind when 'agency' then 'userdownline' else 'client' end,
     ${personName('c.id')},
     ${emailLocal('c.id')} || '.' || c.id || '@' ||
       (array['bench.test', 'example.com', 'mail.test', 'corp.test'])[1 + ${hashed('c.id', 31)} % 4],
     $2, '312555' || lpad((c.id % 10000)::text, 4, '0'), 'US', '+1',
     not ${chance('c.id', 32, 3)}, true, c.created_at, c.created_at
   from companies c left join roles r on r.company_id = c.id
   where c.id > $1`,
  3,
);

const ADMINS_SQL = withNames(
  `insert into users (company_id, user_type, name, email, password_hash, profile_setup_completed,
     questionnaire_setup_completed, created_at, updated_at)
   select c.id, 'administrator', ${personName('c.id * 10 + k')},
     ${emailLocal('c.id * 10 + k')} || '.admin' || k || '.' || c.id || '@bench.test',
     $3, true, true, c.created_at, c.created_at
   from companies c cross join generate_series(1, $2::int) k
   where c.kind = 'agency' and c.id > $1`,
  4,
);

// About 60% of the owners saved a card (the list's card filter and icons read it).
const CARD_OWNERS_SQL = `
  update users set provider_customer_id = 'cus_bench_' || id, customer_card_id = 'pm_bench_' || id
  where company_id > $1 and user_type in ('userdownline', 'client') and ${chance('id', 41, 60)}`;

const CARDS_SQL = `
  insert into payment_cards (user_id, company_id, provider, provider_customer_id, provider_payment_method_id,
    brand, last4, exp_month, exp_year, cardholder, country)
  select id, company_id, 'sandbox', provider_customer_id, customer_card_id,
    case when id % 3 = 0 then 'mastercard' else 'visa' end, case when id % 3 = 0 then '4444' else '4242' end,
    1 + id % 12, extract(year from now())::int + 1 + id % 4, name, 'US'
  from users where company_id > $1 and customer_card_id like 'pm_bench_%'`;

/**
 * About 80,000 campaigns whatever the tree's size (33,000 of them running: the scale issue 24 names
 * for Report Analytics): 40% of the clients of a 100,000-company tree run some, 4% of a million's.
 */
const CAMPAIGN_CLIENTS_AT_100K = 400;
export const campaignClientsPerMille = (shape: TreeShape) =>
  Math.max(
    1,
    Math.min(
      1000,
      Math.round((CAMPAIGN_CLIENTS_AT_100K * 100_000) / (shape.agencies * shape.clientsPerAgency)),
    ),
  );

// Those clients run one to three campaigns, most of them active.
const CAMPAIGNS_SQL = `
  insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status, created_at, updated_at)
  select (20000000 + c.id * 4 + k)::text, c.id,
    (array['local', 'locator', 'enhance', 'b2b'])[1 + ${hashed('c.id + k', 51)} % 4],
    c.company_name || ' campaign ' || k,
    (array['active', 'active', 'active', 'paused', 'draft', 'stopped', 'archived'])[1 + ${hashed('c.id + k', 52)} % 7],
    c.created_at, c.created_at
  from companies c cross join generate_series(1, 3) k
  where c.kind = 'client' and c.id > $1 and ${hashed('c.id', 53)} % 1000 < $2
    and k <= 1 + ${hashed('c.id', 54)} % 3`;
