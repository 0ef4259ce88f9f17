// The Integrations screens' own behaviour, with the integration calls answered by the test (the
// provider answers are the API tests' business): §8 "Integration save error" (an HTTP refusal or a
// result 'error' shows the server's message as a notification; a success shows the server's message
// or 'Changes saved successfully'), loading and empty states, the disconnect and rotate confirmations
// (nothing is sent before the confirmation), the secret shown once, and the delivery log's Resend.
import type { DeliveryLogRow, IntegrationSummary } from '@lead/shared';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn } from './api.ts';
import { wcagViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { shellFactsOf } from './shell.ts';
import { noticeAfter, openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

const now = new Date().toISOString();
const summary = (overrides: Partial<IntegrationSummary>): IntegrationSummary => ({
  id: 11,
  company_id: 1,
  slug: 'webhook',
  name: 'Webhook',
  campaign_id: null,
  status: 'connected',
  account_name: null,
  credential_fields: [],
  url: 'https://hooks.example.com/leads',
  tags: [],
  settings: {},
  secret_hint: 'whsec_…a1b2',
  last_error: null,
  connected_at: now,
  updated_at: now,
  ...overrides,
});
const webhook = summary({});
const sendgrid = summary({
  id: 12,
  slug: 'sendgrid',
  name: 'SendGrid',
  url: null,
  secret_hint: null,
  status: 'error',
  account_name: 'Acme mail',
  credential_fields: ['api_key'],
  last_error: 'SendGrid answered 401: the API key was revoked.',
});
const failedDelivery: DeliveryLogRow = {
  id: 501,
  lead_id: 9001,
  campaign_id: 77,
  leadspeek_api_id: '123456',
  campaign_name: 'Spring promo',
  integration_id: 12,
  slug: 'sendgrid',
  integration_name: 'SendGrid',
  lead_name: 'Ada Lovelace',
  lead_email: 'ada@example.com',
  status: 'failed',
  attempts: 9,
  last_http_status: 401,
  last_error: 'Unauthorized',
  next_attempt_at: null,
  delivered_at: null,
  created_at: now,
  updated_at: now,
};

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

type Mocks = { integrations?: IntegrationSummary[]; deliveries?: DeliveryLogRow[]; slowList?: boolean };

/** Answers the integration calls of the page; returns the bodies of the calls that change something. */
async function mockIntegrations(page: Page, mocks: Mocks) {
  const sent: Array<{ path: string; body: unknown }> = [];
  let releaseList: () => void = () => {};
  const listHeld = new Promise<void>((resolve) => {
    releaseList = resolve;
  });
  await page.route(/\/api\/getcompanyintegrationlist\/\d+$/, async (route) => {
    if (mocks.slowList) await listHeld;
    await json(route, { integrations: mocks.integrations ?? [] });
  });
  await page.route(/\/api\/integrations\/deliveries(\?.*)?$/, (route) => {
    const rows = mocks.deliveries ?? [];
    return json(route, { data: rows, current_page: 1, per_page: 25, total: rows.length, last_page: 1 });
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && /^\/api\/(saveintegration|integrations\/)/.test(path)) {
      sent.push({ path, body: request.postDataJSON() });
    }
  });
  return { sent, releaseList };
}

async function openIntegrations(page: Page) {
  await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/integrations');
  await visible(page.getByRole('heading', { level: 1, name: 'Integrations' }));
}

describe('integrations screens', () => {
  it('shows loading cards, then every provider not connected, and the empty delivery log', async () => {
    const page = browser.page();
    const mocks = await mockIntegrations(page, { slowList: true });
    await openIntegrations(page);
    expect(await page.getByTestId('provider-loading').count()).toBe(10);
    mocks.releaseList();
    await visible(page.getByTestId('provider-salesforce'));
    expect(await page.getByTestId('integration-status').allTextContents()).toEqual(
      Array(10).fill('Not connected'),
    );
    await visible(page.getByTestId('delivery-log').getByText('No deliveries yet'));
    expect(await wcagViolations(page)).toEqual([]);
  });

  it("§8: a refusal shows the server's message; a success its message or 'Changes saved successfully'", async () => {
    const page = browser.page();
    await mockIntegrations(page, {});
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'The provider refused these credentials. Check them and try again.' },
    };
    await page.route(/\/api\/saveintegration$/, (route) => json(route, answer.body, answer.status));
    await openIntegrations(page);

    const connect = async () => {
      await page.getByRole('button', { name: 'Connect SendGrid' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Connect SendGrid' }));
      await dialog.getByLabel('API key').fill('SG.secret');
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      return dialog;
    };
    const dialog = await connect();
    await visible(page.getByText('The provider refused these credentials. Check them and try again.'));
    // Still open, so the user can correct the key.
    await visible(dialog);

    // An answer of 200 whose result is 'error' is a refusal too.
    answer = {
      status: 200,
      body: { result: 'error', message: 'SendGrid did not answer. Please try again.' },
    };
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await visible(page.getByText('SendGrid did not answer. Please try again.'));

    answer = { status: 200, body: { result: 'success', message: '' } };
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await visible(page.getByText('Changes saved successfully'));
    await dialog.waitFor({ state: 'hidden' });

    answer = { status: 200, body: { result: 'success', message: 'SendGrid is connected.' } };
    await connect();
    await visible(page.getByText('SendGrid is connected.'));
  });

  it('an empty credential is refused in the form, before anything is sent', async () => {
    const page = browser.page();
    const mocks = await mockIntegrations(page, {});
    await openIntegrations(page);
    await page.getByRole('button', { name: 'Connect Kartra' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Connect Kartra' }));
    await dialog.getByLabel('App ID').fill('app-1');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await visible(dialog.getByText('API key is required.'));
    await visible(dialog.getByText('API password is required.'));
    expect(mocks.sent).toEqual([]);
  });

  it('shows each state, disconnects only after the confirmation, and resends a failed delivery', async () => {
    const page = browser.page();
    const mocks = await mockIntegrations(page, {
      integrations: [webhook, sendgrid],
      deliveries: [failedDelivery],
    });
    await page.route(/\/api\/integrations\/12\/disconnect$/, (route) =>
      json(route, { result: 'success', message: 'The integration has been disconnected.' }),
    );
    await page.route(/\/api\/integrations\/deliveries\/501\/resend$/, (route) =>
      json(route, {
        message: 'The lead is queued to be sent again.',
        delivery: { ...failedDelivery, status: 'pending' },
      }),
    );
    await openIntegrations(page);

    const sendgridCard = page.getByTestId('provider-sendgrid');
    await visible(sendgridCard.getByText('Needs attention'));
    await visible(
      sendgridCard.getByText('SendGrid answered 401: the API key was revoked.', { exact: false }),
    );
    await visible(page.getByTestId('provider-webhook').getByText('Connected', { exact: true }));

    const row = await visible(page.getByTestId('delivery-log').locator('tr[data-lead="9001"]'));
    await visible(row.getByText('Failed'));
    await visible(row.getByRole('cell', { name: '401', exact: true }));
    await visible(row.getByRole('cell', { name: '9', exact: true }));
    await visible(row.getByText('Unauthorized'));
    expect(await wcagViolations(page)).toEqual([]);

    await sendgridCard.getByRole('button', { name: 'Disconnect SendGrid' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Disconnect SendGrid?' }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(mocks.sent.filter((call) => call.path.endsWith('/disconnect'))).toEqual([]);
    await sendgridCard.getByRole('button', { name: 'Disconnect SendGrid' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect SendGrid?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await visible(page.getByText('The integration has been disconnected.'));
    expect(mocks.sent.map((call) => call.path)).toContain('/api/integrations/12/disconnect');

    await row.getByRole('button', { name: 'Resend lead Ada Lovelace to SendGrid' }).click();
    await visible(page.getByText('The lead is queued to be sent again.'));
    expect(mocks.sent.map((call) => call.path)).toContain('/api/integrations/deliveries/501/resend');
  });

  it('rotates a webhook secret only after the confirmation, and shows the new one once', async () => {
    const page = browser.page();
    const mocks = await mockIntegrations(page, { integrations: [webhook] });
    await page.route(/\/api\/integrations\/11\/rotate-secret$/, (route) =>
      json(route, { message: 'A new signing secret has been made.', secret: 'whsec_bmV3IHNlY3JldA==' }),
    );
    await openIntegrations(page);
    await page.getByRole('link', { name: 'Webhook settings' }).click();
    await page.waitForURL((url) => url.pathname === '/integrations/webhook/webhook');
    const panel = await visible(page.getByTestId('webhook-panel'));
    await visible(panel.getByTestId('secret-hint').getByText('whsec_…a1b2'));
    expect(await panel.getByLabel('Webhook URL').inputValue()).toBe('https://hooks.example.com/leads');
    expect(await wcagViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Rotate secret' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Rotate the signing secret?' }));
    await visible(confirm.getByText('update your receiver straight away', { exact: false }));
    expect(mocks.sent).toEqual([]);
    await confirm.getByRole('button', { name: 'Rotate secret' }).click();
    const shown = await visible(page.getByRole('dialog', { name: 'Signing secret', exact: true }));
    await visible(shown.getByTestId('webhook-secret').getByText('whsec_bmV3IHNlY3JldA=='));
    await visible(page.getByText('A new signing secret has been made.'));
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'hidden' });
    // Once: closed, it is nowhere on the page.
    expect(await page.getByText('whsec_bmV3IHNlY3JldA==').count()).toBe(0);
  });

  it('lists the leads the live stream pushes for this module, and reopens it with a fresh ticket', async () => {
    const page = browser.page();
    const facts = await shellFactsOf(await apiSignIn('client@demo.test', 'acme.localhost'));
    let tickets = 0;
    await page.route(/\/api\/leads\/live\/ticket$/, (route) => {
      tickets += 1;
      return json(route, { ticket: `ticket-${tickets}`, expires_at: now });
    });
    const lead = (id: number, module: string, first: string) => ({
      id,
      campaign_id: 1,
      leadspeek_api_id: '1',
      campaign_name: 'Spring promo',
      company_id: 1,
      module,
      first_name: first,
      last_name: 'Hopper',
      email: `${first.toLowerCase()}@example.com`,
      city: null,
      state: null,
      created_at: now,
    });
    // One connection: two leads (one of another module), a malformed message, then the stream ends.
    await page.route(/\/api\/leads\/live\?ticket=ticket-1$/, (route) =>
      route.fulfill({
        contentType: 'text/event-stream',
        body: [
          `event: lead\ndata: ${JSON.stringify(lead(701, 'local', 'Grace'))}\n\n`,
          'event: lead\ndata: {not json\n\n',
          `event: lead\ndata: ${JSON.stringify(lead(702, 'locator', 'Searcher'))}\n\n`,
        ].join(''),
      }),
    );
    await page.route(/\/api\/leads\/live\?ticket=ticket-[2-9]$/, (route) =>
      route.fulfill({ contentType: 'text/event-stream', body: ': still here\n\n' }),
    );
    await openSignedIn(
      page,
      'acme.localhost',
      'client@demo.test',
      `/${facts.moduleNames.local.url}/dashboard`,
    );
    const live = await visible(page.getByTestId('live-leads'));
    const grace = await visible(live.getByTestId('live-lead-701'));
    await visible(grace.getByText('Grace Hopper'));
    await visible(grace.getByText('grace@example.com'));
    await visible(grace.getByText('Spring promo'));
    expect(await live.getByTestId('live-lead-702').count()).toBe(0);
    // The ended stream is opened again on a new ticket (an old one may have expired).
    await expect.poll(() => tickets, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it("saves a campaign's lists and net-new only, and shows the server's answer", async () => {
    const page = browser.page();
    const facts = await shellFactsOf(await apiSignIn('client@demo.test', 'acme.localhost'));
    await mockIntegrations(page, { integrations: [sendgrid] });
    await page.route(/\/api\/integration\/details$/, (route) =>
      json(route, {
        campaign_id: 1,
        integrations: [
          {
            integration_id: 12,
            slug: 'sendgrid',
            name: 'SendGrid',
            status: 'connected',
            enabled: false,
            targets: {},
            net_new_only: false,
          },
        ],
        webhook: null,
      }),
    );
    await page.route(/\/api\/sendgridlist\/\d+$/, (route) =>
      json(route, {
        targets: [
          { id: 'l1', name: 'Newsletter', kind: 'list' },
          { id: 'l2', name: 'Leads 2026', kind: 'list' },
        ],
      }),
    );
    let saved: unknown = null;
    await page.route(/\/api\/savecampaignintegrationdetails$/, (route) => {
      saved = route.request().postDataJSON();
      return json(route, { result: 'success', message: '' });
    });
    await openSignedIn(
      page,
      'acme.localhost',
      'client@demo.test',
      `/${facts.moduleNames.local.url}/campaign-management`,
    );
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Integrations', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /^Integrations of / }));
    const form = await visible(dialog.getByTestId('campaign-integration-sendgrid'));
    await form.getByRole('switch', { name: 'Send this campaign’s leads to SendGrid' }).click({ force: true });
    await form.getByLabel('Lists').click();
    await page.getByRole('option', { name: 'Leads 2026' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('switch', { name: 'Net-new only' }).click({ force: true });
    await noticeAfter(page, 'Changes saved successfully', () =>
      form.getByRole('button', { name: 'Save SendGrid' }).click(),
    );
    expect(saved).toMatchObject({
      slug: 'sendgrid',
      enabled: true,
      targets: { lists: ['l2'] },
      net_new_only: true,
    });
    expect(await wcagViolations(page)).toEqual([]);
  });

  it("Google Sheets: Connect goes to Google's consent page; coming back says what happened, once", async () => {
    const page = browser.page();
    await mockIntegrations(page, {});
    // Google's consent page, as the check-connect answer names it, sends the browser back at once.
    const back = urlOn('acme.localhost', '/integrations/googlesheet/google-sheets?google=connected');
    await page.route(/\/api\/leadspeek\/googlespreadsheet\/check-connect\/\d+$/, (route) =>
      json(route, { connected: false, account_name: null, auth_url: back }),
    );
    await openIntegrations(page);
    await page.getByRole('button', { name: 'Connect Google Sheets' }).click();
    await page.waitForURL((url) => url.pathname === '/integrations/googlesheet/google-sheets');
    await visible(page.getByText('Google Sheets is connected. Choose a spreadsheet on each campaign.'));
    await page.waitForURL((url) => !url.search.includes('google='));

    await page.goto(urlOn('acme.localhost', '/integrations/googlesheet/google-sheets?google=denied'));
    await visible(page.getByText('Google access was not granted', { exact: false }));
    await page.waitForURL((url) => !url.search.includes('google='));
    await visible(page.getByRole('button', { name: 'Connect Google Sheets' }));
  });
});
