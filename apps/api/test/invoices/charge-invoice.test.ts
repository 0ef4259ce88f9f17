// Charging an invoice (issue 15 points 2 and 4, "Reliability"): paid once, a destination charge to
// the agency minus wholesale, declines mark the payer failed, a crash or a second run never charges
// twice, and the ledger balances after each.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  invoices,
  paymentAttempts,
  paymentCards,
  sandboxCardOutcomes,
  sandboxCharges,
} from '../../src/db/schema/index.ts';
import { chargeInvoice, chargeKeyOf } from '../../src/modules/invoices/charge-invoice.ts';
import { balanceCents } from '../../src/modules/ledger/balances.ts';
import type { AppContext } from '../../src/platform/app-context.ts';
import { ProviderUnavailableError } from '../../src/platform/providers/payment-provider.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { issueClientInvoice, journalSumOf, lineageOf } from './invoice-kit.ts';

let test: TestApp;
let clientId: number;
let agencyId: number;
let rootId: number;
beforeAll(async () => {
  test = await createTestApp();
  clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  const lineage = await lineageOf(test.ctx.db, clientId);
  agencyId = lineage.agency.id;
  rootId = lineage.rootId;
});
afterAll(() => test.close());

const invoiceRow = async (id: number) =>
  (await test.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const chargesOf = (id: number) =>
  test.ctx.db.execute<{ n: string }>(
    sql`select count(*) as n from sandbox_charges where idempotency_key like ${`invoice-${id}-%`}`,
  );
const journalSum = () => journalSumOf(test.ctx.db);

async function clientCard() {
  const [card] = await test.ctx.db.select().from(paymentCards).where(eq(paymentCards.companyId, clientId));
  if (!card) throw new Error('the demo client has no card');
  return card;
}

async function setDecline(decline: string | null) {
  const card = await clientCard();
  await test.ctx.db
    .delete(sandboxCardOutcomes)
    .where(eq(sandboxCardOutcomes.paymentMethodId, card.providerPaymentMethodId));
  if (decline)
    await test.ctx.db
      .insert(sandboxCardOutcomes)
      .values({ paymentMethodId: card.providerPaymentMethodId, decline });
}

describe('chargeInvoice', () => {
  it('charges the client once, pays the agency its margin and keeps the wholesale price', async () => {
    await setDecline(null);
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 10_000, 6_000);
    const cashBefore = await balanceCents(test.ctx.db, { kind: 'provider_cash', companyId: rootId });
    const result = await chargeInvoice(test.ctx, invoice.id, 'run');
    expect(result.outcome).toBe('paid');
    const row = await invoiceRow(invoice.id);
    expect(row?.status).toBe('paid');
    const [charge] = await test.ctx.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, chargeKeyOf(invoice.id, 1)));
    expect(charge).toMatchObject({
      amountCents: 10_000,
      applicationFeeCents: 6_000,
      connectedAccountId: `acct_sandbox_${agencyId}`,
    });
    // Paid and paid out: the platform's cash grows by its wholesale price only.
    expect((await balanceCents(test.ctx.db, { kind: 'provider_cash', companyId: rootId })) - cashBefore).toBe(
      6_000,
    );
    expect(await journalSum()).toBe(0);
    // A second charge of a paid invoice charges nothing.
    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('skipped');
    expect(Number((await chargesOf(invoice.id)).rows[0]?.n)).toBe(1);
  });

  it('marks a declined invoice and its payer failed, with the next retry a day later', async () => {
    await setDecline('Your card was declined.');
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 2_500, 1_000);
    const now = new Date('2026-11-23T10:00:00Z');
    const result = await chargeInvoice(test.ctx, invoice.id, 'run', now);
    expect(result).toEqual({ outcome: 'failed', message: 'Your card was declined.' });
    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Your card was declined.' });
    expect(row?.nextAttemptAt?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    const [client] = await test.ctx.db.select().from(companies).where(eq(companies.id, clientId));
    expect(client?.paymentStatus).toBe('failed');
    // Still owed: the receivable holds the whole invoice.
    expect(await balanceCents(test.ctx.db, { kind: 'client_receivable', companyId: clientId })).toBe(2_500);

    // The card works again: the retry is a new attempt with a new key, and it clears the status.
    await setDecline(null);
    expect((await chargeInvoice(test.ctx, invoice.id, 'retry')).outcome).toBe('paid');
    const attempts = await test.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoice.id));
    expect(attempts.map((a) => [a.attemptNo, a.status])).toEqual([
      [1, 'declined'],
      [2, 'succeeded'],
    ]);
    const [after] = await test.ctx.db.select().from(companies).where(eq(companies.id, clientId));
    expect(after?.paymentStatus).toBeNull();
    expect(await balanceCents(test.ctx.db, { kind: 'client_receivable', companyId: clientId })).toBe(0);
  });

  it('charges exactly once when 20 runs charge the same invoice at once', async () => {
    await setDecline(null);
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 4_200, 2_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => chargeInvoice(test.ctx, invoice.id, 'run')),
    );
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect(Number((await chargesOf(invoice.id)).rows[0]?.n)).toBe(1);
    expect(await journalSum()).toBe(0);
  });

  it('after a crash between the provider’s charge and our commit, the rerun charges nothing new', async () => {
    await setDecline(null);
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 7_700, 3_000);
    const crashing: AppContext = {
      ...test.ctx,
      payments: {
        ...test.ctx.payments,
        async charge(input) {
          await test.ctx.payments.charge(input);
          throw new Error('process killed after the provider charged');
        },
      },
    };
    await expect(chargeInvoice(crashing, invoice.id, 'run')).rejects.toThrow('process killed');
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    expect(await balanceCents(test.ctx.db, { kind: 'client_receivable', companyId: clientId })).toBe(7_700);
    expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
    expect(Number((await chargesOf(invoice.id)).rows[0]?.n)).toBe(1);
    expect(await balanceCents(test.ctx.db, { kind: 'client_receivable', companyId: clientId })).toBe(0);
    expect(await journalSum()).toBe(0);
  });

  it('retries a provider timeout with the same idempotency key', async () => {
    await setDecline(null);
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 1_200, 500);
    const keys: string[] = [];
    let calls = 0;
    const flaky: AppContext = {
      ...test.ctx,
      payments: {
        ...test.ctx.payments,
        async charge(input) {
          keys.push(input.idempotencyKey);
          calls += 1;
          if (calls === 1) throw new ProviderUnavailableError('timed out');
          return test.ctx.payments.charge(input);
        },
      },
    };
    await expect(chargeInvoice(flaky, invoice.id, 'run')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await chargeInvoice(flaky, invoice.id, 'run')).outcome).toBe('paid');
    expect(keys).toEqual([chargeKeyOf(invoice.id, 1), chargeKeyOf(invoice.id, 1)]);
  });
});
