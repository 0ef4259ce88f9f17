// The Stripe provider against a local fake Stripe: the requests it makes and how it reads answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/modules/billing/providers/stripe-provider.ts';
import {
  CardDeclinedError,
  CardTokenInvalidError,
  type PaymentProvider,
} from '../../src/platform/providers/payment-provider.ts';
import { DECLINED_PM, type FakeStripe, MISSING_PM, startFakeStripe } from './fake-stripe.ts';

let fake: FakeStripe;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({ secretKey: 'sk_test_fake', apiBase: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
});

const billingDetails = {
  name: 'Pat Payer',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  country: 'us',
  zip: '73301',
};
const routes = () => fake.received.map((request) => `${request.method} ${request.path}`);

describe('stripe provider', () => {
  it('creates a customer with the secret key, e-mail, name and user id', async () => {
    await expect(stripe.ensureCustomer({ userId: 7, email: 'pat@demo.test', name: 'Pat' })).resolves.toEqual({
      customerId: 'cus_fake_1',
    });
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/v1/customers',
        authorization: 'Bearer sk_test_fake',
        idempotencyKey: expect.stringMatching(/^customer-7-/),
        form: { email: 'pat@demo.test', name: 'Pat', 'metadata[user_id]': '7' },
      },
    ]);
  });

  it('asks for the same customer again after a declined first card, so Stripe makes only one', async () => {
    await stripe.ensureCustomer({ userId: 7, email: 'pat@demo.test', name: 'Pat' });
    await stripe.ensureCustomer({ userId: 7, email: 'pat@demo.test', name: 'Pat' });
    await stripe.ensureCustomer({ userId: 8, email: 'pat@demo.test', name: 'Pat' });
    const [first, again, other] = fake.received.map((request) => request.idempotencyKey);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('keeps an existing customer without asking Stripe', async () => {
    const existing = { userId: 7, email: 'pat@demo.test', name: 'Pat', existingCustomerId: 'cus_old' };
    await expect(stripe.ensureCustomer(existing)).resolves.toEqual({ customerId: 'cus_old' });
    expect(fake.received).toHaveLength(0);
  });

  it('attaches the card, sets its billing details and makes it the default', async () => {
    const card = await stripe.attachCard({ customerId: 'cus_fake_1', tokenId: 'pm_123', billingDetails });
    expect(card).toEqual({
      paymentMethodId: 'pm_123',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2031,
    });
    expect(routes()).toEqual([
      'POST /v1/payment_methods/pm_123/attach',
      'POST /v1/payment_methods/pm_123',
      'POST /v1/customers/cus_fake_1',
    ]);
    expect(fake.received[0]?.form).toEqual({ customer: 'cus_fake_1' });
    expect(fake.received[1]?.form).toMatchObject({
      'billing_details[name]': 'Pat Payer',
      'billing_details[address][line1]': '1 Main St',
      'billing_details[address][postal_code]': '73301',
      'billing_details[address][country]': 'US',
    });
    expect(fake.received[2]?.form).toEqual({ 'invoice_settings[default_payment_method]': 'pm_123' });
  });

  it('starts a SetupIntent for the customer, to be confirmed by the card form', async () => {
    const setup = await stripe.createCardSetup({ customerId: 'cus_fake_1' });
    expect(setup).toEqual({ setupId: 'seti_fake_1', clientSecret: 'seti_fake_1_secret_abc' });
    expect(routes()).toEqual(['POST /v1/setup_intents']);
    expect(fake.received[0]?.form).toEqual({ customer: 'cus_fake_1', usage: 'off_session' });
  });

  it("saves the card of a succeeded SetupIntent as the customer's default", async () => {
    fake.setupIntents.set('seti_done', {
      customer: 'cus_fake_1',
      status: 'succeeded',
      payment_method: 'pm_from_setup',
    });
    const card = await stripe.attachCard({ customerId: 'cus_fake_1', tokenId: 'seti_done', billingDetails });
    expect(card.paymentMethodId).toBe('pm_from_setup');
    expect(routes()).toEqual([
      'GET /v1/setup_intents/seti_done',
      'POST /v1/payment_methods/pm_from_setup',
      'POST /v1/customers/cus_fake_1',
    ]);
    expect(fake.received[2]?.form).toEqual({ 'invoice_settings[default_payment_method]': 'pm_from_setup' });
  });

  it('refuses a SetupIntent of another customer, and one that did not succeed', async () => {
    fake.setupIntents.set('seti_foreign', {
      customer: 'cus_other',
      status: 'succeeded',
      payment_method: 'pm_x',
    });
    fake.setupIntents.set('seti_failed', {
      customer: 'cus_fake_1',
      status: 'requires_payment_method',
      last_setup_error: { message: 'Your card was declined.' },
    });
    await expect(
      stripe.attachCard({ customerId: 'cus_fake_1', tokenId: 'seti_foreign', billingDetails }),
    ).rejects.toBeInstanceOf(CardTokenInvalidError);
    const failed = stripe.attachCard({ customerId: 'cus_fake_1', tokenId: 'seti_failed', billingDetails });
    await expect(failed).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(failed).rejects.toThrow('Your card was declined.');
    expect(routes()).not.toContain('POST /v1/customers/cus_fake_1');
  });

  it("turns Stripe's card error into a decline with Stripe's message", async () => {
    const attempt = stripe.attachCard({ customerId: 'cus_fake_1', tokenId: DECLINED_PM, billingDetails });
    await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(attempt).rejects.toThrow('Your card was declined.');
    expect(routes()).not.toContain('POST /v1/customers/cus_fake_1');
  });

  it('turns an unknown payment method into an unusable token', async () => {
    const attempt = stripe.attachCard({ customerId: 'cus_fake_1', tokenId: MISSING_PM, billingDetails });
    await expect(attempt).rejects.toBeInstanceOf(CardTokenInvalidError);
  });

  it('creates an Express account and an onboarding link', async () => {
    const created = await stripe.createConnectedAccount({
      email: 'agency@demo.test',
      companyName: 'Acme Marketing',
      country: 'US',
      holder: { kind: 'company', id: 3 },
    });
    expect(created).toEqual({ accountId: 'acct_fake_1' });
    expect(fake.received[0]?.form).toEqual({
      type: 'express',
      country: 'US',
      email: 'agency@demo.test',
      'business_profile[name]': 'Acme Marketing',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[holder_kind]': 'company',
      'metadata[holder_id]': '3',
    });
    const link = await stripe.accountLink({
      accountId: 'acct_fake_1',
      refreshUrl: 'http://acme.localhost/r',
      returnUrl: 'http://acme.localhost/b',
    });
    expect(link.url).toBe('https://connect.stripe.com/setup/e/acct_fake_1/fakeLink');
    expect(fake.received[1]).toMatchObject({
      path: '/v1/account_links',
      form: {
        account: 'acct_fake_1',
        refresh_url: 'http://acme.localhost/r',
        return_url: 'http://acme.localhost/b',
        type: 'account_onboarding',
      },
    });
  });

  it.each([
    [{ details_submitted: false, charges_enabled: false, payouts_enabled: false }, 'pending'],
    [{ details_submitted: true, charges_enabled: true, payouts_enabled: false }, 'inverification'],
    [{ details_submitted: true, charges_enabled: false, payouts_enabled: true }, 'inverification'],
    [{ details_submitted: true, charges_enabled: true, payouts_enabled: true }, 'completed'],
  ])('reads account %o as %s', async (flags, status) => {
    fake.accounts.set('acct_state', { ...flags, requirements: { currently_due: ['external_account'] } });
    await expect(stripe.accountStatus('acct_state')).resolves.toEqual({
      status,
      chargesEnabled: flags.charges_enabled,
      payoutsEnabled: flags.payouts_enabled,
      requirements: ['external_account'],
    });
    expect(routes()).toEqual(['GET /v1/accounts/acct_state']);
  });
});
