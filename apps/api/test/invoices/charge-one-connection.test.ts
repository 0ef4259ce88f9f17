// Charging holds the invoice's row lock in a transaction while the provider charges the card. The
// sandbox provider keeps its records in the database like a remote provider keeps them: over its own
// connections. When it shared the app's pool, as many charges at once as the pool had connections
// each held one and waited for another, and the pool deadlocked. With a pool of ONE connection, a
// charge can only finish if the provider never asks the app's pool for a connection.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices, sandboxCharges } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { issueClientInvoice } from './invoice-kit.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({}, { poolSize: 1 });
});
afterAll(() => test.close());

it('charges an invoice by card on a pool of one connection', { timeout: 20_000 }, async () => {
  const client = await companyOf(test.ctx.db, 'client@demo.test');
  const invoice = await issueClientInvoice(test.ctx.db, client.id, 4_200, 2_000);

  const charged = await Promise.race([
    chargeInvoice(test.ctx, invoice.id, 'run'),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the charge waited for a second connection')), 10_000),
    ),
  ]);

  expect(charged.outcome).toBe('paid');
  const [paid] = await test.ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id));
  expect(paid?.status).toBe('paid');
  const charges = await test.ctx.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.chargeId, paid?.providerChargeId as string));
  expect(charges.map((charge) => charge.amountCents)).toEqual([4_200]);
});
