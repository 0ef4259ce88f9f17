// The traffic tables key by (id, company_id) for Citus (migration citus_keys_traffic), so no index
// says any more that an id is unique on its own. Their columns say it instead (migration
// traffic_ids_distinct; a month of a partitioned table takes them when it is made): without that,
// a table too young for statistics is planned as if each id
// matched a two-hundredth of it, and a batch of ids read a third of the table (deliveries seconds
// behind at 1,000 page views/s).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priorLeadsQuery } from '../../src/modules/lead-engine/batch-facts.ts';
import { leadsFromAddressesQuery } from '../../src/modules/lead-engine/flood-facts.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** A table's partition of this month (migrations *_monthly_partitions), as the migration made it. */
const thisMonth = (table: string) => `${table}_${new Date().toISOString().slice(0, 7).replace('-', '_')}`;

/**
 * Keeps autovacuum's ANALYZE off a table a test plans "while the month is young": on a busy machine it
 * can come between the test's writes (once, after the page views were inserted and before they were
 * resolved, so every row read 'queued'), and the plan is then made on statistics the test did not mean.
 */
const keepYoung = (table: string) =>
  test.ctx.db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));

/** Each column whose values are distinct by its sequence or its key, and what the planner is told. */
const DECLARED = [
  // Page views and leads by month: each month's table is planned on its own statistics.
  { table: thisMonth('visits'), column: 'id', nDistinct: -1, kept: true },
  { table: thisMonth('leads'), column: 'id', nDistinct: -1, kept: true },
  { table: thisMonth('leads'), column: 'visit_id', nDistinct: -1, kept: true },
  // Until ANALYZE: a company may hold every lead of the month, so no plan takes its index for a key.
  { table: thisMonth('leads'), column: 'company_id', nDistinct: 1, kept: false },
  // A lead's charge, debit and deliveries, by its month (migrations lead_rows_monthly_partitions and
  // lead_deliveries_monthly_partitions), likewise.
  { table: thisMonth('lead_deliveries'), column: 'id', nDistinct: -1, kept: true },
  { table: thisMonth('lead_deliveries'), column: 'company_id', nDistinct: 1, kept: false },
  { table: thisMonth('lead_charges'), column: 'id', nDistinct: -1, kept: true },
  { table: thisMonth('lead_charges'), column: 'lead_id', nDistinct: -1, kept: true },
  { table: thisMonth('lead_charges'), column: 'company_id', nDistinct: 1, kept: false },
  // Until ANALYZE: a campaign may hold every row of the month, and a source address few of its page
  // views (migration young_month_campaign_stats), so the cap per address reads the address's own.
  { table: thisMonth('visits'), column: 'campaign_id', nDistinct: 1, kept: false },
  { table: thisMonth('visits'), column: 'source_key', nDistinct: -0.5, kept: false },
  { table: thisMonth('leads'), column: 'campaign_id', nDistinct: 1, kept: false },
  // Until ANALYZE: a person has few leads of the month (migration young_month_person_stats), so a
  // batch's people's earlier leads are read by person.
  { table: thisMonth('leads'), column: 'person_key', nDistinct: -0.5, kept: false },
  { table: 'held_leads', column: 'id', nDistinct: -1, kept: true },
  { table: 'held_leads', column: 'visit_id', nDistinct: -1, kept: true },
  { table: thisMonth('wallet_lead_debits'), column: 'id', nDistinct: -1, kept: true },
  { table: thisMonth('wallet_lead_debits'), column: 'lead_id', nDistinct: -1, kept: true },
];

describe('each traffic column distinct by its sequence or key says so', () => {
  it.each(DECLARED)('$table $column', async ({ table, column, nDistinct, kept }) => {
    const { rows } = await test.ctx.db.execute<{ options: string[] | null; n_distinct: number | null }>(sql`
      select a.attoptions as options,
        (select s.n_distinct from pg_stats s where s.schemaname = current_schema() and s.tablename = ${table}
          and s.attname = ${column} and not s.inherited) as n_distinct
      from pg_attribute a where a.attrelid = ${table}::regclass and a.attname = ${column}`);
    const [row] = rows;
    // Kept through every ANALYZE (the column option), or a first guess until the first one.
    expect(row?.options ?? []).toEqual(kept ? ['n_distinct=-1'] : []);
    // Before the table has statistics of its own.
    expect(row?.n_distinct).toBe(nDistinct);
  });
});

it('a young table without statistics of its own plans a batch of ids as a batch of rows', async () => {
  await test.ctx.db.execute(sql`insert into visits (campaign_id, company_id)
    select 1, g % 50 from generate_series(1, 20000) g`);
  const ids = Array.from({ length: 20 }, (_, index) => index + 1);
  const estimate = async () => {
    const { rows } = await test.ctx.db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      sql`explain (format json) select * from visits where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'];
  };
  // Without the declaration: each id taken for a two-hundredth of the table, hundreds of rows.
  expect(await estimate()).toBeLessThanOrEqual(40);
  await test.ctx.db.execute(sql`analyze visits`);
  expect(await estimate()).toBeLessThanOrEqual(40);
});

it("a delivery's read of its lead takes the key of its month, in a plan made once while the month is young", async () => {
  // The claim reads each lead by its whole key (delivery-engine-job.ts): a plan made on a young month
  // that read the company's leads by its (company, created) index and filtered by id took the whole
  // client per lead (deliveries 10–40 s behind at 1,000 page views/s when this was a foreign key's
  // check). At 400 rows the two indexes cost the same, and the company's won.
  await keepYoung(thisMonth('leads'));
  await test.ctx.db.execute(sql`insert into leads (campaign_id, company_id, module, person_key)
    select k.id, k.company_id, 'local', 'young-' || g from campaigns k, generate_series(1, 400) g
    where k.id = (select min(id) from campaigns)`);
  const plan = await test.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`prepare lead_of_delivery(bigint, int, timestamptz) as
      select first_name from leads where id = $1 and company_id = $2 and received_at = $3`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
      sql`explain execute lead_of_delivery(1, 1, now())`,
    );
    await tx.execute(sql`deallocate lead_of_delivery`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain(`${thisMonth('leads')}_pkey`);
  expect(plan).not.toMatch(/company_id_created_at|company_created/);
  // One month read: the others are pruned when the plan runs.
  expect(plan).toMatch(/Subplans Removed: [1-9]/);
});

it("the daily cap per address reads each address's page views, while the month is young, whatever its campaign's count", async () => {
  // bench:latency: 45,000 page views of one campaign into a new database, the lookup took the
  // campaign's (campaign, received) index and read the campaign's whole day for each address: 14 s a
  // batch, the pipeline stopped. Its own index (visits_lead_source_idx) reads a few rows an address.
  // A month of its own, made as the nightly job makes one: no other test's ANALYZE reaches it.
  await test.ctx.db.execute(sql`select create_month_partition('visits'::regclass, '2031-05-01'::date)`);
  await keepYoung('visits_2031_05');
  const now = new Date('2031-05-14T12:00:00Z');
  const { rows: campaign } = await test.ctx.db.execute<{ id: number; company_id: number }>(
    sql`select id, company_id from campaigns order by id limit 1`,
  );
  const [{ id, company_id: companyId }] = campaign as [{ id: number; company_id: number }];
  await test.ctx.db.execute(sql`insert into visits (campaign_id, company_id, source, source_key, status, received_at)
    select ${id}, ${companyId}, 'pixel', '10.9.' || (g / 256) || '.' || (g % 256), 'queued',
      ${now}::timestamptz - g * interval '1 second'
    from generate_series(1, 45000) g`);
  // Resolved as the pipeline resolves them: each update leaves the page view's first version behind.
  await test.ctx.db.execute(sql`update visits set status = 'lead'
    where received_at >= '2031-05-01' and received_at < '2031-06-01'`);
  const pairs = Array.from({ length: 50 }, (_, index): [number, string] => [id, `10.9.1.${index}`]);
  const { rows } = await test.ctx.db.execute<{ 'QUERY PLAN': string }>(
    sql`explain ${leadsFromAddressesQuery(pairs, now)}`,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(plan).toContain('visits_2031_05_campaign_id_source_key_received_at_idx');
  expect(plan).not.toContain('campaign_id_received_at_idx');
  // Which index won depended on the two being costed alike: the campaign's day was taken for one row
  // (a two-hundredth of a two-hundredth). The young month now takes the campaign for all of it.
  const { rows: estimated } = await test.ctx.db.execute<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>(
    sql`explain (format json) select 1 from visits
      where campaign_id = ${id} and received_at >= ${new Date(now.getTime() - 86_400_000)}
        and received_at < ${now}`,
  );
  expect(estimated[0]?.['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(20);
});

it("a batch's people's earlier leads are read by person, while the month is young, not the whole month", async () => {
  // bench:latency: 160 people a batch, each taken for a two-hundredth of a month without statistics,
  // made 80% of it: every batch read the whole month (10 ms at 7,500 leads, growing with it).
  await test.ctx.db.execute(sql`select create_month_partition('leads'::regclass, '2031-08-01'::date)`);
  await keepYoung('leads_2031_08');
  const { rows: campaign } = await test.ctx.db.execute<{ id: number; company_id: number }>(
    sql`select id, company_id from campaigns order by id limit 1`,
  );
  const [{ id, company_id: companyId }] = campaign as [{ id: number; company_id: number }];
  await test.ctx.db.execute(sql`insert into leads (campaign_id, company_id, module, person_key, received_at)
    select ${id}, ${companyId}, 'local', 'p' || g, '2031-08-10T00:00:00Z'::timestamptz + g * interval '1 second'
    from generate_series(1, 20000) g`);
  const people = Array.from({ length: 160 }, (_, index) => `p${index * 97}`);
  const { rows } = await test.ctx.db.execute<{ 'QUERY PLAN': string }>(
    sql`explain ${priorLeadsQuery(people, [companyId])}`,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  // Either index that holds the person (the client's, or the campaign's skipped over) reads by person.
  expect(plan).toMatch(/Index (Only )?Scan (using|on) leads_2031_08_\w*person_key\w*_idx/);
  expect(plan).not.toContain('Seq Scan on leads_2031_08');
});
