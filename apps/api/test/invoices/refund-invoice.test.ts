// Refunds of paid invoices (issue 15): POST /invoices/:invoiceID/refund by platform staff, once per
// key at the provider and in the ledger, never more than was paid, prepaid purchases non-refundable
// (part 2 §9), other tenants' invoices out of reach.

import { messages } from '@lead/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRefunds, invoices, userLogs } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { issueInvoice } from '../../src/modules/invoices/issue-invoice.ts';
import { balanceCents } from '../../src/modules/ledger/balances.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { issueClientInvoice, journalSumOf, lineageOf } from './invoice-kit.ts';

let test: TestApp;
let other: SecondPlatform;
let clientId: number;
let agencyId: number;
let rootId: number;
beforeAll(async () => {
  test = await createTestApp();
  other = await createSecondPlatform(test);
  clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  const lineage = await lineageOf(test.ctx.db, clientId);
  agencyId = lineage.agency.id;
  rootId = lineage.rootId;
});
afterAll(() => test.close());

let keySerial = 0;
const newKey = () => `refund-key-${++keySerial}-${Date.now()}`;

async function paidClientInvoice(retailCents = 10_000, wholesaleCents = 6_000) {
  const invoice = await issueClientInvoice(test.ctx.db, clientId, retailCents, wholesaleCents);
  const charged = await chargeInvoice(test.ctx, invoice.id, 'run');
  if (charged.outcome !== 'paid')
    throw new Error(`the demo client's card did not pay: ${JSON.stringify(charged)}`);
  return invoice;
}

const refund = (invoiceId: number | string, body: Record<string, unknown>, token: string) =>
  test.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/refund`,
    headers: bearer(token),
    payload: body,
  });
const asAdmin = async (invoiceId: number | string, body: Record<string, unknown>) =>
  refund(invoiceId, body, await test.signIn('admin@demo.test'));

const refundsOf = (invoiceId: number) =>
  test.ctx.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, invoiceId));
const providerRefundsOf = (invoiceId: number) =>
  test.ctx.db.execute<{ n: string; cents: string }>(
    sql`select count(*) as n, coalesce(sum(amount_cents), 0) as cents from sandbox_refunds
      where idempotency_key like ${`invoice-${invoiceId}-refund-%`}`,
  );
const journalSum = () => journalSumOf(test.ctx.db);

const accounts = () => [
  { kind: 'provider_cash' as const, companyId: rootId },
  { kind: 'platform_revenue' as const, companyId: rootId },
  { kind: 'agency_payable' as const, companyId: agencyId },
  { kind: 'client_receivable' as const, companyId: clientId },
];
const balances = async () => Promise.all(accounts().map((account) => balanceCents(test.ctx.db, account)));

describe('POST /api/invoices/:invoiceID/refund', () => {
  it('refunds part of a paid invoice once, with the shares reversed and a user-log row', async () => {
    const invoice = await paidClientInvoice();
    const key = newKey();
    const response = await asAdmin(invoice.id, { amount: '25.00', idempotency_key: key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: expect.stringContaining('The refund has been made'),
      invoice_id: invoice.id,
      amount: '25.00',
      refunded: '25.00',
      refundable: '75.00',
      replayed: false,
    });
    const [provider] = (await providerRefundsOf(invoice.id)).rows;
    expect(provider).toMatchObject({ n: '1', cents: '2500' });
    expect(await journalSum()).toBe(0);

    const admin = await userNamed(test.ctx.db, 'admin@demo.test');
    const logs = await test.ctx.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, admin.id), eq(userLogs.action, 'invoice-refund')));
    expect(logs.map((log) => log.description)).toEqual([`Refunded 25.00 of ${invoice.number}`]);

    // The same key again answers the first refund and refunds nothing more.
    const again = await asAdmin(invoice.id, { amount: '25.00', idempotency_key: key });
    expect(again.json()).toMatchObject({ amount: '25.00', refunded: '25.00', replayed: true });
    expect((await providerRefundsOf(invoice.id)).rows[0]).toMatchObject({ n: '1' });
  });

  it('refunding in full in parts returns every account to where it was before the invoice', async () => {
    const before = await balances();
    const invoice = await paidClientInvoice(10_001, 3_333);
    for (const amount of ['33.33', '33.34', '0.01', '33.33']) {
      const response = await asAdmin(invoice.id, { amount, idempotency_key: newKey() });
      expect(response.statusCode).toBe(200);
    }
    expect(await balances()).toEqual(before);
    expect(await journalSum()).toBe(0);
    const full = await asAdmin(invoice.id, { amount: '0.01', idempotency_key: newKey() });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.amount).toBe(`${invoice.number} has been refunded in full.`);
  });

  it('refuses more than is left to refund, naming the amount, and changes nothing', async () => {
    const invoice = await paidClientInvoice(5_000, 2_000);
    const response = await asAdmin(invoice.id, { amount: '50.01', idempotency_key: newKey() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: `At most 50.00 of ${invoice.number} can still be refunded.`,
    });
    expect(await refundsOf(invoice.id)).toHaveLength(0);
  });

  it('20 identical refunds at once refund once', async () => {
    const invoice = await paidClientInvoice();
    const token = await test.signIn('admin@demo.test');
    const body = { amount: '10.00', idempotency_key: newKey() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(invoice.id, body, token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.json().replayed === false)).toHaveLength(1);
    expect(await refundsOf(invoice.id)).toHaveLength(1);
    expect((await providerRefundsOf(invoice.id)).rows[0]).toMatchObject({ n: '1', cents: '1000' });
    expect(await journalSum()).toBe(0);
  });

  it('20 different full refunds at once: one is made, the others are refused', async () => {
    const invoice = await paidClientInvoice(2_000, 1_000);
    const token = await test.signIn('admin@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(invoice.id, { amount: '20.00', idempotency_key: newKey() }, token),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(19);
    expect((await providerRefundsOf(invoice.id)).rows[0]).toMatchObject({ n: '1', cents: '2000' });
  });

  it('the same key with another amount is refused (409)', async () => {
    const invoice = await paidClientInvoice();
    const key = newKey();
    await asAdmin(invoice.id, { amount: '5.00', idempotency_key: key });
    const response = await asAdmin(invoice.id, { amount: '6.00', idempotency_key: key });
    expect(response.statusCode).toBe(409);
    expect((await refundsOf(invoice.id)).map((row) => row.amountCents)).toEqual([500]);
  });

  it('an invoice not paid yet cannot be refunded (409)', async () => {
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 3_000, 1_000);
    const response = await asAdmin(invoice.id, { amount: '1.00', idempotency_key: newKey() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a paid invoice can be refunded.');
  });

  it('prepaid purchases are non-refundable (part 2 §9)', async () => {
    const { agency } = await lineageOf(test.ctx.db, clientId);
    const prepaid = await issueInvoice(test.ctx.db, {
      billingKey: `test:prepaid:${newKey()}`,
      level: 'client',
      payerCompanyId: clientId,
      payeeCompanyId: agency.id,
      agencyCompanyId: agency.id,
      rootCompanyId: rootId,
      term: 'Prepaid',
      periodStart: '2026-11-01',
      periodEnd: '2026-12-01',
      timezone: 'America/Chicago',
      external: false,
      lines: [
        {
          campaignId: null,
          module: 'local',
          kind: 'leads',
          description: 'Wallet top-up',
          quantity: 1,
          unitCents: 25_000,
          amountCents: 25_000,
          wholesaleCents: 10_000,
        },
      ],
    });
    expect((await chargeInvoice(test.ctx, prepaid.id, 'run')).outcome).toBe('paid');
    const response = await asAdmin(prepaid.id, { amount: '1.00', idempotency_key: newKey() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Prepaid purchases are non-refundable.');
    expect(await refundsOf(prepaid.id)).toHaveLength(0);
  });

  it.each([
    ['a negative amount', { amount: '-5.00' }, 'amount'],
    ['not a number', { amount: 'ten' }, 'amount'],
    ['zero', { amount: '0.00' }, 'amount'],
    ['three decimals', { amount: '1.005' }, 'amount'],
    ['over the cap', { amount: '999999999.99' }, 'amount'],
    ['a number, not a string', { amount: 12 }, 'amount'],
    ['no amount', {}, 'amount'],
    ['no key', { amount: '1.00', idempotency_key: undefined }, 'idempotency_key'],
    ['a short key', { amount: '1.00', idempotency_key: 'abc' }, 'idempotency_key'],
  ])('%s answers 422 naming %s', async (_case, body, field) => {
    const invoice = await paidClientInvoice(1_000, 500);
    const response = await asAdmin(invoice.id, { idempotency_key: newKey(), ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(await refundsOf(invoice.id)).toHaveLength(0);
  });

  it("a refund the provider refuses answers 409 with the catalogue's sentence, not 500, and refunds nothing", async () => {
    // A paid invoice whose charge the provider has no record of (moved by hand, or another account's).
    const invoice = await paidClientInvoice();
    await test.ctx.db.execute(sql`delete from sandbox_charges where charge_id =
      (select provider_charge_id from invoices where id = ${invoice.id})`);
    const response = await asAdmin(invoice.id, { amount: '10.00', idempotency_key: newKey() });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(messages.refundRefused);
    expect((await refundsOf(invoice.id)).map((row) => row.status)).toEqual(['failed']);
    expect((await providerRefundsOf(invoice.id)).rows[0]?.n).toBe('0');
    // The failed claim holds nothing: the whole invoice is still refundable.
    const again = await asAdmin(invoice.id, { amount: '100.01', idempotency_key: newKey() });
    expect(again.json().errors?.amount).toContain('100.00');
  });

  it('a bad invoice id answers 422 naming it; an unknown one 404', async () => {
    const bad = await asAdmin('abc', { amount: '1.00', idempotency_key: newKey() });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('invoiceID');
    const unknown = await asAdmin(99_999_999, { amount: '1.00', idempotency_key: newKey() });
    expect(unknown.statusCode).toBe(404);
  });

  it("another platform's owner gets 404 and nothing changes", async () => {
    const invoice = await paidClientInvoice();
    const response = await refund(
      invoice.id,
      { amount: '1.00', idempotency_key: newKey() },
      await other.signIn('owner@other.test'),
    );
    expect(response.statusCode).toBe(404);
    expect(await refundsOf(invoice.id)).toHaveLength(0);
    const [row] = await test.ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe('paid');
  });

  it("this platform's staff get 404 for an invoice of the other platform", async () => {
    const otherInvoice = await issueClientInvoice(test.ctx.db, other.clientId, 1_000, 500);
    const response = await asAdmin(otherInvoice.id, { amount: '1.00', idempotency_key: newKey() });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['the agency of the invoice', 'agency@demo.test'],
    ['another agency', 'agency2@demo.test'],
    ['the client who paid', 'client@demo.test'],
    ['a sales person', 'sales@demo.test'],
  ])('%s is refused (403) and nothing changes', async (_case, email) => {
    const invoice = await paidClientInvoice();
    const response = await refund(
      invoice.id,
      { amount: '1.00', idempotency_key: newKey() },
      await test.signIn(email),
    );
    expect(response.statusCode).toBe(403);
    expect(await refundsOf(invoice.id)).toHaveLength(0);
  });
});
