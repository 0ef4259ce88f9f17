// The whole loop of issue 23, as one agency owner does it in the browser: invite a client, price a
// Site ID campaign from a preset, learn before confirming that the client has no card, add the card
// while viewing as the client, start the campaign, let a page view become a lead, run billing, find
// the client's dashboard spend equal to its invoice, and see a refund on that invoice.
import { centsToDollars, fillMessage, formatCurrency } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiUser, callApi, newestMailId, waitForMail } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction, startFromMenu } from './campaign-row-menu.ts';
import { withServerDatabase } from './server-database.ts';
import { readyAgency, saveCardThroughForm, shellFactsOf } from './shell.ts';
import { openAgencyListAsRoot, uniqueWord } from './tenants-steps.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';
import { leadFromVisit } from './wallet-steps.ts';
import { savedCampaignId, siteCampaignToReview } from './wizard-steps.ts';

const browser = browserPerFile();
const money = (cents: number) => formatCurrency(centsToDollars(cents));

type ClientInvoice = { id: string; number: string; status: string; total_cents: string };

/** The client's invoices, as the billing run wrote them. */
const clientInvoices = (clientCompanyId: number) =>
  withServerDatabase(async (db) => {
    const { rows } = await db.query<ClientInvoice>(
      `select id, number, status, total_cents from invoices
       where level = 'client' and payer_company_id = $1 order by id`,
      [clientCompanyId],
    );
    return rows;
  });

/**
 * Moves the campaign's start and its leads into last week (Monday noon in the campaign's zone), so
 * the next billing run, which bills ended periods, bills them: the product has no call for this.
 */
const intoLastWeek = (leadspeekApiId: string) =>
  withServerDatabase(async (db) => {
    const lastMondayNoon = `((date_trunc('week', now() at time zone k.timezone) - interval '6 days 12 hours')
      at time zone k.timezone)`;
    await db.query(`update campaigns k set activated_at = ${lastMondayNoon} where k.leadspeek_api_id = $1`, [
      leadspeekApiId,
    ]);
    for (const table of ['lead_charges', 'leads'])
      await db.query(
        `update ${table} t set created_at = ${lastMondayNoon} + interval '1 hour'
         from campaigns k where k.id = t.campaign_id and k.leadspeek_api_id = $1`,
        [leadspeekApiId],
      );
  });

/** Queues the hourly billing run now, as its schedule would (pg-boss's own job table). */
const runBillingNow = () =>
  withServerDatabase((db) => db.query(`insert into pgboss.job (name, data) values ('billing-run', '{}')`));

describe('an agency takes a client from invitation to a billed, refunded campaign', () => {
  it('invites, prices from a preset, adds the card as the client, starts, bills and refunds', async () => {
    const agency = await readyAgency('whole-loop');
    const agencyUser = await apiUser(agency.token);
    const { moduleNames } = await shellFactsOf(agency.token);
    const siteId = moduleNames.local;
    // The agency's "Loop" preset: Site ID at $80 set-up, $30 per period, $2.50 a lead.
    const amounts = (PlatformFee: string, CostMonth: string, CostSet: string) => ({
      PlatformFee,
      CostMonth,
      CostSet,
    });
    const preset = await callApi('POST', '/configuration/price-presets', {
      token: agency.token,
      body: {
        name: 'Loop',
        prices: {
          local: amounts('80', '30', '2.50'),
          locator: amounts('80', '30', '2.50'),
          enhance: amounts('80', '30', '2.50'),
          b2b: amounts('80', '30', '3'),
        },
      },
    });
    expect(preset.status).toBe(200);

    // 1. The agency invites its client.
    const word = uniqueWord('loop');
    const client = { company: `Loop Client ${word}`, name: 'Lola Loop', email: `${word}@example.test` };
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/configuration/client-management', agency.password);
    await page.getByRole('button', { name: 'Add client' }).click();
    const add = await visible(page.getByRole('form', { name: 'Add client' }));
    await add.getByLabel('Company name').fill(client.company);
    await add.getByLabel('Full name').fill(client.name);
    await add.getByLabel('E-mail').fill(client.email);
    await add.getByLabel('Phone', { exact: true }).fill('201 555 0123');
    const before = await newestMailId();
    await add.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(fillMessage('clientAdded', { name: client.company })));
    await waitForMail(client.email, /./, before);
    const clientCompanyId = await withServerDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        'select id from companies where company_name = $1 and parent_id = $2',
        [client.company, agencyUser.company_id],
      );
      return Number(rows[0]?.id);
    });
    expect(clientCompanyId).toBeGreaterThan(0);

    // 2. A Site ID campaign priced from the preset, in the wizard.
    const campaignName = `Loop visitors ${word}`;
    await siteCampaignToReview(page, { clientName: client.company, name: campaignName, preset: 'Loop' });
    await visible(page.getByTestId('campaign-review-price').getByText(/Cost per lead: \$2\.50/));
    await page.getByRole('button', { name: 'Save campaign' }).click();
    const campaignId = await savedCampaignId(page);
    await waitForPath(page, `/${siteId.url}/campaign-management`);

    // 3. Starting says first that the client has no card; its button views as the client on Card Setting.
    const row = await visible(page.locator(`tr[data-campaign="${campaignId}"]`));
    await rowAction(page, row, campaignName, 'Activate');
    const blocked = await visible(page.getByRole('dialog', { name: `Before ${campaignName} can start` }));
    expect(await page.getByRole('button', { name: 'Start and bill' }).count()).toBe(0);
    await blocked.getByRole('button', { name: 'Add the client’s card' }).click();
    await waitForPath(page, '/user/card-setting');
    const banner = await visible(page.getByTestId('view-as-banner'));
    expect(await banner.textContent()).toContain(`${client.name} (${client.company})`);
    await saveCardThroughForm(page);
    await visible(page.getByTestId('card-saved'));

    // 4. Back as the agency, the start asks once, with the preset's price, and the campaign runs.
    await banner.getByRole('button', { name: /^Return to / }).click();
    await page.waitForURL((url) => url.pathname !== '/user/card-setting');
    await page.goto(urlOn('localhost', `/${siteId.url}/campaign-management`));
    const startRow = await visible(page.locator(`tr[data-campaign="${campaignId}"]`));
    await startFromMenu(page, startRow, campaignName, 'Activate');
    await visible(page.getByText(`Campaign ${campaignId} is active.`));

    // 5. A page view on the client's site becomes a lead; billing runs for the week it fell in.
    await leadFromVisit(campaignId, 'whole-loop');
    await intoLastWeek(campaignId);
    await runBillingNow();
    const deadline = Date.now() + 60_000;
    let invoices = await clientInvoices(clientCompanyId);
    while (!invoices.some((invoice) => invoice.status === 'paid') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      invoices = await clientInvoices(clientCompanyId);
    }
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid']);
    const invoice = invoices[0] as ClientInvoice;
    // Set-up fee, the week's platform fee and the one lead at the preset's price.
    expect(Number(invoice.total_cents)).toBeGreaterThanOrEqual(8000 + 3000);

    // 6. The client's dashboard, as the agency sees it viewing as the client: its spend is the invoice
    // plus this week's platform fee, which is not invoiced yet.
    await page.goto(urlOn('localhost', '/configuration/client-management'));
    const clientRow = await visible(page.getByRole('row').filter({ hasText: client.company }));
    await clientRow.getByRole('button', { name: 'View as' }).click();
    await waitForPath(page, `/${siteId.url}/dashboard`);
    const lastMonday = await withServerDatabase(async (db) => {
      const { rows } = await db.query<{ day: string }>(
        `select to_char(date_trunc('week', now() at time zone timezone) - interval '7 days', 'YYYY-MM-DD') as day
         from campaigns where leadspeek_api_id = $1`,
        [campaignId],
      );
      return rows[0]?.day ?? '';
    });
    await page.getByLabel('From', { exact: true }).fill(lastMonday);
    const split = page.getByTestId('stat-spend-split');
    await expect
      .poll(() => split.textContent())
      .toBe(`Invoiced ${money(Number(invoice.total_cents))} · Not invoiced yet ${money(3000)}`);
    expect(await page.getByTestId('stat-spend-value').textContent()).toBe(
      money(Number(invoice.total_cents) + 3000),
    );

    // 7. The platform refunds part of it; the client's invoice shows the refund.
    // Platform staff sign in in a browser of their own (this one holds the agency's session).
    const staffContext = await browser.context().browser()?.newContext();
    if (!staffContext) throw new Error('no browser for platform staff');
    const staff = await staffContext.newPage();
    await openAgencyListAsRoot(staff);
    await staff.goto(urlOn('localhost', `/invoices/${invoice.id}`));
    await staff.getByTestId('invoice-refund').click();
    const refund = staff.getByRole('dialog', { name: `Refund ${invoice.number}` });
    await refund.getByRole('textbox', { name: 'Amount to refund' }).fill('5.00');
    await refund.getByRole('button', { name: 'Review refund' }).click();
    await refund.getByRole('button', { name: 'Refund $5.00' }).click();
    await visible(refund.getByText(/Refunded \$5\.00/));
    await staffContext.close();

    await page.goto(urlOn('localhost', `/invoices/${invoice.id}`));
    const sheet = await visible(page.getByTestId('invoice-sheet'));
    await visible(sheet.getByText('Partly refunded', { exact: true }).first());
    await visible(sheet.locator('tr[data-refund="1"]'));
    expect(await sheet.getByTestId('invoice-net').textContent()).toBe(
      money(Number(invoice.total_cents) - 500),
    );
  });
});
