// Steps the signed-in shell tests share: fresh accounts made ready through the API, the shell facts,
// and reading what the sidebar, profile menu and system-settings menu show.
import type { ShellFacts } from '@lead/shared';
import type { Page } from 'playwright-core';
import { apiSignIn, apiUser, callApi, type FreshAccount, registerFreshAgency } from './api.ts';
import type { Host } from './browser.ts';
import { visible, waitForPath } from './ui.ts';

export const SUCCEEDING_CARD = '4242 4242 4242 4242';
/** Refused when saved (Stripe's expired-card test number); 0002 and 9995 save and fail when charged. */
export const DECLINED_CARD = '4000 0000 0000 0069';

/** A 1×1 PNG for the upload fields. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectOk<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export const shellFactsOf = (token: string) =>
  expectOk('GET /user/shell', callApi<ShellFacts>('GET', '/user/shell', { token }));

/** A new client of the agency behind `host`, so a test may change it freely. */
export async function registerFreshClient(
  label: string,
  host: Host = 'acme.localhost',
  companyName?: string,
): Promise<FreshAccount> {
  const unique = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account = { email: `${unique}@example.test`, password: 'Fresh!pass2026', name: `Client ${label}` };
  const body = await expectOk(
    `Registering ${account.email}`,
    callApi<{ access_token: string }>('POST', '/register', {
      body: {
        companyname: companyName ?? `Client Co ${unique}`,
        name: account.name,
        email: account.email,
        phonenum: null,
        password: account.password,
        gtoken: null,
        userType: 'client',
        domainName: host,
        ownedcompanyid: null,
        idsys: null,
        refcode: null,
      },
    }),
  );
  return { ...account, token: body.access_token };
}

/** Puts a sandbox card on file, as the card form does. */
export async function addSandboxCard(token: string, number = SUCCEEDING_CARD): Promise<void> {
  const { tokenid } = await expectOk(
    'Sandbox card token',
    callApi<{ tokenid: string }>('POST', '/payment/sandbox/tokens', {
      token,
      body: {
        number: number.replace(/\s/g, ''),
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
      },
    }),
  );
  await expectOk(
    'PUT /payment/card',
    callApi('PUT', '/payment/card', {
      token,
      body: {
        tokenid,
        cardholder: 'Test Holder',
        address: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        country: 'US',
        zip: '60606',
      },
    }),
  );
}

/** Connects the agency's sandbox payment account: created, then advanced until completed. */
export async function connectSandboxAccount(token: string): Promise<void> {
  await expectOk(
    'Creating the connected account',
    callApi('POST', '/general/connected-account/create', { token }),
  );
  for (let step = 0; step < 4; step += 1) {
    const check = await expectOk(
      'Checking the connected account',
      callApi<{ status: string }>('GET', '/general/connected-account/check', { token }),
    );
    if (check.status === 'completed') return;
    await expectOk(
      'Advancing the sandbox account',
      callApi('POST', '/payment/sandbox/accounts/advance', { token }),
    );
  }
  throw new Error('The sandbox account did not reach completed');
}

export const completeSetup = (token: string) =>
  expectOk(
    'PUT setupcomplete',
    callApi('PUT', '/leadspeek/user/setupcomplete', { token, body: { statuscomplete: 'T' } }),
  );

/** Lets the account behind `token` into a beta feature (only that user: other files see no change). */
export async function letIntoBeta(token: string, slug: 'b2b_module' | 'data_wallet'): Promise<void> {
  const root = await apiSignIn('root@demo.test', 'localhost');
  const list = await expectOk(
    'GET beta-features',
    callApi<{ features: { id: number; slug: string }[] }>('GET', '/configuration/beta-features', {
      token: root,
    }),
  );
  const feature = list.features.find((entry) => entry.slug === slug);
  const me = await apiUser(token);
  await expectOk(
    `PUT beta-features/${slug}/users`,
    callApi('PUT', `/configuration/beta-features/${feature?.id}/users`, {
      token: root,
      body: { user_id: me.id, enabled: true },
    }),
  );
}

/** Fills the sandbox card form of Card Setting with a card of `number` and saves it. */
export async function saveCardThroughForm(page: Page, number = SUCCEEDING_CARD): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
}

/** A fresh agency that may use everything: card on file, account connected, setup complete. */
export async function readyAgency(label: string): Promise<FreshAccount> {
  const agency = await registerFreshAgency(label);
  await addSandboxCard(agency.token);
  await connectSandboxAccount(agency.token);
  await completeSetup(agency.token);
  return agency;
}

/** A fresh client of Acme with its card on file and its setup complete. */
export async function readyClient(label: string): Promise<FreshAccount> {
  const client = await registerFreshClient(label);
  await addSandboxCard(client.token);
  await completeSetup(client.token);
  return client;
}

const attributeOf = (page: Page, selector: string, attribute: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (elements, name) => elements.map((element) => element.getAttribute(name as string) ?? ''),
      attribute,
    );

/** The sidebar as drawn: the entry keys, in order. */
export async function drawnSidebar(page: Page): Promise<string[]> {
  await page.getByTestId('sidebar-entries').waitFor({ state: 'attached' });
  return attributeOf(page, '[data-testid="sidebar-entries"] [data-entry]', 'data-entry');
}

/** The profile menu as drawn: opens it, reads the entry keys, closes it. */
export async function drawnProfileMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByTestId('profile-menu').waitFor({ state: 'visible' });
  const entries = await attributeOf(page, '[data-testid="profile-menu"] [data-entry]', 'data-entry');
  await page.keyboard.press('Escape');
  await page.getByTestId('profile-menu').waitFor({ state: 'hidden' });
  return entries;
}

/** The system-settings dropdown as drawn (none when the button is absent). */
export async function drawnSystemSettings(page: Page): Promise<string[]> {
  const button = page.getByRole('button', { name: 'System Settings' });
  if ((await button.count()) === 0) return [];
  await button.click();
  await page.getByTestId('system-settings-menu').waitFor({ state: 'visible' });
  const routes = await attributeOf(page, '[data-testid="system-settings-menu"] [data-route]', 'data-route');
  await page.keyboard.press('Escape');
  return routes;
}

/** Waits until the signed-in frame is drawn. */
export async function waitForShell(page: Page): Promise<void> {
  await page.getByTestId('sidebar-entries').waitFor({ state: 'attached' });
}

/**
 * From a page with the connected-account panel (state "Not connected"): Connect, go through the
 * sandbox provider's onboarding, return and see the account connected on `returnPath`.
 */
export async function connectThroughSandbox(page: Page, returnPath: string): Promise<void> {
  await visible(page.getByTestId('payment-account-state').getByText('Not connected'));
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await waitForPath(page, '/sandbox/connect');
  await page.getByRole('button', { name: 'Submit details' }).click();
  await page.getByRole('button', { name: 'Approve verification' }).click();
  await visible(page.getByTestId('sandbox-status').getByText('Completed'));
  await page.getByRole('link', { name: 'Return to settings' }).click();
  await waitForPath(page, returnPath);
  await visible(page.getByTestId('payment-account-state').getByText('Connected'));
}
