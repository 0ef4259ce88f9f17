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
