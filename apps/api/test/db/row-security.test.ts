// Issue 28 item 4: row-level security as a second wall behind the access layer. These tests talk to
// the database as the tenant role directly, as a handler the access layer forgot to scope would: what
// one agency's scope reaches of another's rows (nothing), what a scope-less connection reaches
// (nothing), and which tables carry policies (every table with a tenant, read from the catalog).
// isolation-wall-*.test.ts run the isolation matrix with the access layer's checks off.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_TENANT_TABLES, READABLE_FROM_BELOW } from '../../src/db/row-security.ts';
import {
  createTenantDatabases,
  TENANT_ROLE,
  type TenantDatabases,
} from '../../src/platform/access/tenant-db.ts';
import type { Database } from '../../src/platform/db.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let tenant: TenantDatabases;
let url: string;
/** The demo's two agencies: Acme Marketing (with its client) and Beta Growth (with its own). */
let acme: { id: number; path: string };
let beta: { id: number; path: string };
let acmeClient: { id: number; path: string };

beforeAll(async () => {
  test = await createTestApp();
  url = (test.ctx.db.$client as pg.Pool).options.connectionString as string;
  tenant = createTenantDatabases(url, test.ctx.db, 2);
  acme = await companyOf(test.ctx.db, 'agency@demo.test');
  beta = await companyOf(test.ctx.db, 'agency2@demo.test');
  acmeClient = await companyOf(test.ctx.db, 'client@demo.test');
});
afterAll(async () => {
  await tenant.pool.end();
  await test.close();
});

/** What PostgreSQL said of a failed query (drizzle wraps it). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? (error as Error).message);
  }
  return 'not refused';
}

const ROW_SECURITY = /new row violates row-level security policy/;

type CatalogTable = { name: string; rls: boolean; policies: number };

async function catalogTables(db: Database): Promise<CatalogTable[]> {
  const { rows } = await db.execute<CatalogTable>(sql`
    select c.relname as name, c.relrowsecurity as rls,
      (select count(*) from pg_policy p where p.polrelid = c.oid and ${TENANT_ROLE}::regrole = any(p.polroles))::int as policies
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`);
  return rows;
}

/** Every row's ctid of `table` as the handle sees it. */
async function rowIds(db: Database, table: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select ctid::text as id from ${sql.identifier(table)}`,
  );
  return rows.map((row) => row.id);
}

const tenantTables = async () =>
  (await catalogTables(test.ctx.db)).filter((table) => !(table.name in NOT_TENANT_TABLES));

describe('the catalog', () => {
  it('has row-level security and a tenant policy on every table that is not listed as tenant-free', async () => {
    const tables = await catalogTables(test.ctx.db);
    const unguarded = tables
      .filter((table) => !(table.name in NOT_TENANT_TABLES) && (!table.rls || table.policies === 0))
      .map((table) => table.name);
    expect(unguarded).toEqual([]);
    expect(tables.filter((table) => table.rls).length).toBeGreaterThan(60);
  });

  it('lists only tables that exist, and none of them has a tenant column', async () => {
    const names = new Set((await catalogTables(test.ctx.db)).map((table) => table.name));
    expect(Object.keys(NOT_TENANT_TABLES).filter((name) => !names.has(name))).toEqual([]);
    const { rows } = await test.ctx.db.execute<{ table: string }>(sql`
      select table_name as table from information_schema.columns
      where table_schema = 'public' and column_name in ('company_id', 'campaign_id', 'user_id')
        and table_name in (${sql.join(
          Object.keys(NOT_TENANT_TABLES).map((name) => sql`${name}`),
          sql`, `,
        )})`);
    expect(rows).toEqual([]);
  });
});

describe('a connection of the tenant role', () => {
  it('without a scope reads no row of any tenant table, though the owner reads rows in most', async () => {
    const client = new pg.Client({ connectionString: url, options: `-c role=${TENANT_ROLE}` });
    await client.connect();
    try {
      const seen: string[] = [];
      const withRows: string[] = [];
      for (const { name } of await tenantTables()) {
        const owner = await test.ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(name)}`,
        );
        if ((owner.rows[0]?.n ?? 0) > 0) withRows.push(name);
        const { rows } = await client.query(`select count(*)::int as n from ${name}`);
        if (rows[0].n > 0) seen.push(`${name}: ${rows[0].n}`);
      }
      expect(seen).toEqual([]);
      expect(withRows).toEqual(expect.arrayContaining(['companies', 'users', 'campaigns', 'roles']));
    } finally {
      await client.end();
    }
  });

  it("of one agency shares no row with another agency's, in any table but those read from below", async () => {
    const acmeDb = tenant.forScope(acme.path);
    const betaDb = tenant.forScope(beta.path);
    const shared: string[] = [];
    const bothHaveRows: string[] = [];
    for (const { name } of await tenantTables()) {
      if ((READABLE_FROM_BELOW as readonly string[]).includes(name)) continue;
      const [mine, theirs] = await Promise.all([rowIds(acmeDb, name), rowIds(betaDb, name)]);
      if (mine.length > 0 && theirs.length > 0) bothHaveRows.push(name);
      const both = mine.filter((id) => theirs.includes(id));
      if (both.length > 0) shared.push(`${name}: ${both.length}`);
    }
    expect(shared).toEqual([]);
    expect(bothHaveRows).toEqual(expect.arrayContaining(['users', 'campaigns']));
  });

  it('reads the companies above its own and below it, never a sibling', async () => {
    const { rows } = await tenant
      .forScope(acmeClient.path)
      .execute<{ id: number }>(sql`select id from companies order by path`);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(acme.id);
    expect(ids).toContain(acmeClient.id);
    expect(ids).not.toContain(beta.id);
    const below = await tenant.forScope(acme.path).execute<{ id: number }>(sql`select id from companies`);
    expect(below.rows.map((row) => row.id)).not.toContain(beta.id);
  });

  it("changes nothing of another agency's, and refuses to write a row into it", async () => {
    const betaDb = tenant.forScope(beta.path);
    const acmeCampaigns = await test.ctx.db.execute<{ id: number; campaign_name: string }>(
      sql`select id, campaign_name from campaigns where company_id = ${acmeClient.id} order by id`,
    );
    expect(acmeCampaigns.rows.length).toBeGreaterThan(0);
    const renamed = await betaDb.execute(
      sql`update campaigns set campaign_name = 'taken' where company_id = ${acmeClient.id}`,
    );
    expect(renamed.rowCount).toBe(0);
    const removed = await betaDb.execute(sql`delete from user_logs where company_id = ${acme.id}`);
    expect(removed.rowCount).toBe(0);
    expect(
      await refusal(
        betaDb.execute(sql`insert into company_groups (company_id, module, group_name)
          values (${acmeClient.id}, 'local', 'planted')`),
      ),
    ).toMatch(ROW_SECURITY);
    // Nor may it move a row of its own into another tenant.
    const betaCampaign = await betaDb.execute<{ id: number }>(
      sql`select id from campaigns order by id limit 1`,
    );
    expect(betaCampaign.rows.length).toBe(1);
    expect(
      await refusal(
        betaDb.execute(
          sql`update campaigns set company_id = ${acmeClient.id} where id = ${betaCampaign.rows[0]?.id}`,
        ),
      ),
    ).toMatch(ROW_SECURITY);
    const after = await test.ctx.db.execute<{ id: number; campaign_name: string }>(
      sql`select id, campaign_name from campaigns where company_id = ${acmeClient.id} order by id`,
    );
    expect(after.rows).toEqual(acmeCampaigns.rows);
  });

  it('may not change a row of the agency above it, though it reads it', async () => {
    const clientDb = tenant.forScope(acmeClient.path);
    const changed = await clientDb.execute(
      sql`update companies set company_name = 'taken' where id = ${acme.id}`,
    );
    expect(changed.rowCount).toBe(0);
    const [row] = (
      await test.ctx.db.execute<{ name: string }>(
        sql`select company_name as name from companies where id = ${acme.id}`,
      )
    ).rows;
    expect(row?.name).not.toBe('taken');
  });
});
