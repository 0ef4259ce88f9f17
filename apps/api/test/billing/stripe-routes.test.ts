// The API with PAYMENT_PROVIDER=stripe, against the local fake Stripe: cards and connected accounts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, paymentCards, users } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { DECLINED_PM, type FakeStripe, startFakeStripe } from './fake-stripe.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe('the API with PAYMENT_PROVIDER=stripe', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_BASE: fake.url,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    });
  });
  afterAll(() => test.close());

  const sales = async () =>
    (await test.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.test')))[0];
  const putCard = async (tokenid: string) =>
    test.app.inject({
      method: 'PUT',
      url: '/api/payment/card',
      headers: bearer(await test.signIn('sales@demo.test')),
      payload: { tokenid, cardholder: 'Sam Sales' },
    });

  it("a decline answers 422 in Stripe's words and stores nothing", async () => {
    const response = await putCard(DECLINED_PM);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Your card was declined.',
      errors: { tokenid: 'Your card was declined.' },
    });
    expect((await sales())?.providerCustomerId).toBeNull();
  });

  it('saves a Stripe card with the customer Stripe made', async () => {
    const response = await putCard('pm_123');
    expect(response.statusCode).toBe(200);
    expect(response.json().card).toMatchObject({ brand: 'visa', last4: '4242', exp_year: 2031 });
    const user = await sales();
    expect(user).toMatchObject({ providerCustomerId: 'cus_fake_1', customerCardId: 'pm_123' });
    const cards = await test.ctx.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.userId, user?.id ?? 0));
    expect(cards).toMatchObject([{ provider: 'stripe', providerPaymentMethodId: 'pm_123' }]);
  });

  it('stores the Stripe account of an agency and reads its state back', async () => {
    const token = await test.signIn('agency@demo.test');
    const [acme] = await test.ctx.db.select().from(companies).where(eq(companies.subdomain, 'acme'));
    await test.app.inject({
      method: 'POST',
      url: `/api/general/reset-payment-connection/${acme?.id}/agency`,
      headers: bearer(token),
    });
    const create = await test.app.inject({
      method: 'POST',
      url: '/api/general/connected-account/create',
      headers: bearer(token),
    });
    expect(create.json()).toEqual({ status: 'pending' });
    fake.accounts.set('acct_fake_1', {
      details_submitted: true,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: ['individual.verification.document'] },
    });
    const check = await test.app.inject({
      method: 'GET',
      url: '/api/general/connected-account/check',
      headers: bearer(token),
    });
    expect(check.json()).toEqual({
      status: 'inverification',
      charges_enabled: false,
      payouts_enabled: false,
      account_requirements: ['individual.verification.document'],
    });
    const [stored] = await test.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.id, acme?.id ?? 0));
    expect(stored).toMatchObject({ providerAccountId: 'acct_fake_1', accountStatus: 'inverification' });
  });

  it('tells the browser to use Stripe, and starts a SetupIntent for the signed-in customer', async () => {
    const token = await test.signIn('agency2@demo.test');
    const config = await test.app.inject({
      method: 'GET',
      url: '/api/payment/config',
      headers: bearer(token),
    });
    expect(config.json()).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_fake',
      // Stripe's own Stripe.js unless STRIPE_JS_URL names another (browser tests).
      stripe_js_url: null,
    });
    const setup = await test.app.inject({
      method: 'POST',
      url: '/api/payment/setup-intent',
      headers: bearer(token),
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({
      provider: 'stripe',
      setup_intent_id: 'seti_fake_1',
      client_secret: 'seti_fake_1_secret_abc',
    });
  });

  it('saves the card of a confirmed SetupIntent', async () => {
    fake.setupIntents.set('seti_route', {
      customer: 'cus_fake_1',
      status: 'succeeded',
      payment_method: 'pm_routed',
    });
    const response = await putCard('seti_route');
    expect(response.statusCode).toBe(200);
    const [card] = await test.ctx.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.providerPaymentMethodId, 'pm_routed'));
    expect(card?.provider).toBe('stripe');
  });

  it('has no sandbox routes', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/tokens',
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
  });
});
