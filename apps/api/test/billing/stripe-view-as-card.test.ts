// Issue 23 item 2: an agency viewing as its client adds the client's card through Stripe's own flow
// (PAYMENT_PROVIDER=stripe, the local fake Stripe): the SetupIntent is made for the client's customer,
// confirmed as Stripe.js confirms it, and the card is saved on the client, logged with the viewer.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCards, userLogs, users } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';

let fake: FakeStripe;
let test: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  test = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_API_BASE: fake.url,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_JS_URL: `${fake.url}/stripe.js`,
  });
});
afterAll(async () => {
  await test.close();
  await fake.close();
});

/** What Stripe.js posts when the browser confirms the SetupIntent with the card typed in Elements. */
const confirmInBrowser = (clientSecret: string, number: string) =>
  fetch(`${fake.url}/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({
      key: 'pk_test_fake',
      client_secret: clientSecret,
      'payment_method_data[card][number]': number,
    }),
  });

describe('Stripe card of a client, added by its agency in view-as (issue 23 item 2)', () => {
  it('the browser is told where Stripe.js loads from', async () => {
    const token = await test.signIn('client@demo.test');
    const config = await test.app.inject({
      method: 'GET',
      url: '/api/payment/config',
      headers: bearer(token),
    });
    expect(config.json()).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_fake',
      stripe_js_url: `${fake.url}/stripe.js`,
    });
  });

  it("makes the SetupIntent for the client's customer and saves the confirmed card on the client", async () => {
    const agencyToken = await test.signIn('agency@demo.test');
    const client = await userNamed(test.ctx.db, 'client@demo.test');
    const agency = await userNamed(test.ctx.db, 'agency@demo.test');
    const switched = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch',
      headers: bearer(agencyToken),
      payload: { usrID: client.id },
    });
    const viewToken = switched.json().access_token as string;

    const setup = await test.app.inject({
      method: 'POST',
      url: '/api/payment/setup-intent',
      headers: bearer(viewToken),
    });
    expect(setup.statusCode).toBe(200);
    const { setup_intent_id: setupId, client_secret: clientSecret } = setup.json();
    const [customer] = await test.ctx.db
      .select({ id: users.providerCustomerId })
      .from(users)
      .where(eq(users.id, client.id));
    // The SetupIntent belongs to the client's customer, not the agency owner's.
    expect(fake.setupIntents.get(setupId)).toMatchObject({ customer: customer?.id });
    expect(customer?.id).toBeTruthy();

    // A declined card is Stripe's to refuse; the API then saves nothing.
    expect((await confirmInBrowser(clientSecret, '4000000000000002')).status).toBe(402);
    const declined = await test.app.inject({
      method: 'PUT',
      url: '/api/payment/card',
      headers: bearer(viewToken),
      payload: { tokenid: setupId, cardholder: 'Carl Client' },
    });
    expect(declined.statusCode).toBe(422);

    expect((await confirmInBrowser(clientSecret, '4242424242424242')).status).toBe(200);
    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/payment/card',
      headers: bearer(viewToken),
      payload: { tokenid: setupId, cardholder: 'Carl Client' },
    });
    expect(saved.statusCode).toBe(200);
    const cards = await test.ctx.db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.userId, client.id), eq(paymentCards.provider, 'stripe')));
    expect(cards).toMatchObject([{ providerPaymentMethodId: `pm_fake_4242_${setupId}` }]);
    const agencyCards = await test.ctx.db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.userId, agency.id), eq(paymentCards.provider, 'stripe')));
    expect(agencyCards).toEqual([]);
    const logged = await test.ctx.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, client.id), eq(userLogs.actingUserId, agency.id)));
    expect(logged.map((row) => row.action)).toContain('card-save');
  });

  it("another agency's setup cannot be saved on this client (it belongs to another customer)", async () => {
    const otherToken = await test.signIn('agency2@demo.test');
    const other = await test.app.inject({
      method: 'POST',
      url: '/api/payment/setup-intent',
      headers: bearer(otherToken),
    });
    const foreign = other.json();
    await confirmInBrowser(foreign.client_secret, '4242424242424242');
    const clientToken = await test.signIn('client@demo.test');
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/payment/card',
      headers: bearer(clientToken),
      payload: { tokenid: foreign.setup_intent_id, cardholder: 'Carl Client' },
    });
    expect(response.statusCode).toBe(422);
  });
});
