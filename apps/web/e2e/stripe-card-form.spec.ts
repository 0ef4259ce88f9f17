// Issue 23 item 2: with PAYMENT_PROVIDER=stripe the card form is Stripe Elements. A platform of its
// own runs against the local fake Stripe API, and Stripe.js is its stand-in (STRIPE_JS_URL): the card
// typed in the Elements field is set up through a SetupIntent and saved on the client the agency
// views as.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../api/test/billing/fake-stripe.ts';
import { browserPerFile } from './browser.ts';
import { type RunningPlatform, startPlatform } from './platform-process.ts';
import { fillSignIn, visible } from './ui.ts';

const browser = browserPerFile();
let fake: FakeStripe;
let platform: RunningPlatform;

beforeAll(async () => {
  fake = await startFakeStripe();
  platform = await startPlatform({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_BASE: fake.url,
    STRIPE_JS_URL: `${fake.url}/stripe.js`,
  });
});
afterAll(async () => {
  await platform?.stop();
  await fake?.close();
});

/** Acme's own host on this platform (its users sign in there). */
const on = (pathname: string) => `http://acme.localhost:${platform.port}${pathname}`;

async function signIn(page: Page, email: string) {
  await page.goto(on('/login'));
  await fillSignIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('the Stripe card form (Elements)', () => {
  it('the agency, viewing as its client, adds the client’s card through a SetupIntent', async () => {
    const page = browser.page();
    await signIn(page, 'agency@demo.test');
    await page.goto(on('/configuration/client-management'));
    await page.getByRole('textbox', { name: 'Search by company, name or e-mail' }).fill('client@demo.test');
    const row = page.getByRole('row').filter({ hasText: 'client@demo.test' });
    await row.getByRole('button', { name: 'View as' }).click();
    await visible(page.getByTestId('view-as-banner'));

    await page.goto(on('/user/card-setting'));
    const field = await visible(page.getByTestId('stripe-card-field'));
    // The stand-in draws Elements' card field as one input; the sandbox's own fields are not there.
    expect(await page.getByLabel('Expiry month').count()).toBe(0);
    await field.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await visible(page.getByTestId('card-saved'));

    const created = fake.received.filter((request) => request.path === '/v1/setup_intents');
    expect(created).toHaveLength(1);
    const setupId = [...fake.setupIntents.keys()].at(-1) ?? '';
    expect(fake.setupIntents.get(setupId)).toMatchObject({
      status: 'succeeded',
      payment_method: `pm_fake_4242_${setupId}`,
    });
    // The card Stripe set up is the one on file now: the API read the SetupIntent back.
    expect(
      fake.received.some(
        (request) => request.method === 'GET' && request.path === `/v1/setup_intents/${setupId}`,
      ),
    ).toBe(true);
  });
});
