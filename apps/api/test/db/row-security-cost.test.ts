// Row-level security's cost (issue 24; issue 28 item 4): every policy reads the caller's scope once per
// statement, as a subquery run before the scan, instead of parsing the setting again for each row
// (migration policies_read_scope_once: 300–380 ms against about 190 ms to count a million companies).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantDatabases, type TenantDatabases } from '../../src/platform/access/tenant-db.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let tenant: TenantDatabases;

beforeAll(async () => {
  test = await createTestApp();
  const url = (test.ctx.db.$client as pg.Pool).options.connectionString as string;
  tenant = createTenantDatabases(url, test.ctx.db, 1);
});
afterAll(async () => {
  await tenant.pool.end();
  await test.close();
});

describe('row-level security reads the scope once per statement', () => {
  it('no policy calls the per-row scope tests (lead_in_scope, lead_above_scope)', async () => {
    const { rows } = await test.ctx.db.execute<{ policy: string }>(sql`
      select tablename || '.' || policyname as policy from pg_policies
      where coalesce(qual, '') || ' ' || coalesce(with_check, '') ~ 'lead_(in|above)_scope[(]'
      order by 1`);
    expect(rows.map((row) => row.policy)).toEqual([]);
  });

  it("an agency's count of its companies reads the scope in an InitPlan, not in the scan's filter", async () => {
    const acme = await companyOf(test.ctx.db, 'agency@demo.test');
    const db = tenant.forScope(acme.path);
    const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (verbose, costs off) select count(*) from companies`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('InitPlan');
    // The scan's filter compares each path with the InitPlan's value; the setting is read in the InitPlan.
    const filters = plan.split('\n').filter((line) => line.trim().startsWith('Filter:'));
    expect(filters.length, plan).toBeGreaterThan(0);
    expect(filters.join('\n'), plan).not.toContain('current_setting');
    // The same rows as before: the agency's subtree and the companies above it.
    const count = async (on: typeof db, where = sql`true`) =>
      (await on.execute<{ n: number }>(sql`select count(*)::int as n from companies where ${where}`)).rows[0]
        ?.n;
    const expected = await count(
      test.ctx.db,
      sql`path <@ ${acme.path}::ltree or ${acme.path}::ltree <@ path`,
    );
    expect(expected).toBeGreaterThan(1);
    expect(await count(db)).toBe(expected);
  });
});

describe("the sellers' lead rollups are costed for platform staff as they are read", () => {
  // Migration seller_rollups_subtree_test_costed_once: the policies' second test (a seller in the
  // caller's subtree) never runs for platform staff, whom the first lets through; as an EXISTS it was
  // costed for every row, which turned the agency ranking's sum of 68,000 rows from a hash into a sort.
  const ROLLUP_ROWS = 3000;

  beforeAll(async () => {
    const acme = await companyOf(test.ctx.db, 'agency@demo.test');
    await test.ctx.db.execute(sql`insert into seller_lead_months
        (seller_id, month, leads_before, spend_before_cents, leads_through, spend_through_cents)
      select ${acme.id}, (date '1900-01-01' + g * interval '1 month')::date, g, g * 100,
        array_fill(1, array[31]), array_fill(100::bigint, array[31])
      from generate_series(1, ${ROLLUP_ROWS}) g`);
    await test.ctx.db.execute(sql`analyze seller_lead_months`);
  });

  /** The planner's total cost of reading every rollup month on `db`. */
  const costOnMonths = async (db: typeof test.ctx.db) => {
    const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(
      sql`explain (format json) select sum(leads_before) from seller_lead_months`,
    );
    return rows[0]?.['QUERY PLAN'][0].Plan['Total Cost'] ?? Number.NaN;
  };

  it("a platform caller's read costs about what the owner's does, and reads the same rows", async () => {
    const root = await companyOf(test.ctx.db, 'root@demo.test');
    const platform = tenant.forScope(root.path);
    const owner = await costOnMonths(test.ctx.db);
    // Per row, what the policies add to the estimate: a function call (0.25) and the platform test;
    // the subtree test as an EXISTS added an index scan of companies (2.3 on these few, 8.5 on a million).
    const addedPerRow = ((await costOnMonths(platform)) - owner) / ROLLUP_ROWS;
    expect(addedPerRow).toBeLessThan(1);
    const sum = async (db: typeof test.ctx.db) =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from seller_lead_months`)).rows[0]?.n;
    expect(await sum(platform)).toBe(await sum(test.ctx.db));
  });

  it("another caller still sees only its subtree's sellers' rollups", async () => {
    const acme = await companyOf(test.ctx.db, 'agency@demo.test');
    const beta = await companyOf(test.ctx.db, 'agency2@demo.test');
    const rowsOf = async (db: typeof test.ctx.db) =>
      (
        await db.execute<{ seller: number; n: number }>(
          sql`select seller_id as seller, count(*)::int as n from seller_lead_months group by 1 order by 1`,
        )
      ).rows;
    // Acme sees its own months; the other agency, on another platform, none of them.
    expect(await rowsOf(tenant.forScope(acme.path))).toContainEqual({ seller: acme.id, n: ROLLUP_ROWS });
    expect((await rowsOf(tenant.forScope(beta.path))).map((row) => row.seller)).not.toContain(acme.id);
  });
});
