// The bench:tenants seed (bench/tenants/bulk-tree.ts) is one transaction that fills tables from the
// demo's handful of rows. An insert's foreign-key checks run cached plans: made while companies
// still held five rows, the check of users.company_id scanned every company for each new owner, and
// the seed of 102,000 companies took over 10 minutes instead of seconds. The seed analyzes each
// table once filled, which makes PostgreSQL plan those checks again: this test sees, through
// auto_explain, that the owners' checks find their company by its index.
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

describe('the bench tree seed', () => {
  it('checks each new owner’s company by its index, not by scanning every company', async () => {
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
    const companyChecks: string[] = [];
    pool.on('connect', (client) =>
      client.on('notice', (notice) => {
        if (notice.message?.includes(COMPANY_CHECK)) companyChecks.push(notice.message);
      }),
    );
    const shape = { agencies: 40, clientsPerAgency: 25 };
    try {
      const counts = await seedBulkTree(pool, shape);
      expect(counts?.owners).toBe(shape.agencies * (shape.clientsPerAgency + 1));
    } finally {
      await pool.end();
    }
    const scans = companyChecks.filter((plan) => plan.includes('Seq Scan on companies'));
    // Only the first steps, while companies is still small, may scan it (50 sales people, 40
    // agencies); the 1,040 owners and 160 administrators never do.
    expect(companyChecks.length).toBeGreaterThan(1_000);
    expect(scans.length).toBeLessThanOrEqual(50 + shape.agencies);
  }, 60_000);
});
