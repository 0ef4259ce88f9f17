// Issue 15 point 3 / demo data: a fresh `npm start` shows three weeks of past invoices of the demo
// clients, billed by the real billing run from leads the seed made.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInvoices } from '../../src/seed/demo-invoices.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { expectMoneyConsistent, invoicesOf, linesOf } from './billing-kit.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the demo’s past invoices', () => {
  it('bills the demo clients for the last three weeks, paid on their demo cards', async () => {
    const issued = await seedDemoInvoices(test.ctx, new Date('2026-11-26T12:00:00Z'));
    expect(issued).toBe(6);
    const invoices = await invoicesOf(test.ctx.db);
    expect(invoices.map((invoice) => invoice.period_start)).toEqual([
      '2026-11-02',
      '2026-11-02',
      '2026-11-09',
      '2026-11-09',
      '2026-11-16',
      '2026-11-16',
    ]);
    expect(invoices.every((invoice) => invoice.status === 'paid' && invoice.level === 'client')).toBe(true);
    // The first week carries the set-up fee; later weeks the period fee and their leads only.
    const [first, , second] = invoices;
    expect((await linesOf(test.ctx.db, first?.id ?? 0)).map((line) => line[0])).toEqual([
      'platform_fee',
      'minimum',
      'leads',
    ]);
    expect((await linesOf(test.ctx.db, second?.id ?? 0)).map((line) => line[0])).toEqual([
      'minimum',
      'leads',
    ]);
    const leads = await test.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    expect(leads.rows[0]?.n).toBe(2 * (6 + 10 + 14));
    await expectMoneyConsistent(test.ctx.db);
  });
});
