// The sandbox provider's test cards at charge time (issue 15 point 2): Stripe's numbers save fine and
// their charges succeed or fail like Stripe's, and a saved card can be switched to decline later
// (PUT /payment/sandbox/card-outcome) so a failed payment can be demonstrated.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCards, sandboxCardOutcomes, userLogs } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { issueClientInvoice } from '../invoices/invoice-kit.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';

let test: TestApp;
let other: SecondPlatform;
beforeAll(async () => {
  test = await createTestApp();
  other = await createSecondPlatform(test);
});
afterAll(() => test.close());

const nextYear = new Date().getUTCFullYear() + 1;

async function saveCard(email: string, number: string) {
  const token = await test.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/tokens',
    payload: { number, exp_month: 12, exp_year: nextYear, cvc: '123' },
  });
  return test.app.inject({
    method: 'PUT',
    url: '/api/payment/card',
    headers: bearer(await test.signIn(email)),
    payload: { tokenid: token.json().tokenid, cardholder: 'Pat Payer' },
  });
}

async function chargeClientOf(email: string) {
  const client = await companyOf(test.ctx.db, email);
  const invoice = await issueClientInvoice(test.ctx.db, client.id, 5_000, 3_000);
  return chargeInvoice(test.ctx, invoice.id, 'run');
}

async function cardOf(email: string) {
  const user = await userNamed(test.ctx.db, email);
  const [card] = await test.ctx.db.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
  if (!card) throw new Error(`${email} has no card`);
  return card;
}

const outcomeRowOf = async (paymentMethodId: string) =>
  (
    await test.ctx.db
      .select()
      .from(sandboxCardOutcomes)
      .where(eq(sandboxCardOutcomes.paymentMethodId, paymentMethodId))
  )[0] ?? null;

const setOutcome = async (email: string, payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'PUT',
    url: '/api/payment/sandbox/card-outcome',
    headers: bearer(await test.signIn(email)),
    payload,
  });

describe("Stripe's test card numbers at charge time", () => {
  it.each([
    ['4242424242424242', { outcome: 'paid' }],
    ['4000000000000002', { outcome: 'failed', message: 'Your card was declined.' }],
    ['4000000000009995', { outcome: 'failed', message: 'Your card has insufficient funds.' }],
  ])('card %s is saved, and its charge answers %o', async (number, expected) => {
    const saved = await saveCard('client@demo.test', number);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().card.last4).toBe(number.slice(-4));
    expect(await chargeClientOf('client@demo.test')).toMatchObject(expected);
  });

  it('entering a good card again after a switch to decline charges it', async () => {
    await saveCard('client2@demo.test', '4242424242424242');
    expect((await setOutcome('client2@demo.test', { outcome: 'decline' })).statusCode).toBe(200);
    expect(await chargeClientOf('client2@demo.test')).toMatchObject({ outcome: 'failed' });
    await saveCard('client2@demo.test', '4242424242424242');
    expect(await chargeClientOf('client2@demo.test')).toMatchObject({ outcome: 'paid' });
  });
});

describe('PUT /api/payment/sandbox/card-outcome', () => {
  it("switches the caller's own card to decline and back, and logs each switch", async () => {
    await saveCard('client@demo.test', '4242424242424242');
    const declined = await setOutcome('client@demo.test', { outcome: 'decline' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ outcome: 'decline' });
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/payment/sandbox/card-outcome',
      headers: bearer(await test.signIn('client@demo.test')),
    });
    expect(read.json()).toMatchObject({ outcome: 'decline' });
    expect(await chargeClientOf('client@demo.test')).toEqual({
      outcome: 'failed',
      message: 'Your card was declined.',
    });

    await setOutcome('client@demo.test', { outcome: 'insufficient_funds' });
    expect(await chargeClientOf('client@demo.test')).toMatchObject({
      message: 'Your card has insufficient funds.',
    });

    const back = await setOutcome('client@demo.test', { outcome: 'succeed' });
    expect(back.json()).toMatchObject({ outcome: 'succeed' });
    expect(await outcomeRowOf((await cardOf('client@demo.test')).providerPaymentMethodId)).toBeNull();
    expect(await chargeClientOf('client@demo.test')).toMatchObject({ outcome: 'paid' });

    const user = await userNamed(test.ctx.db, 'client@demo.test');
    const logs = await test.ctx.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, user.id), eq(userLogs.action, 'sandbox-card-outcome')));
    expect(logs.map((log) => log.description)).toEqual([
      'Test mode: own card ending in 4242 set to decline',
      'Test mode: own card ending in 4242 set to insufficient_funds',
      'Test mode: own card ending in 4242 set to succeed',
    ]);
  });

  it('platform staff switch the card of a user of their platform', async () => {
    const client = await userNamed(test.ctx.db, 'client2@demo.test');
    const response = await setOutcome('admin@demo.test', { outcome: 'decline', usrID: client.id });
    expect(response.statusCode).toBe(200);
    expect(await outcomeRowOf((await cardOf('client2@demo.test')).providerPaymentMethodId)).toMatchObject({
      decline: 'Your card was declined.',
    });
    await setOutcome('admin@demo.test', { outcome: 'succeed', usrID: client.id });
  });

  it.each([
    ['an agency, for its own client', 'agency@demo.test', 'client@demo.test'],
    ["agency B, for agency A's client", 'agency2@demo.test', 'client@demo.test'],
    ['a client, for another client', 'client2@demo.test', 'client@demo.test'],
  ])('%s: 404 and nothing changed', async (_case, caller, target) => {
    const user = await userNamed(test.ctx.db, target);
    const pm = (await cardOf(target)).providerPaymentMethodId;
    const before = await outcomeRowOf(pm);
    const response = await setOutcome(caller, { outcome: 'decline', usrID: user.id });
    expect(response.statusCode).toBe(404);
    expect(await outcomeRowOf(pm)).toEqual(before);
  });

  it("another platform's owner cannot switch a card of this platform: 404 and nothing changed", async () => {
    const user = await userNamed(test.ctx.db, 'client@demo.test');
    const pm = (await cardOf('client@demo.test')).providerPaymentMethodId;
    const before = await outcomeRowOf(pm);
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/payment/sandbox/card-outcome',
      headers: bearer(await other.signIn('owner@other.test')),
      payload: { outcome: 'decline', usrID: user.id },
    });
    expect(response.statusCode).toBe(404);
    expect(await outcomeRowOf(pm)).toEqual(before);
  });

  it('a user without a card is told to save one first (409)', async () => {
    const response = await setOutcome('root@demo.test', { outcome: 'decline' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Save a card first/);
  });

  it.each([
    [{ outcome: 'explode' }, 'outcome'],
    [{}, 'outcome'],
    [{ outcome: 'decline', usrID: 'abc' }, 'usrID'],
  ])('bad input %o answers 422 naming %s', async (payload, field) => {
    const response = await setOutcome('client@demo.test', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('needs a signed-in caller', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/payment/sandbox/card-outcome',
      payload: { outcome: 'decline' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('with PAYMENT_PROVIDER=stripe', () => {
  let fake: FakeStripe;
  let stripeApp: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeApp = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await stripeApp.close();
    await fake.close();
  });

  it('the switch does not exist (404)', async () => {
    const token = await stripeApp.signIn('client@demo.test');
    for (const method of ['GET', 'PUT'] as const) {
      const response = await stripeApp.app.inject({
        method,
        url: '/api/payment/sandbox/card-outcome',
        headers: bearer(token),
        ...(method === 'PUT' ? { payload: { outcome: 'decline' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
