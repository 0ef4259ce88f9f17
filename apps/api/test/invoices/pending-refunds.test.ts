// Refunds the provider never answered (issue 15 "A provider timeout is retried with the same
// idempotency key"): they stay pending, and the pending-refunds job completes each exactly once,
// also when the provider did refund before the answer was lost.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRefunds } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { completePendingRefunds } from '../../src/modules/invoices/pending-refunds-job.ts';
import { refundInvoice } from '../../src/modules/invoices/refund-invoice.ts';
import type { AppContext } from '../../src/platform/app-context.ts';
import { ProviderUnavailableError } from '../../src/platform/providers/payment-provider.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { declineCardsOf, issueClientInvoice, journalSumOf } from './invoice-kit.ts';

let test: TestApp;
let clientId: number;
beforeAll(async () => {
  test = await createTestApp();
  clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  await declineCardsOf(test.ctx.db, clientId, null);
});
afterAll(() => test.close());

const MINUTE = 60_000;

async function paidInvoice() {
  const invoice = await issueClientInvoice(test.ctx.db, clientId, 10_000, 6_000);
  expect((await chargeInvoice(test.ctx, invoice.id, 'run')).outcome).toBe('paid');
  return invoice;
}

const refundRows = (invoiceId: number) =>
  test.ctx.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, invoiceId));
const providerRefunds = async (invoiceId: number) =>
  Number(
    (
      await test.ctx.db.execute<{ n: string }>(
        sql`select count(*) as n from sandbox_refunds where idempotency_key like ${`invoice-${invoiceId}-refund-%`}`,
      )
    ).rows[0]?.n,
  );
const journalSum = () => journalSumOf(test.ctx.db);

/** A provider that never answers refunds, or that refunds and then loses the answer. */
function providerThat(behaviour: 'is-down' | 'loses-the-answer'): AppContext {
  return {
    ...test.ctx,
    payments: {
      ...test.ctx.payments,
      async refund(input) {
        if (behaviour === 'loses-the-answer') await test.ctx.payments.refund(input);
        throw new ProviderUnavailableError('timed out');
      },
    },
  };
}

describe('pending refunds', () => {
  it.each(['is-down', 'loses-the-answer'] as const)(
    'when the provider %s, the refund stays pending and the job completes it once',
    async (behaviour) => {
      const invoice = await paidInvoice();
      await expect(
        refundInvoice(providerThat(behaviour), invoice.id, 2_500, `key-${behaviour}`),
      ).rejects.toMatchObject({ status: 503 });
      expect((await refundRows(invoice.id)).map((row) => row.status)).toEqual(['pending']);

      // Too young: the person who asked may still retry it themselves.
      const soon = new Date(Date.now() + MINUTE);
      expect((await completePendingRefunds(test.ctx, soon)).completed).toBe(0);

      const later = new Date(Date.now() + 10 * MINUTE);
      expect(await completePendingRefunds(test.ctx, later)).toMatchObject({ completed: 1, failed: 0 });
      const [row] = await refundRows(invoice.id);
      expect(row).toMatchObject({ status: 'succeeded', amountCents: 2_500 });
      expect(await providerRefunds(invoice.id)).toBe(1);
      expect(await journalSum()).toBe(0);

      // Nothing is pending any more: a second run refunds nothing.
      expect((await completePendingRefunds(test.ctx, later)).completed).toBe(0);
      expect(await providerRefunds(invoice.id)).toBe(1);
    },
  );

  it('a provider still away leaves the refund pending for the next run', async () => {
    const invoice = await paidInvoice();
    const away = providerThat('is-down');
    await expect(refundInvoice(away, invoice.id, 1_000, 'key-away')).rejects.toMatchObject({ status: 503 });
    const later = new Date(Date.now() + 10 * MINUTE);
    expect(await completePendingRefunds(away, later)).toMatchObject({ completed: 0, stillPending: 1 });
    expect((await refundRows(invoice.id)).map((row) => row.status)).toEqual(['pending']);
    expect(await completePendingRefunds(test.ctx, later)).toMatchObject({ completed: 1 });
  });
});
