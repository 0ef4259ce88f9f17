// Saved cards with the sandbox provider: test cards, declines that write nothing, tenant scope.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCards, userLogs } from '../../src/db/schema/index.ts';
import { userNamed as demoUser } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const nextYear = new Date().getUTCFullYear() + 1;
const userNamed = (email: string) => demoUser(test.ctx.db, email);
const cardsOf = (userId: number) =>
  test.ctx.db.select().from(paymentCards).where(eq(paymentCards.userId, userId));
const logsOf = (userId: number) =>
  test.ctx.db
    .select()
    .from(userLogs)
    .where(and(eq(userLogs.userId, userId), eq(userLogs.action, 'card-save')));

const tokenFor = (number: string, extra: Record<string, unknown> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/tokens',
    payload: { number, exp_month: 12, exp_year: nextYear, cvc: '123', ...extra },
  });
const saveCard = async (email: string, number: string) => {
  const token = (await tokenFor(number)).json().tokenid as string;
  return test.app.inject({
    method: 'PUT',
    url: '/api/payment/card',
    headers: bearer(await test.signIn(email)),
    payload: { tokenid: token, cardholder: 'Pat Payer', address: '1 Main St', city: 'Austin', zip: '73301' },
  });
};

describe('PUT /api/payment/card', () => {
  it('saves a card, replaces the previous one and writes a user log', async () => {
    const client = await userNamed('client@demo.test');
    expect((await cardsOf(client.id)).map((card) => card.last4)).toEqual(['4242']);
    const response = await saveCard('client@demo.test', '5555555555554444');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'success',
      message: 'Your card has been saved.',
      card: {
        brand: 'mastercard',
        last4: '4444',
        exp_month: 12,
        exp_year: nextYear,
        cardholder: 'Pat Payer',
      },
    });
    const cards = await cardsOf(client.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ provider: 'sandbox', last4: '4444', city: 'Austin', zip: '73301' });
    const after = await userNamed('client@demo.test');
    expect(after.customerCardId).toBe(cards[0]?.providerPaymentMethodId);
    expect(after.customerCardId).toMatch(/^pm_sandbox_/);
    expect(after.providerCustomerId).toBe(`cus_sandbox_${client.id}`);
    expect(await logsOf(client.id)).toHaveLength(1);
  });

  // Stripe's test numbers refused when the card is saved (0002 and 9995 save fine and fail when
  // charged: sandbox-charges.test.ts).
  it.each([
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
  ])('a declined card %s answers 422 with the decline and writes nothing', async (number, text) => {
    const sales = await userNamed('sales@demo.test');
    const response = await saveCard('sales@demo.test', number);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: text, errors: { tokenid: text } });
    const after = await userNamed('sales@demo.test');
    expect(after.providerCustomerId).toBeNull();
    expect(after.customerCardId).toBeNull();
    expect(await cardsOf(sales.id)).toHaveLength(0);
    expect(await logsOf(sales.id)).toHaveLength(0);
  });

  it('a token the sandbox did not issue answers 422 on tokenid', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/payment/card',
      headers: bearer(await test.signIn('agency2@demo.test')),
      payload: { tokenid: 'tok_sandbox_bm90IGpzb24', cardholder: 'Bob Beta' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('tokenid');
  });

  it('a missing cardholder answers 422 naming the field', async () => {
    const tokenid = (await tokenFor('4242424242424242')).json().tokenid;
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/payment/card',
      headers: bearer(await test.signIn('agency2@demo.test')),
      payload: { tokenid },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('cardholder');
  });
});

describe('GET /api/payment/card', () => {
  const read = async (email: string, suffix = '') =>
    test.app.inject({
      method: 'GET',
      url: `/api/payment/card${suffix}`,
      headers: bearer(await test.signIn(email)),
    });

  it("shows the signed-in user's card, or null without one", async () => {
    expect((await read('agency2@demo.test')).json().card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect((await read('admin@demo.test')).json()).toEqual({
      card: null,
      failed_cents: 0,
      failed_paid_by_wallet: false,
    });
  });

  it("an agency reads its own client's card", async () => {
    const client = await userNamed('client2@demo.test');
    const response = await read('agency2@demo.test', `/${client.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it("agency B cannot read agency A's client's card", async () => {
    const client = await userNamed('client@demo.test');
    const response = await read('agency2@demo.test', `/${client.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('card');
  });

  it('needs a signed-in caller', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/payment/card' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/payment/customer', () => {
  it('makes the customer once and remembers it', async () => {
    const admin = await userNamed('admin@demo.test');
    const token = await test.signIn('admin@demo.test');
    const call = () =>
      test.app.inject({ method: 'POST', url: '/api/payment/customer', headers: bearer(token) });
    const first = await call();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ customer_id: `cus_sandbox_${admin.id}` });
    expect((await userNamed('admin@demo.test')).providerCustomerId).toBe(`cus_sandbox_${admin.id}`);
    expect((await call()).json()).toEqual(first.json());
    const logged = await test.ctx.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, admin.id), eq(userLogs.action, 'payment-customer')));
    expect(logged).toHaveLength(1);
  });
});

describe('GET /api/payment/config', () => {
  it('names the built-in sandbox and no publishable key', async () => {
    const token = await test.signIn('client@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/payment/config',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ provider: 'sandbox', publishable_key: null, stripe_js_url: null });
  });
});
