// Module dashboards and the /campaign dashboard (issue 5 point 5; part 2 §7 "Reports"): fresh accounts
// without leads see what to do instead of charts; an agency whose client has leads (written straight
// into the server's database) sees the stat cards, both charts and the recent leads with the right
// totals, per module and across modules, and narrows them by client, range and search.
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { agencyWithClient, insertLeads, runningSiteCampaign, storedCampaign } from './report-steps.ts';
import { readyAgency, readyClient } from './shell.ts';
import { uniqueWord } from './tenants-steps.ts';
import { holdNextCallUntil, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const textOf = (testId: string) => () => browser.page().getByTestId(testId).textContent();
const statCards = async () => ({
  leads: await textOf('stat-leads-value')(),
  spend: await textOf('stat-spend-value')(),
  active: await textOf('stat-active-campaigns-value')(),
});
/** The charts' own code (their library is the largest part of a dashboard). */
const isChartsCode = (url: string) => /\/assets\/report-charts-[\w-]+\.js$/.test(new URL(url).pathname);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('dashboards before the first lead', () => {
  it('a fresh agency sees what to do, with no chart, on /campaign and on its Site ID dashboard', async () => {
    const agency = await readyAgency('dash-empty');
    const page = browser.page();
    const chartsCode: string[] = [];
    page.on('request', (request) => {
      if (isChartsCode(request.url())) chartsCode.push(request.url());
    });
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');

    await page.goto(urlOn('localhost', '/campaign'));
    await visible(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }));
    const empty = await visible(page.getByTestId('empty-state'));
    await visible(empty.getByText('No campaigns yet'));
    await visible(empty.getByText(/Build your first campaign in Build Your Campaign/));
    expect(await empty.getByRole('link', { name: 'Build Your Campaign' }).getAttribute('href')).toBe(
      '/campaign-setup',
    );
    // The page's own link (the sidebar's Campaign menu has one too).
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Campaign Audience List' }).getAttribute('href'),
    ).toBe('/Audience');
    await expect.poll(statCards).toEqual({ leads: '0', spend: '$0.00', active: '0' });
    expect(await page.getByTestId('leads-chart').count()).toBe(0);
    expect(await page.getByTestId('recent-leads').count()).toBe(0);

    await page.goto(urlOn('localhost', '/siteid/dashboard'));
    await visible(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' }));
    const moduleEmpty = await visible(page.getByTestId('empty-state'));
    await visible(moduleEmpty.getByText(/then install its pixel/));
    expect(await moduleEmpty.getByRole('link', { name: 'Build Your Campaign' }).getAttribute('href')).toBe(
      '/campaign-setup?module=local',
    );
    expect(await page.getByTestId('spend-chart').count()).toBe(0);
    // Without leads there is nothing to draw: the charts' library, a dashboard's largest part, stays unloaded.
    expect(chartsCode).toEqual([]);
  });

  it('a fresh client sees the empty state of its Site ID dashboard, without a client picker, and builds for itself', async () => {
    const client = await readyClient('dash-client');
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', client.email, '/siteid/dashboard', client.password);
    await visible(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' }));
    await visible(page.getByTestId('empty-state').getByText('No campaigns yet'));
    await expect.poll(statCards).toEqual({ leads: '0', spend: '$0.00', active: '0' });
    expect(await page.getByRole('combobox', { name: 'Client', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('leads-chart').count()).toBe(0);

    // The wizard speaks to the client of its own campaign: no client to choose, the price its own.
    await page.getByTestId('empty-state').getByRole('link', { name: 'Build Your Campaign' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Build Your Campaign' }));
    await visible(page.getByText('Product and name', { exact: true }));
    await visible(page.getByText('What you pay', { exact: true }));
    await visible(page.getByText('Optional: a folder of your campaigns in this product'));
    const groups = page.getByRole('combobox', { name: 'Campaign group', exact: true });
    await expect.poll(() => groups.isEnabled()).toBe(true);
    await groups.click();
    await visible(page.getByText('No campaign groups yet: your agency adds them for you.'));
    await page.keyboard.press('Escape');
    // Nothing on the page speaks of a client (the header's user name aside).
    expect(
      await page
        .getByRole('main')
        .getByText(/client/i)
        .allTextContents(),
    ).toEqual([]);
  });
});

describe('dashboards with leads', () => {
  it('load the charts’ code while the chart’s figures are still on their way', async () => {
    const setup = await agencyWithClient('dash-early');
    const site = await runningSiteCampaign(setup, uniqueWord('Early'));
    await insertLeads(site, [
      { firstName: 'Eve', lastName: 'Early', email: 'eve@leads.test', priceCents: 150, at: hoursAgo(1) },
    ]);
    const page = browser.page();
    const chartsCodeAsked = page.waitForRequest((request) => isChartsCode(request.url()));
    // The chart's figures are held until the charts' code has been asked for: a dashboard that asked
    // for the code only once the figures had come would wait here and fail.
    await holdNextCallUntil(page, '**/api/leadspeek/report/chart/**', chartsCodeAsked);
    await openSignedIn(page, 'localhost', setup.email, '/campaign', setup.password);
    await chartsCodeAsked;
    await visible(page.getByTestId('leads-chart').locator('svg.recharts-surface').first());
    await expect.poll(statCards).toEqual({ leads: '1', spend: '$0.00', active: '1' });
  });

  it('show the totals, both charts and the recent leads, per module and across modules', async () => {
    const setup = await agencyWithClient('dash-leads');
    const siteName = uniqueWord('Visitors');
    const searchName = uniqueWord('Roofing');
    const site = await runningSiteCampaign(setup, siteName);
    const search = await storedCampaign(setup.clientId, 'locator', searchName);
    await insertLeads(site, [
      { firstName: 'Ada', lastName: 'Older', email: 'ada@leads.test', priceCents: 150, at: hoursAgo(48) },
      { firstName: 'Ben', lastName: 'Middle', email: 'ben@leads.test', priceCents: 250, at: hoursAgo(24) },
      { firstName: 'Cat', lastName: 'Newest', email: 'cat@leads.test', priceCents: 125, at: hoursAgo(0.2) },
    ]);
    await insertLeads(search, [
      { firstName: 'Dan', lastName: 'Searcher', email: 'dan@leads.test', priceCents: 400, at: hoursAgo(30) },
    ]);

    const page = browser.page();
    await openSignedIn(page, 'localhost', setup.email, '/campaign', setup.password);
    await visible(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }));

    // Every module: four leads, one campaign running (the Search ID one is paused). The spend card
    // counts as the invoices do (issue 23): these leads were written without lead charges, and the
    // campaigns cost nothing per period, so nothing is billed.
    await expect.poll(statCards).toEqual({ leads: '4', spend: '$0.00', active: '1' });
    await visible(page.getByTestId('leads-chart').locator('svg.recharts-surface').first());
    await visible(page.getByTestId('spend-chart').locator('svg.recharts-surface').first());
    expect(await page.getByTestId('chart-summary').textContent()).toMatch(
      /^4 leads and \$9\.25 in lead charges from /,
    );
    expect(await page.getByTestId('empty-state').count()).toBe(0);

    const table = page.getByTestId('lead-table');
    const drawnEmails = () => table.locator('tbody tr td:nth-child(3)').allTextContents();
    await expect
      .poll(drawnEmails)
      .toEqual(['cat@leads.test', 'ben@leads.test', 'dan@leads.test', 'ada@leads.test']);
    await visible(table.locator('tbody tr').first().getByText(setup.clientName));
    await page.getByTestId('sort-price_cents').click();
    await expect
      .poll(drawnEmails)
      .toEqual(['cat@leads.test', 'ada@leads.test', 'ben@leads.test', 'dan@leads.test']);
    await page.getByRole('textbox', { name: 'Search by name, e-mail or campaign' }).fill(searchName);
    await expect.poll(drawnEmails).toEqual(['dan@leads.test']);
    await visible(page.getByTestId('lead-total').getByText('1 lead'));

    // The agency picks its client: the same leads, since it has only this one.
    await page.getByRole('combobox', { name: 'Client', exact: true }).click();
    await page.getByRole('option', { name: setup.clientName, exact: true }).click();
    await expect.poll(statCards).toEqual({ leads: '4', spend: '$0.00', active: '1' });

    // Site ID alone: its three leads.
    const slug = setup.facts.moduleNames.local.url;
    await page.goto(urlOn('localhost', `/${slug}/dashboard`));
    await visible(
      page.getByRole('heading', { level: 1, name: `${setup.facts.moduleNames.local.name} Dashboard` }),
    );
    await expect.poll(statCards).toEqual({ leads: '3', spend: '$0.00', active: '1' });
    await expect.poll(drawnEmails).toEqual(['cat@leads.test', 'ben@leads.test', 'ada@leads.test']);
    // The Invoice card (the invoice report, issue 15 item 7): the Site ID campaign's three leads, $5.25.
    const invoiceCard = await visible(page.getByTestId('invoice-report'));
    await visible(invoiceCard.getByRole('cell', { name: siteName }));
    await expect.poll(() => invoiceCard.getByTestId('invoice-report-total').textContent()).toBe('$5.25');
    // Its column is what the leads cost, by the name the charts give it: the Spend card above adds the fees.
    await visible(invoiceCard.getByRole('columnheader', { name: 'Lead charges', exact: true }));
    expect(await invoiceCard.getByRole('columnheader', { name: 'Spend', exact: true }).count()).toBe(0);

    // A range before the first lead has none; an end before the start is refused and changes nothing.
    await page.getByLabel('From', { exact: true }).fill(isoDay(-10));
    await page.getByLabel('To', { exact: true }).fill(isoDay(-5));
    await expect.poll(statCards).toEqual({ leads: '0', spend: '$0.00', active: '1' });
    await visible(page.getByText('No leads in this range'));
    await page.getByLabel('To', { exact: true }).fill(isoDay(-12));
    await visible(page.getByText('The end date cannot be before the start date.'));
    await expect.poll(statCards).toEqual({ leads: '0', spend: '$0.00', active: '1' });
  });
});
