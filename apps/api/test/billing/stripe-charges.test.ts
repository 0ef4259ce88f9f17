// Charging and refunding with the Stripe adapter against the local fake Stripe (issue 15 point 2):
// PaymentIntents off-session with our idempotency key, destination charges with the platform's fee,
// declines in Stripe's words, 500s and timeouts as retryable, and the fake's idempotency layer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, invoices, paymentCards } from '../../src/db/schema/index.ts';
import { createStripeProvider } from '../../src/modules/billing/providers/stripe-provider.ts';
import { chargeInvoice, chargeKeyOf } from '../../src/modules/invoices/charge-invoice.ts';
import { refundInvoice } from '../../src/modules/invoices/refund-invoice.ts';
import { balanceCents } from '../../src/modules/ledger/balances.ts';
import {
  CardDeclinedError,
  type ChargeInput,
  type PaymentProvider,
  ProviderUnavailableError,
} from '../../src/platform/providers/payment-provider.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { issueClientInvoice, lineageOf } from '../invoices/invoice-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { DECLINED_PM, type FakeStripe, INSUFFICIENT_FUNDS_PM, startFakeStripe } from './fake-stripe.ts';

let fake: FakeStripe;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  // A hang becomes a timeout after 300 ms; the SDK retries twice with the same key.
  stripe = createStripeProvider({ secretKey: 'sk_test_fake', apiBase: fake.url, timeoutMs: 300 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.troubleNext(0, '500');
});

let serial = 0;
const chargeInput = (extra: Partial<ChargeInput> = {}): ChargeInput => ({
  customerId: 'cus_fake_1',
  paymentMethodId: 'pm_card_visa',
  amountCents: 10_000,
  idempotencyKey: `invoice-test-${++serial}-attempt-1`,
  description: 'Invoice INV-000001',
  ...extra,
});
const moneyCalls = () => fake.received.filter((request) => request.path !== '/v1/customers');

describe('charge', () => {
  it('confirms a PaymentIntent off-session with the key, and a destination charge keeps the fee', async () => {
    const input = chargeInput({
      connectedAccountId: 'acct_agency_1',
      applicationFeeCents: 6_000,
      metadata: { invoice_id: '42' },
    });
    const { chargeId } = await stripe.charge(input);
    expect(chargeId).toMatch(/^pi_fake_/);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: 'Bearer sk_test_fake',
      idempotencyKey: input.idempotencyKey,
      form: {
        amount: '10000',
        currency: 'usd',
        customer: 'cus_fake_1',
        payment_method: 'pm_card_visa',
        off_session: 'true',
        confirm: 'true',
        description: 'Invoice INV-000001',
        'metadata[invoice_id]': '42',
        'transfer_data[destination]': 'acct_agency_1',
        application_fee_amount: '6000',
      },
    });
  });

  it('a charge to the platform itself sends no destination and no fee', async () => {
    await stripe.charge(chargeInput());
    const form = fake.received[0]?.form ?? {};
    expect(form).not.toHaveProperty('transfer_data[destination]');
    expect(form).not.toHaveProperty('application_fee_amount');
  });

  it('the same key answers the first PaymentIntent and charges once', async () => {
    const input = chargeInput();
    const first = await stripe.charge(input);
    const again = await stripe.charge(input);
    expect(again).toEqual(first);
    expect([...fake.paymentIntents.values()].filter((intent) => intent.id === first.chargeId)).toHaveLength(
      1,
    );
  });

  it.each([
    [DECLINED_PM, 'Your card was declined.'],
    [INSUFFICIENT_FUNDS_PM, 'Your card has insufficient funds.'],
  ])('%s is declined in Stripe’s words (CardDeclinedError)', async (paymentMethodId, message) => {
    const charge = stripe.charge(chargeInput({ paymentMethodId }));
    await expect(charge).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(charge).rejects.toThrow(message);
    // A decline is an answer: the SDK does not retry it.
    expect(moneyCalls()).toHaveLength(1);
  });

  it('a 500 is retried by the SDK with the same key and then succeeds', async () => {
    fake.troubleNext(1, '500');
    const input = chargeInput();
    await expect(stripe.charge(input)).resolves.toMatchObject({ chargeId: expect.stringMatching(/^pi_/) });
    expect(moneyCalls().map((request) => request.idempotencyKey)).toEqual([
      input.idempotencyKey,
      input.idempotencyKey,
    ]);
  });

  it('500s that outlast the retries are ProviderUnavailableError, every try with the same key', async () => {
    fake.troubleNext(3, '500');
    const input = chargeInput();
    await expect(stripe.charge(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(moneyCalls().map((request) => request.idempotencyKey)).toEqual([
      input.idempotencyKey,
      input.idempotencyKey,
      input.idempotencyKey,
    ]);
    expect(fake.idempotency.has(input.idempotencyKey)).toBe(false);
  });

  it('a hang becomes a timeout: ProviderUnavailableError, every try with the same key', async () => {
    fake.troubleNext(3, 'hang');
    const input = chargeInput();
    const started = Date.now();
    await expect(stripe.charge(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(new Set(moneyCalls().map((request) => request.idempotencyKey))).toEqual(
      new Set([input.idempotencyKey]),
    );
    // The next try (the same key, as chargeInvoice sends it) charges once.
    await expect(stripe.charge(input)).resolves.toMatchObject({ chargeId: expect.stringMatching(/^pi_/) });
  });
});

describe('the fake Stripe checks the Idempotency-Key', () => {
  const post = (path: string, form: Record<string, string>, key?: string) =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_fake',
        'content-type': 'application/x-www-form-urlencoded',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
  const intent = { amount: '1000', currency: 'usd', customer: 'cus_fake_1', payment_method: 'pm_card_visa' };

  it('refuses a charge without one', async () => {
    const response = await post('/v1/payment_intents', intent);
    expect(response.status).toBe(400);
  });

  it('answers the stored first response to the same key and params', async () => {
    const first = await (await post('/v1/payment_intents', intent, 'fake-key-1')).json();
    const again = await (await post('/v1/payment_intents', intent, 'fake-key-1')).json();
    expect(again).toEqual(first);
  });

  it("answers Stripe's idempotency_error to the same key with other params", async () => {
    await post('/v1/payment_intents', intent, 'fake-key-2');
    const response = await post('/v1/payment_intents', { ...intent, amount: '2000' }, 'fake-key-2');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { type: string } };
    expect(body.error.type).toBe('idempotency_error');
  });

  it('the adapter reusing a key for another amount gets an error, never a second charge', async () => {
    const input = chargeInput();
    await stripe.charge(input);
    await expect(stripe.charge({ ...input, amountCents: 20_000 })).rejects.toThrow(/same parameters/);
    expect(fake.paymentIntents.size).toBeGreaterThan(0);
  });
});

describe('refund', () => {
  it('refunds a PaymentIntent once per key, reversing a destination charge in proportion', async () => {
    const { chargeId } = await stripe.charge(
      chargeInput({ connectedAccountId: 'acct_agency_1', applicationFeeCents: 6_000 }),
    );
    fake.received.length = 0;
    const input = {
      chargeId,
      amountCents: 2_500,
      idempotencyKey: 'refund-test-1',
      fromConnectedAccount: true,
    };
    const first = await stripe.refund(input);
    const again = await stripe.refund(input);
    expect(again).toEqual(first);
    expect(fake.refunds.filter((refund) => refund.id === first.refundId)).toHaveLength(1);
    expect(fake.paymentIntents.get(chargeId)?.amount_refunded).toBe(2_500);
    expect(fake.received[0]).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'refund-test-1',
      form: {
        payment_intent: chargeId,
        amount: '2500',
        reverse_transfer: 'true',
        refund_application_fee: 'true',
      },
    });
  });

  it('a refund of a platform charge sends no transfer reversal', async () => {
    const { chargeId } = await stripe.charge(chargeInput());
    fake.received.length = 0;
    await stripe.refund({ chargeId, amountCents: 100, idempotencyKey: 'refund-test-2' });
    expect(fake.received[0]?.form).toEqual({ payment_intent: chargeId, amount: '100' });
  });

  it('a refund timeout is ProviderUnavailableError and the retry with the key refunds once', async () => {
    const { chargeId } = await stripe.charge(chargeInput());
    fake.troubleNext(3, '500');
    const input = { chargeId, amountCents: 1_000, idempotencyKey: 'refund-test-3' };
    await expect(stripe.refund(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await stripe.refund(input);
    await stripe.refund(input);
    expect(fake.paymentIntents.get(chargeId)?.amount_refunded).toBe(1_000);
  });
});

describe('chargeInvoice with PAYMENT_PROVIDER=stripe', () => {
  let test: TestApp;
  let clientId: number;
  let agencyId: number;
  let rootId: number;
  beforeAll(async () => {
    test = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_BASE: fake.url,
      STRIPE_TIMEOUT_MS: '300',
    });
    const db = test.ctx.db;
    clientId = (await companyOf(db, 'client@demo.test')).id;
    ({ rootId } = await lineageOf(db, clientId));
    agencyId = (await lineageOf(db, clientId)).agency.id;
    await db
      .update(companies)
      .set({ providerAccountId: 'acct_fake_acme', chargesEnabled: true })
      .where(eq(companies.id, agencyId));
    const user = await userNamed(db, 'client@demo.test');
    // The client's card saved with Stripe (the seed's cards are the sandbox's).
    await db
      .update(paymentCards)
      .set({
        provider: 'stripe',
        providerCustomerId: 'cus_fake_client',
        providerPaymentMethodId: 'pm_card_visa',
      })
      .where(eq(paymentCards.userId, user.id));
  });
  afterAll(() => test.close());

  const setCard = (paymentMethodId: string) =>
    test.ctx.db
      .update(paymentCards)
      .set({ providerPaymentMethodId: paymentMethodId })
      .where(eq(paymentCards.companyId, clientId));
  const invoiceRow = async (id: number) =>
    (await test.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0];

  it('charges a client invoice as a destination charge whose fee is the wholesale price', async () => {
    await setCard('pm_card_visa');
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 12_000, 7_000);
    const cashBefore = await balanceCents(test.ctx.db, { kind: 'provider_cash', companyId: rootId });
    const result = await chargeInvoice(test.ctx, invoice.id, 'run');
    expect(result).toMatchObject({ outcome: 'paid', chargeId: expect.stringMatching(/^pi_fake_/) });
    const sent = fake.received.filter((request) => request.path === '/v1/payment_intents');
    expect(sent.at(-1)).toMatchObject({
      idempotencyKey: chargeKeyOf(invoice.id, 1),
      form: {
        amount: '12000',
        customer: 'cus_fake_client',
        payment_method: 'pm_card_visa',
        off_session: 'true',
        confirm: 'true',
        'transfer_data[destination]': 'acct_fake_acme',
        application_fee_amount: '7000',
      },
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({
      status: 'paid',
      providerChargeId: result.outcome === 'paid' ? result.chargeId : '',
    });
    // The platform's cash grows by its fee only: the margin went to the agency's account.
    expect((await balanceCents(test.ctx.db, { kind: 'provider_cash', companyId: rootId })) - cashBefore).toBe(
      7_000,
    );
  });

  it("a decline fails the invoice with Stripe's message", async () => {
    await setCard(INSUFFICIENT_FUNDS_PM);
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 5_000, 3_000);
    expect(await chargeInvoice(test.ctx, invoice.id, 'run')).toEqual({
      outcome: 'failed',
      message: 'Your card has insufficient funds.',
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({
      status: 'failed',
      lastError: 'Your card has insufficient funds.',
    });
  });

  it('a timeout leaves the invoice open, and the next run sends the same key and charges once', async () => {
    await setCard('pm_card_visa');
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 4_000, 1_000);
    fake.troubleNext(3, 'hang');
    await expect(chargeInvoice(test.ctx, invoice.id, 'run')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'open', attempts: 0 });
    const result = await chargeInvoice(test.ctx, invoice.id, 'retry');
    expect(result.outcome).toBe('paid');
    const keys = fake.received
      .filter((request) => request.path === '/v1/payment_intents' && request.form.amount === '4000')
      .map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([chargeKeyOf(invoice.id, 1)]));
    expect([...fake.paymentIntents.values()].filter((intent) => intent.amount === 4_000)).toHaveLength(1);
  });

  it('refundInvoice: a provider outage answers 503, and the same key later refunds once with the transfer reversed', async () => {
    await setCard('pm_card_visa');
    const invoice = await issueClientInvoice(test.ctx.db, clientId, 9_000, 3_000);
    const paid = await chargeInvoice(test.ctx, invoice.id, 'run');
    if (paid.outcome !== 'paid') throw new Error('not paid');
    fake.troubleNext(3, '500');
    await expect(refundInvoice(test.ctx, invoice.id, 4_500, 'stripe-refund-1')).rejects.toMatchObject({
      status: 503,
    });
    const done = await refundInvoice(test.ctx, invoice.id, 4_500, 'stripe-refund-1');
    expect(done).toMatchObject({ amountCents: 4_500, refundableCents: 4_500, replayed: true });
    await refundInvoice(test.ctx, invoice.id, 4_500, 'stripe-refund-1');
    const refunds = fake.refunds.filter((refund) => refund.payment_intent === paid.chargeId);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 4_500, reverse_transfer: true, refund_application_fee: true }),
    ]);
    const keys = fake.received
      .filter((request) => request.path === '/v1/refunds')
      .map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`invoice-${invoice.id}-refund-stripe-refund-1`]));
  });
});
