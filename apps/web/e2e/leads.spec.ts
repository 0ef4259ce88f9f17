// Leads in the browser (issue 6 points 6 and 7): an agency opens a Site ID campaign's Test tools,
// checks the pixel, sends a test lead through the real pipeline (it shows in the campaign's Leads,
// marked Test) and gets the spec's 429 sentence on a second try within the minute; an administrator
// reaches leads-management, which the menu does not list, and finds a lead there; a module dashboard
// explains rejected visits and page views dropped before processing, and counts a new lead without a
// reload.
import { DEMO_PASSWORD, LEAD_TOOL_MESSAGES, type LeadReportResponse, messages } from '@lead/shared';
import { describe, expect, inject, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction } from './campaign-row-menu.ts';
import {
  agencyWithClient,
  insertLeads,
  openSiteIdCampaignManagement,
  runningSiteCampaign,
} from './report-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { drawnSidebar, shellFactsOf } from './shell.ts';
import { uniqueWord } from './tenants-steps.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

/** The campaign's visits as stored: source, and what the pipeline made of each. */
const visitsOf = (leadspeekApiId: string) =>
  withServerDatabase(async (client) => {
    const { rows } = await client.query<{ source: string; status: string; reason: string | null }>(
      `select v.source, v.status, v.reason from visits v join campaigns c on c.id = v.campaign_id
        where c.leadspeek_api_id = $1 order by v.id`,
      [leadspeekApiId],
    );
    return rows;
  });

const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A page view sent as the pixel sends it, from `userAgent`. */
async function sendPageView(campaignKey: string, page: string, userAgent: string): Promise<void> {
  const response = await fetch(`${inject('baseUrl')}/api/pixel/event`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
    body: JSON.stringify({ c: campaignKey, v: 'dropped-visitor', u: page }),
  });
  expect(response.status).toBe(204);
}

/** The campaign's dropped page views the server has written so far (it flushes every few seconds). */
const droppedCountOf = (leadspeekApiId: string) =>
  withServerDatabase(async (client) => {
    const { rows } = await client.query<{ total: string | null }>(
      `select sum(d.count) as total from pixel_drop_counts d join campaigns c on c.id = d.campaign_id
        where c.leadspeek_api_id = $1`,
      [leadspeekApiId],
    );
    return Number(rows[0]?.total ?? 0);
  });

/**
 * A fresh administrator on Acme's staff whose role opens LeadsPeek. The sidebar shows agency staff
 * the modules only with a card of their own on file, so it shares the owner's.
 */
async function acmeAdministrator(): Promise<string> {
  const email = `${uniqueWord('admin').toLowerCase()}@acme.test`;
  await withServerDatabase(async (client) => {
    const { rows } = await client.query<{
      company_id: number;
      password_hash: string;
      customer_card_id: string;
    }>(`select company_id, password_hash, customer_card_id from users where email = 'agency@demo.test'`);
    const owner = rows[0];
    if (!owner) throw new Error('no agency@demo.test');
    const role = await client.query<{ id: number }>(
      `insert into roles (company_id, role_name) values ($1, $2) returning id`,
      [owner.company_id, email],
    );
    await client.query(
      `insert into role_modules (role_id, module_name, enable_permission, create_permission, update_permission,
         delete_permission) values ($1, 'LeadsPeek', true, true, true, true)`,
      [role.rows[0]?.id],
    );
    await client.query(
      `insert into users (company_id, role_id, user_type, name, email, password_hash, customer_card_id,
         profile_setup_completed, questionnaire_setup_completed)
       values ($1, $2, 'administrator', 'Ada Administrator', $3, $4, $5, true, true)`,
      [owner.company_id, role.rows[0]?.id, email, owner.password_hash, owner.customer_card_id],
    );
  });
  return email;
}

describe('Site ID test tools', () => {
  it("send a test lead that arrives as a lead, and refuse a second within the minute with the spec's text", async () => {
    const setup = await agencyWithClient('lead-tools');
    const campaignName = uniqueWord('Tested');
    const id = await runningSiteCampaign(setup, campaignName);
    const page = browser.page();
    await openSiteIdCampaignManagement(page, setup);
    const row = await visible(page.locator(`tr[data-campaign="${id}"]`));

    await rowAction(page, row, campaignName, 'Test tools');
    const tools = await visible(page.getByRole('dialog', { name: `Test tools of ${campaignName}` }));
    await tools.getByRole('button', { name: 'Check pixel fired' }).click();
    await visible(tools.getByTestId('pixel-result').getByText('The pixel has not fired yet.'));

    await tools.getByRole('button', { name: 'Send test lead' }).click();
    await visible(tools.getByTestId('test-lead-result').getByText(LEAD_TOOL_MESSAGES.testLeadSent));
    expect((await visitsOf(id)).map((visit) => visit.source)).toEqual(['test']);

    await tools.getByRole('button', { name: 'Send test lead' }).click();
    await visible(
      tools
        .getByTestId('test-lead-result')
        .getByText('You can only attempt this test once every minute. Please try again later.'),
    );
    expect(messages.testLeadTooSoon).toBe(
      'You can only attempt this test once every minute. Please try again later.',
    );
    expect(await visitsOf(id)).toHaveLength(1);
    await tools.getByRole('button', { name: 'Close' }).last().click();
    await tools.waitFor({ state: 'hidden' });

    // The pipeline (a background job) turns the visit into a lead of the campaign.
    await expect
      .poll(async () => (await visitsOf(id))[0], { timeout: 30_000, interval: 500 })
      .toMatchObject({ status: 'lead', reason: null });
    const listed = await callApi<LeadReportResponse>('GET', `/leadspeek/report/campaign-leads/${id}`, {
      token: setup.token,
    });
    expect(listed.body.total).toBe(1);
    await rowAction(page, row, campaignName, 'Leads');
    const leads = await visible(page.getByRole('dialog', { name: `Leads of ${campaignName}` }));
    const leadRow = await visible(leads.getByTestId('lead-table').locator('tbody tr'));
    await visible(leadRow.getByText('Test', { exact: true }));
    expect(await leadRow.locator('td').nth(4).textContent()).toBe(campaignName);
  });
});

describe('leads-management', () => {
  it('is reachable by an administrator at its module path, and not listed in the menu', async () => {
    const email = `${uniqueWord('managed').toLowerCase()}@leads.test`;
    await insertLeads('10000001', [
      {
        firstName: 'Mona',
        lastName: 'Managed',
        email,
        priceCents: 175,
        at: new Date(Date.now() - 3_600_000),
      },
    ]);
    const administrator = await acmeAdministrator();
    const facts = await shellFactsOf(await apiSignIn(administrator, 'acme.localhost'));
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', administrator, '/dashboard');
    await page.waitForURL((url) => url.pathname !== '/login');

    // The module is in the menu, its leads-management is not.
    expect(await drawnSidebar(page)).toContain('module:local');
    expect(await page.locator('[data-testid="sidebar"] a[href*="leads-management"]').count()).toBe(0);

    await page.goto(urlOn('acme.localhost', `/${facts.moduleNames.local.url}/leads-management`));
    await visible(
      page.getByRole('heading', { level: 1, name: `${facts.moduleNames.local.name} Leads Management` }),
    );
    await page.getByRole('textbox', { name: 'Search by name, e-mail or campaign' }).fill(email);
    const table = page.getByTestId('lead-table');
    await expect.poll(() => table.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual([email]);
    await visible(table.getByText('Acme Client Co', { exact: true }));
    await visible(page.getByTestId('lead-total').getByText('1 lead'));

    // Leads are personal data: the password is asked again before the file (download-auth).
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Confirm it is you' }));
    await confirm.getByLabel('Your password').fill(DEMO_PASSWORD);
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^leads-local-all-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('is reachable by a platform administrator, who has no module sections of their own', async () => {
    const facts = await shellFactsOf(await apiSignIn('admin@demo.test', 'localhost'));
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'admin@demo.test', '/dashboard');
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await drawnSidebar(page)).not.toContain('module:local');
    await page.goto(urlOn('localhost', `/${facts.moduleNames.local.url}/leads-management`));
    await visible(
      page.getByRole('heading', { level: 1, name: `${facts.moduleNames.local.name} Leads Management` }),
    );
  });

  it('is the not-found page for an agency owner', async () => {
    const agencyToken = await apiSignIn('agency@demo.test', 'acme.localhost');
    const facts = await shellFactsOf(agencyToken);
    const page = browser.page();
    await openSignedIn(
      page,
      'acme.localhost',
      'agency@demo.test',
      `/${facts.moduleNames.local.url}/leads-management`,
    );
    await visible(page.getByText('The page you requested could not be found.'));
  });
});

describe('live dashboards', () => {
  it('explain why visits did not become leads, and count a new lead without a reload', async () => {
    const setup = await agencyWithClient('live-dash');
    const id = await runningSiteCampaign(setup, uniqueWord('Live'));
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await insertLeads(id, [
      { firstName: 'Ida', lastName: 'First', email: 'ida@live.test', priceCents: 100, at: minutesAgo(30) },
    ]);
    await withServerDatabase(async (client) => {
      for (const reason of ['suppressed', 'suppressed', 'unresolved'])
        await client.query(
          `insert into visits (campaign_id, company_id, status, reason, received_at)
           select id, company_id, 'rejected', $2, now() - interval '10 minutes' from campaigns where leadspeek_api_id = $1`,
          [id, reason],
        );
    });
    // Issue 13 point 6: two page views from a crawler and one from another site, dropped on arrival.
    await sendPageView(id, 'https://client.example.com/landing', 'curl/8.5.0');
    await sendPageView(id, 'https://client.example.com/landing', 'curl/8.5.0');
    await sendPageView(id, 'https://elsewhere.example.net/', BROWSER_USER_AGENT);
    await expect.poll(() => droppedCountOf(id), { timeout: 20_000, interval: 500 }).toBe(3);

    const page = browser.page();
    await openSignedIn(
      page,
      'localhost',
      setup.email,
      `/${setup.facts.moduleNames.local.url}/dashboard`,
      setup.password,
    );
    const leadCount = () => page.getByTestId('stat-leads-value').textContent();
    await expect.poll(leadCount).toBe('1');

    const why = await visible(page.getByTestId('rejections'));
    await visible(why.getByRole('heading', { name: 'Why visits did not become leads' }));
    await visible(why.getByText('3 visits did not become leads in this range.'));
    expect(await why.getByTestId('rejection-reasons').locator('[data-reason]').allTextContents()).toEqual([
      'On an exclusion or opt-out list: 2',
      'Visitor not identified: 1',
    ]);
    const dropped = why.getByTestId('dropped-before-processing');
    await visible(dropped.getByRole('heading', { name: 'Dropped before processing' }));
    await visible(dropped.getByText('3 page views were dropped before processing in this range.'));
    expect(await dropped.getByTestId('dropped-reasons').locator('[data-reason]').allTextContents()).toEqual([
      'Bot or crawler: 2',
      "Page not on the campaign's site: 1",
    ]);
    expect(await why.locator(`tr[data-campaign="${id}"] td[data-column="dropped"]`).textContent()).toBe(
      "3: Bot or crawler (2), Page not on the campaign's site (1)",
    );

    // A lead arrives while the page is open: the figures follow within the 15 s refresh.
    await insertLeads(id, [
      { firstName: 'Jo', lastName: 'Second', email: 'jo@live.test', priceCents: 100, at: new Date() },
    ]);
    await expect.poll(leadCount, { timeout: 25_000, interval: 1_000 }).toBe('2');
    await expect
      .poll(() => page.getByTestId('lead-table').locator('tbody tr td:nth-child(3)').allTextContents())
      .toEqual(['jo@live.test', 'ida@live.test']);
  });
});
