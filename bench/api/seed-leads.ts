// The developer API benchmark's data, written once in set-based SQL (generate_series), not through
// the API: under the demo agency Acme (agency@demo.test) 50 clients with 4 campaigns each and
// BENCH_API_LEADS leads; under the demo agency Beta as many clients and campaigns again with a quarter
// as many leads, interleaved in time, so the token's scope really filters. The leads span the last
// 90 days in the order they arrived (physical order ≈ created_at, as the lead engine writes them),
// ten at a time with one created_at (a resolution batch writes its leads in one transaction), and one
// lead in ten has a journey of three page views; a lead and its page views are stored under their
// month (db/month-partitions.ts). Ends with ANALYZE.
import type pg from 'pg';

export type ApiBenchData = {
  agencyLeads: number;
  agencyCampaigns: number;
  otherLeads: number;
  otherCampaigns: number;
  seeded: boolean;
};

export const BENCH_CAMPAIGN_PREFIX = 'apibench-';
const CLIENTS = 50;
const CAMPAIGNS_PER_CLIENT = 4;
const DAYS = 90;
/** Leads of one resolution batch share their created_at. */
const BATCH = 10;
/** One lead in JOURNEY_EVERY came from the pixel with page views (the journey column reads them). */
const JOURNEY_EVERY = 10;
const PAGE_VIEWS = 3;

const CLIENTS_SQL = `
  insert into companies (id, parent_id, path, kind, company_name, email, country_code, leadspeek_type)
  select numbered.id, agency.id, (agency.path::text || '.' || numbered.id)::ltree, 'client',
    agency.company_name || ' bench client ' || n, 'office' || numbered.id || '@api.bench.test', 'US',
    'local|locator'
  from (select n, nextval('companies_id_seq')::int as id from generate_series(1, $2::int) n) numbered,
    (select c.id, c.path, c.company_name from companies c join users u on u.company_id = c.id
     where u.email = $1) agency`;

const CAMPAIGNS_SQL = `
  insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status)
  select '${BENCH_CAMPAIGN_PREFIX}' || c.id || '-' || k, c.id,
    (array['local', 'locator', 'enhance', 'b2b'])[1 + (c.id + k) % 4], c.company_name || ' campaign ' || k, 'active'
  from companies c cross join generate_series(1, ${CAMPAIGNS_PER_CLIENT}) k
  where c.email like 'office%@api.bench.test'`;

/**
 * Lead n of `total` (in arrival order): Beta's when n % 5 = 0 (a fifth of them), else Acme's, on a
 * campaign of that agency picked by a hash of n. Ids are taken in one range (leads and visits), so
 * a lead names the visit it came from and the visit its lead.
 */
const LEADS_SQL = `
  with owned as (
    select k.id, k.company_id, k.module, a.email as agency_owner,
      row_number() over (partition by a.email order by k.id) - 1 as slot,
      count(*) over (partition by a.email) as slots
    from campaigns k join companies client on client.id = k.company_id
    join users a on a.company_id = client.parent_id and a.email in ('agency@demo.test', 'agency2@demo.test')
    where k.leadspeek_api_id like '${BENCH_CAMPAIGN_PREFIX}%'),
  numbered as (
    select n, case when n % 5 = 0 then 'agency2@demo.test' else 'agency@demo.test' end as agency_owner,
      abs(hashint4(n)::bigint) as h
    from generate_series(1, $1::int) n)
  insert into leads (id, campaign_id, company_id, module, person_key, first_name, last_name, email, email_md5,
    phone, address, city, state, zip, company_name, job_title, business_email, source, price_cents, score,
    score_tags, visit_id, delivered_at, created_at, received_at)
  select $2::bigint + n, k.id, k.company_id, k.module, 'person-' || n,
    (array['Ann', 'Bob', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana'])[1 + h % 8],
    (array['Smith', 'Jones', 'Brown', 'Lee', 'Garcia', 'Miller', 'Davis', 'Wilson'])[1 + (h / 8) % 8],
    'person' || n || '@mail.bench.test', md5('person' || n || '@mail.bench.test'),
    '+1 312 555 ' || lpad((n % 10000)::text, 4, '0'), n % 9000 || ' Main Street', 'Chicago', 'IL',
    lpad((60600 + n % 100)::text, 5, '0'),
    case when k.module = 'b2b' then 'Company ' || h % 5000 end,
    case when k.module = 'b2b' then 'Buyer' end,
    case when k.module = 'b2b' then 'buyer' || n || '@company.bench.test' end,
    'pixel', 150, case when n % 3 = 0 then (h % 101)::smallint end,
    case when n % 6 = 0 then array['hot'] else '{}'::text[] end,
    case when n % ${JOURNEY_EVERY} = 1 then $3::bigint + (n / ${JOURNEY_EVERY}) * ${PAGE_VIEWS} + ${PAGE_VIEWS - 1} end,
    now() - interval '${DAYS} days' + ((n - 1) / ${BATCH}) * (interval '${DAYS} days' / ($1::int / ${BATCH} + 1)),
    now() - interval '${DAYS} days' + ((n - 1) / ${BATCH}) * (interval '${DAYS} days' / ($1::int / ${BATCH} + 1)),
    now() - interval '${DAYS} days' + ((n - 1) / ${BATCH}) * (interval '${DAYS} days' / ($1::int / ${BATCH} + 1))
  from numbered
  join owned k on k.agency_owner = numbered.agency_owner and k.slot = numbered.h % k.slots
  order by n`;

/** The page views of the leads with a journey: three, a minute apart, the last one made the lead. */
const VISITS_SQL = `
  insert into visits (id, campaign_id, company_id, source, visitor_id, page_url, page_title, referrer,
    continued, occurred_at, received_at, status, lead_id, processed_at)
  select $2::bigint + (l.id - $1::bigint) / ${JOURNEY_EVERY} * ${PAGE_VIEWS} + step, l.campaign_id, l.company_id,
    'pixel', 'visitor-' || l.id, 'https://client.bench.test/page-' || step, 'Page ' || step,
    case when step = 0 then 'https://search.bench.test/' else 'https://client.bench.test/page-' || (step - 1) end,
    step > 0, l.created_at - (${PAGE_VIEWS - 1} - step) * interval '1 minute',
    l.created_at - (${PAGE_VIEWS - 1} - step) * interval '1 minute',
    case when step = ${PAGE_VIEWS - 1} then 'lead' else 'rejected' end,
    case when step = ${PAGE_VIEWS - 1} then l.id end, l.created_at
  from leads l cross join generate_series(0, ${PAGE_VIEWS - 1}) step
  where l.id > $1::bigint and l.visit_id is not null
  order by l.id, step`;

async function counts(pool: pg.Pool) {
  const { rows } = await pool.query<{ owner: string; leads: number; campaigns: number }>(
    `select a.email as owner, count(distinct k.id)::int as campaigns, count(l.id)::int as leads
     from users a join companies client on client.parent_id = a.company_id
     join campaigns k on k.company_id = client.id and k.leadspeek_api_id like '${BENCH_CAMPAIGN_PREFIX}%'
     left join leads l on l.campaign_id = k.id
     where a.email in ('agency@demo.test', 'agency2@demo.test') group by a.email`,
  );
  const of = (owner: string) => rows.find((row) => row.owner === owner);
  return {
    agencyLeads: of('agency@demo.test')?.leads ?? 0,
    agencyCampaigns: of('agency@demo.test')?.campaigns ?? 0,
    otherLeads: of('agency2@demo.test')?.leads ?? 0,
    otherCampaigns: of('agency2@demo.test')?.campaigns ?? 0,
  };
}

/** Seeds when the bench campaigns are missing (a kept database is measured again as it is). */
export async function ensureApiBenchData(pool: pg.Pool, agencyLeads: number): Promise<ApiBenchData> {
  const before = await counts(pool);
  if (before.agencyCampaigns > 0) return { ...before, seeded: false };
  // A fifth of all leads are Beta's: total × 4/5 = agencyLeads.
  const total = Math.ceil((agencyLeads * 5) / 4);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(CLIENTS_SQL, ['agency@demo.test', CLIENTS]);
    await client.query(CLIENTS_SQL, ['agency2@demo.test', CLIENTS]);
    await client.query(CAMPAIGNS_SQL);
    const ids = await client.query<{ lead: string; visit: string }>(
      `select coalesce(max(l.id), 0)::text as lead, (select coalesce(max(id), 0) from visits)::text as visit
       from leads l`,
    );
    const leadBase = BigInt(ids.rows[0]?.lead ?? '0');
    const visitBase = BigInt(ids.rows[0]?.visit ?? '0') + 1n;
    await client.query(LEADS_SQL, [total, leadBase.toString(), visitBase.toString()]);
    await client.query(VISITS_SQL, [leadBase.toString(), visitBase.toString()]);
    await client.query(`select setval('leads_id_seq', (select max(id) from leads))`);
    await client.query(`select setval('visits_id_seq', (select max(id) from visits))`);
    // The past months' rows wait in the default partitions: each gets its month, as at start.
    await client.query(`select create_month_partition(waiting.parent::regclass, waiting.month)
      from (select distinct 'leads' as parent, date_trunc('month', received_at at time zone 'UTC')::date as month
          from leads_default
        union select distinct 'visits', date_trunc('month', received_at at time zone 'UTC')::date
          from visits_default) waiting`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze');
  return { ...(await counts(pool)), seeded: true };
}
