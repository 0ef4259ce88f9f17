// The Idempotency-Key on money calls that also carry their own key field (issue 23 item 1): the refund
// and the wallet charge keep answering a repeat of their own key with `replayed: true`, and the header
// on top answers the stored first answer; twenty at once with one header key refund once.
import { IDEMPOTENCY_KEY_HEADER } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRefunds } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { companyOf } from '../demo-lookup.ts';
import { issueClientInvoice } from '../invoices/invoice-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let clientId: number;
beforeAll(async () => {
  test = await createTestApp();
  clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
});
afterAll(() => test.close());

async function paidClientInvoice() {
  const invoice = await issueClientInvoice(test.ctx.db, clientId, 10_000, 6_000);
  const charged = await chargeInvoice(test.ctx, invoice.id, 'run');
  if (charged.outcome !== 'paid') throw new Error(`not paid: ${JSON.stringify(charged)}`);
  return invoice;
}

let adminToken: string | undefined;
async function refund(invoiceId: number, body: object, headerKey?: string) {
  adminToken ??= await test.signIn('admin@demo.test');
  const headers: Record<string, string> = bearer(adminToken);
  if (headerKey) headers[IDEMPOTENCY_KEY_HEADER] = headerKey;
  return test.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/refund`,
    headers,
    payload: body,
  });
}

const refundsOf = async (invoiceId: number) =>
  test.ctx.db
    .select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(amount_cents), 0)::int` })
    .from(invoiceRefunds)
    .where(eq(invoiceRefunds.invoiceId, invoiceId));

describe('Idempotency-Key on the refund', () => {
  it('the same header key twice refunds once and answers the first answer', async () => {
    const invoice = await paidClientInvoice();
    const first = await refund(
      invoice.id,
      { amount: '25.00', idempotency_key: 'own-key-0001' },
      'hdr-refund-0001',
    );
    const second = await refund(
      invoice.id,
      { amount: '25.00', idempotency_key: 'own-key-0001' },
      'hdr-refund-0001',
    );
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await refundsOf(invoice.id)).toEqual([{ n: 1, cents: 2500 }]);
  });

  it('twenty at once with one header key refund once', async () => {
    const invoice = await paidClientInvoice();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(invoice.id, { amount: '10.00', idempotency_key: 'own-key-0020' }, 'hdr-refund-0020'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await refundsOf(invoice.id)).toEqual([{ n: 1, cents: 1000 }]);
  });

  it('a different amount with the same header key answers 422 naming the header and refunds nothing more', async () => {
    const invoice = await paidClientInvoice();
    await refund(invoice.id, { amount: '5.00', idempotency_key: 'own-key-0030' }, 'hdr-refund-0030');
    const reused = await refund(
      invoice.id,
      { amount: '6.00', idempotency_key: 'own-key-0031' },
      'hdr-refund-0030',
    );
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual([IDEMPOTENCY_KEY_HEADER]);
    expect(await refundsOf(invoice.id)).toEqual([{ n: 1, cents: 500 }]);
  });

  it('without the header, its own key still answers a repeat with replayed: true', async () => {
    const invoice = await paidClientInvoice();
    await refund(invoice.id, { amount: '5.00', idempotency_key: 'own-key-0040' });
    const again = await refund(invoice.id, { amount: '5.00', idempotency_key: 'own-key-0040' });
    expect(again.json()).toMatchObject({ replayed: true });
    expect(await refundsOf(invoice.id)).toEqual([{ n: 1, cents: 500 }]);
  });
});
