// The bench:tenants seed (bench/tenants/bulk-tree.ts) is one transaction that fills tables from the
// demo's handful of rows. An insert's foreign-key checks run cached plans: made while companies
// still held five rows, the check of users.company_id scanned every company for each new owner, and
// the seed of 102,000 companies took over 10 minutes instead of seconds. The seed analyzes each
// table once filled, which makes PostgreSQL plan those checks again: this test sees, through
// auto_explain, that the owners' checks find their company by its index.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkTree } from '../../../../bench/tenants/bulk-tree.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const COMPANY_CHECK = 'SELECT 1 FROM ONLY "public"."companies" x WHERE "id" OPERATOR(pg_catalog.=) $1';

/** The rows of one statement of the test's own (a superuser's connection). */
const rowsOf = async <T>(text: string) => (await test.ctx.db.execute(sql.raw(text))).rows as T[];

const shape = { agencies: 40, clientsPerAgency: 25 };
const companyChecks: string[] = [];
let counts: Record<string, number> | null = null;

describe('the bench tree seed', () => {
  beforeAll(async () => {
    const url = test.ctx.config.DATABASE_URL;
    if (!url) throw new Error('the test app has a database url');
    // Every statement's plan, the foreign-key checks included, comes back as a notice.
    const explained = [
      'session_preload_libraries=auto_explain',
      'auto_explain.log_level=notice',
      'auto_explain.log_min_duration=0',
      'auto_explain.log_nested_statements=on',
    ];
    const pool = new pg.Pool({
      connectionString: url,
      max: 2,
      options: explained.map((o) => `-c ${o}`).join(' '),
    });
    pool.on('connect', (client) =>
      client.on('notice', (notice) => {
        if (notice.message?.includes(COMPANY_CHECK)) companyChecks.push(notice.message);
      }),
    );
    try {
      counts = await seedBulkTree(pool, shape);
    } finally {
      await pool.end();
    }
  }, 60_000);

  it('checks each new owner’s company by its index, not by scanning every company', () => {
    expect(counts?.owners).toBe(shape.agencies * (shape.clientsPerAgency + 1));
    const scans = companyChecks.filter((plan) => plan.includes('Seq Scan on companies'));
    // Only the first steps, while companies is still small, may scan it (50 sales people, 40
    // agencies); the 1,040 owners and 160 administrators never do.
    expect(companyChecks.length).toBeGreaterThan(1_000);
    expect(scans.length).toBeLessThanOrEqual(50 + shape.agencies);
  });

  it('leaves each company’s kept counts as its triggers would have, counted once at the end', async () => {
    // The counts' triggers are off during the inserts (a root row of 20,000 versions otherwise).
    const rows = await rowsOf<{ id: number; kept: string; counted: string }>(
      `select c.id, concat_ws(' ', c.clients, c.agencies, c.active_campaigns) as kept,
         concat_ws(' ',
           (select count(*) from companies k where k.parent_id = c.id and k.kind = 'client' and k.removed_at is null),
           (select count(*) from companies k where k.parent_id = c.id and k.kind = 'agency' and k.removed_at is null),
           case when c.kind = 'root' then c.active_campaigns else
             (select count(*) from campaigns m join companies o on o.id = m.company_id
              where o.path <@ c.path and m.status = 'active') end) as counted
       from companies c`,
    );
    expect(rows.length).toBeGreaterThan(shape.agencies * shape.clientsPerAgency);
    expect(rows.filter((row) => row.kept !== row.counted)).toEqual([]);
    const roots = await rowsOf<{ agencies: number }>(
      `select agencies from companies where kind = 'root' order by id limit 1`,
    );
    expect(roots[0]?.agencies).toBeGreaterThanOrEqual(shape.agencies);
    const active = await rowsOf<{ n: number }>(
      `select count(*)::int as n from companies where kind = 'agency' and active_campaigns > 0`,
    );
    expect(active[0]?.n).toBeGreaterThan(0);
  });

  it('turns every trigger it stopped back on, and writes every agency’s search words', async () => {
    const rows = await rowsOf<{ tgname: string }>(
      `select tgname from pg_trigger where not tgisinternal and tgenabled = 'D'`,
    );
    expect(rows).toEqual([]);
    const missing = await rowsOf<{ n: number }>(
      `select count(*)::int as n from companies a where a.kind = 'agency'
         and not exists (select 1 from agency_search_words w where w.agency_id = a.id)`,
    );
    expect(missing[0]?.n).toBe(0);
  });
});
