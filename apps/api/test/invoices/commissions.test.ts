// Sales commissions (issue 15 point 3): rates set by the platform in General Settings (0–100, 422
// naming the field), earned once per paid invoice by the agency's sales rep, account executive and
// referral, on the platform's revenue (wholesale of a client invoice, total of an agency invoice),
// posted commission_expense[root] → commission_payable[sales user], and read by the sales person
// itself and platform staff only.
import { COMMISSION_RATE_ERROR } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commissions,
  companies,
  ledgerPostings,
  paymentCards,
  sandboxCardOutcomes,
} from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { commissionCents } from '../../src/modules/invoices/commissions.ts';
import { allBalances, balanceCents } from '../../src/modules/ledger/balances.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { issueAgencyInvoice, issueClientInvoice, lineageOf } from './invoice-kit.ts';

let test: TestApp;
const t = kit(() => test);
let clientId: number;
let agencyId: number;
let rootId: number;
let salesId: number;
beforeAll(async () => {
  test = await createTestApp();
  clientId = await t.companyId('client@demo.test');
  const lineage = await lineageOf(test.ctx.db, clientId);
  agencyId = lineage.agency.id;
  rootId = lineage.rootId;
  salesId = await t.userId('sales@demo.test');
  const cards = await test.ctx.db.select().from(paymentCards);
  for (const card of cards)
    await test.ctx.db
      .delete(sandboxCardOutcomes)
      .where(eq(sandboxCardOutcomes.paymentMethodId, card.providerPaymentMethodId));
});
afterAll(() => test.close());

const db = () => test.ctx.db;
const saveRates = (email: string, body: unknown) =>
  t.call(email, 'PUT', '/configuration/commission-rates', body as object);

describe('commission rates in General Settings', () => {
  it('are 0 until saved, then read back; saving writes a user log', async () => {
    expect((await t.call('root@demo.test', 'GET', '/configuration/commission-rates')).json()).toEqual({
      salesRep: 0,
      accountExecutive: 0,
      referral: 0,
    });
    const saved = await saveRates('root@demo.test', { salesRep: 10, accountExecutive: 5, referral: 2.5 });
    expect(saved.statusCode).toBe(200);
    expect((await t.call('admin@demo.test', 'GET', '/configuration/commission-rates')).json()).toEqual({
      salesRep: 10,
      accountExecutive: 5,
      referral: 2.5,
    });
  });

  it.each([
    [{ salesRep: 101, accountExecutive: 5, referral: 1 }, 'salesRep'],
    [{ salesRep: 1, accountExecutive: -1, referral: 1 }, 'accountExecutive'],
    [{ salesRep: 1, accountExecutive: 1, referral: 'ten' }, 'referral'],
    [{ salesRep: 1.234, accountExecutive: 1, referral: 1 }, 'salesRep'],
    [{ salesRep: 1, accountExecutive: 1 }, 'referral'],
  ])('bad rates %j: 422 naming %s, nothing saved', async (body, field) => {
    const response = await saveRates('root@demo.test', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBeDefined();
    expect((await t.call('root@demo.test', 'GET', '/configuration/commission-rates')).json().salesRep).toBe(
      10,
    );
  });

  it('agencies, clients and sales people may not read or set them', async () => {
    for (const email of ['agency@demo.test', 'client@demo.test', 'sales@demo.test']) {
      expect([403, 404]).toContain(
        (await t.call(email, 'GET', '/configuration/commission-rates')).statusCode,
      );
      expect([403, 404]).toContain(
        (await saveRates(email, { salesRep: 50, accountExecutive: 50, referral: 50 })).statusCode,
      );
    }
  });
});

describe('commissions per paid invoice', () => {
  it('rounds down to the cent (rate in hundredths of a percent)', () => {
    expect(commissionCents(9_900, 2.5)).toBe(247);
    expect(commissionCents(6_000, 10)).toBe(600);
    expect(commissionCents(1, 99.99)).toBe(0);
    expect(commissionCents(10_000, 0)).toBe(0);
  });

  it('a paid client invoice earns each role its rate of the wholesale part, once, with postings', async () => {
    await db()
      .update(companies)
      .set({ salesRepId: salesId, accountExecutiveId: salesId, accountRefId: salesId })
      .where(eq(companies.id, agencyId));
    const payableBefore = await balanceCents(db(), { kind: 'commission_payable', userId: salesId });
    const invoice = await issueClientInvoice(db(), clientId, 10_000, 6_000);
    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
    // A second charge (a replayed run) finds it paid and earns nothing more.
    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('skipped');

    const rows = await db().select().from(commissions).where(eq(commissions.invoiceId, invoice.id));
    expect(
      rows.map((row) => [row.role, row.salesUserId, row.ratePercent, row.baseCents, row.amountCents]).sort(),
    ).toEqual([
      ['account_executive', salesId, '5.00', 6_000, 300],
      ['referral', salesId, '2.50', 6_000, 150],
      ['sales_rep', salesId, '10.00', 6_000, 600],
    ]);
    const postings = await db().select().from(ledgerPostings).where(eq(ledgerPostings.invoiceId, invoice.id));
    expect(postings.filter((row) => row.idempotencyKey.includes(':commission:'))).toHaveLength(3);
    // Balances are debits minus credits: what the platform owes its sales person is a credit.
    expect((await balanceCents(db(), { kind: 'commission_payable', userId: salesId })) - payableBefore).toBe(
      -1_050,
    );
    expect(await balanceCents(db(), { kind: 'commission_expense', companyId: rootId })).toBeGreaterThan(0);
    // Debits equal credits across the whole journal.
    expect([...(await allBalances(db())).values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('an agency invoice earns on its total; no sales person or a declined charge earns nothing', async () => {
    const agencyInvoice = await issueAgencyInvoice(db(), agencyId, rootId, 9_900);
    expect((await chargeInvoice(test.ctx, agencyInvoice.id, 'run')).outcome).toBe('paid');
    const earned = await db().select().from(commissions).where(eq(commissions.invoiceId, agencyInvoice.id));
    expect(earned.map((row) => [row.role, row.amountCents]).sort()).toEqual([
      ['account_executive', 495],
      ['referral', 247],
      ['sales_rep', 990],
    ]);

    await db()
      .update(companies)
      .set({ salesRepId: null, accountExecutiveId: null, accountRefId: null })
      .where(eq(companies.id, agencyId));
    const unassigned = await issueClientInvoice(db(), clientId, 10_000, 6_000);
    await chargeInvoice(test.ctx, unassigned.id, 'run');
    expect(await db().select().from(commissions).where(eq(commissions.invoiceId, unassigned.id))).toEqual([]);
  });
});

describe('GET /configuration/sales-commissions/:usrID', () => {
  it('the sales person reads its own, with the agency, invoice, role, rate, amount and total', async () => {
    const response = await t.call('sales@demo.test', 'GET', `/configuration/sales-commissions/${salesId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(6);
    expect(body.total_cents).toBe(600 + 300 + 150 + 990 + 495 + 247);
    expect(body.commissions[0]).toMatchObject({
      agency_name: 'Acme Marketing',
      invoice_number: expect.stringMatching(/^INV-\d{6}$/),
      role: expect.any(String),
      rate_percent: expect.any(Number),
    });
  });

  it('platform staff read any sales person of the platform; nobody else does', async () => {
    expect(
      (await t.call('root@demo.test', 'GET', `/configuration/sales-commissions/${salesId}`)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('admin@demo.test', 'GET', `/configuration/sales-commissions/${salesId}`)).statusCode,
    ).toBe(200);
    for (const email of ['agency@demo.test', 'agency2@demo.test', 'client@demo.test']) {
      const response = await t.call(email, 'GET', `/configuration/sales-commissions/${salesId}`);
      expect([403, 404]).toContain(response.statusCode);
    }
    // A sales person reads nobody else's, and a non-sales user has no commissions page.
    const rootUser = await t.userId('root@demo.test');
    expect(
      (await t.call('sales@demo.test', 'GET', `/configuration/sales-commissions/${rootUser}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('root@demo.test', 'GET', `/configuration/sales-commissions/${rootUser}`)).statusCode,
    ).toBe(404);
    const bad = await t.call('root@demo.test', 'GET', '/configuration/sales-commissions/abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('usrID');
  });

  it('a refund takes the commissions back in proportion, once per refund, all of them when refunded in full', async () => {
    await db()
      .update(companies)
      .set({ salesRepId: salesId, accountExecutiveId: salesId, accountRefId: null })
      .where(eq(companies.id, agencyId));
    const payableBefore = await balanceCents(db(), { kind: 'commission_payable', userId: salesId });
    const invoice = await issueClientInvoice(db(), clientId, 10_000, 6_000);
    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
    const reversedOf = async () =>
      (await db().select().from(commissions).where(eq(commissions.invoiceId, invoice.id)))
        .map((row) => [row.role, row.amountCents, row.reversedCents])
        .sort();
    const refund = (amount: string, key: string) =>
      t.call('root@demo.test', 'POST', `/invoices/${invoice.id}/refund`, { amount, idempotency_key: key });

    // Half the invoice refunded: half the platform's share (3,000 of 6,000), so half of each commission.
    for (let i = 0; i < 2; i++)
      expect((await refund('50.00', `claw-half-${invoice.id}`)).statusCode).toBe(200);
    expect(await reversedOf()).toEqual([
      ['account_executive', 300, 150],
      ['sales_rep', 600, 300],
    ]);
    const listed = (
      await t.call('sales@demo.test', 'GET', `/configuration/sales-commissions/${salesId}`)
    ).json();
    const row = listed.commissions.find(
      (entry: { invoice_number: string; role: string }) =>
        entry.invoice_number === invoice.number && entry.role === 'sales_rep',
    );
    expect(row).toMatchObject({ amount_cents: 600, reversed_cents: 300 });

    expect((await refund('50.00', `claw-rest-${invoice.id}`)).statusCode).toBe(200);
    expect(await reversedOf()).toEqual([
      ['account_executive', 300, 300],
      ['sales_rep', 600, 600],
    ]);
    // What the platform owes its sales person is back where it was; the journal still balances.
    expect(await balanceCents(db(), { kind: 'commission_payable', userId: salesId })).toBe(payableBefore);
    expect([...(await allBalances(db())).values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('the refusal sentence names the range', () => {
    expect(COMMISSION_RATE_ERROR).toContain('0 to 100');
  });
});
