// The visitor's journey end to end (issue 25 item 1): a visitor lands on the demo site from a
// newsletter (UTM tags), goes on to the book and pricing pages and becomes a lead; the demo client
// finds the lead on its Site ID dashboard with its activity, follows the name to the lead's own page
// and reads the journey: the three pages in order, the counts and the tags, and Tab reaches the way
// back. Another account's lead, and one that does not exist, read as not found; the names in a
// campaign's leads dialog and in leads-management open the page too; a lead without page views says so.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction } from './campaign-row-menu.ts';
import { follow, leadOfVisitor, type NewLead } from './journey-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

// A desktop browser: HeadlessChrome's own user agent is a bot's, and bots never become leads.
const browser = browserPerFile({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const PAGE_TITLES = ['Acme Client Co — Home', 'Acme Client Co — Book a visit', 'Acme Client Co — Pricing'];

/** A lead of the demo client that has no page views (the demo's seeded history). */
async function acmeLeadWithoutVisits(): Promise<NewLead> {
  return withServerDatabase(async (client) => {
    const { rows } = await client.query<NewLead>(
      `select l.id::int as id, l.first_name, l.last_name, l.email
         from leads l join companies c on c.id = l.company_id
        where c.company_name = 'Acme Client Co' and l.module = 'local' and l.visit_id is null
        order by l.id limit 1`,
    );
    const lead = rows[0];
    if (!lead) throw new Error('the demo client has no seeded lead');
    return lead;
  });
}

/** Presses Tab from the top of the page until `target` has the focus: how many presses, or Infinity. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

describe("the visitor's journey on the lead's own page", () => {
  it('a newsletter visitor who read three pages: the client follows the name and reads the journey', async () => {
    const visitor = browser.page();
    const landing = visitor.waitForResponse((response) => response.url().endsWith('/api/pixel/event'));
    await visitor.goto(
      urlOn('localhost', '/demo-site/?utm_source=newsletter&utm_medium=email&utm_campaign=spring'),
    );
    await visible(visitor.getByRole('heading', { name: 'Acme Client Co' }));
    expect((await landing).status()).toBe(204);
    const visitorId = (await visitor.evaluate(() => localStorage.getItem('_lpvid'))) ?? '';
    expect(visitorId).not.toBe('');
    await follow(visitor, 'Book a visit', 'Book a visit');
    await follow(visitor, 'Pricing', 'Pricing');
    const lead = await leadOfVisitor(visitorId, 3);
    const name = `${lead.first_name} ${lead.last_name}`;

    // The dashboard's list: the lead's activity, and its name as the way to its page.
    const client = await browser.context().newPage();
    await openSignedIn(client, 'acme.localhost', 'client@demo.test', '/siteid/dashboard');
    const row = await visible(client.locator(`[data-testid="lead-table"] tr[data-lead="${lead.id}"]`));
    const activity = row.getByTestId('lead-activity');
    expect(await activity.textContent()).toMatch(/^1 visit · 3 pageslast seen /);
    await row.getByRole('link', { name }).click();
    await waitForPath(client, `/siteid/leads/${lead.id}`);

    // The person and the journey's figures.
    await visible(client.getByRole('heading', { level: 1, name }));
    await visible(client.getByTestId('lead-person').getByText(lead.email));
    const summary = await visible(client.getByTestId('lead-journey-summary'));
    const fact = (testId: string) => summary.getByTestId(testId).locator('dd').textContent();
    expect(await fact('journey-visits')).toBe('1');
    expect(await fact('journey-page-views')).toBe('3');
    expect(await fact('journey-utm-source')).toBe('newsletter');
    expect(await fact('journey-utm-medium')).toBe('email');
    expect(await fact('journey-utm-campaign')).toBe('spring');
    expect(await summary.getByTestId('journey-utm-term').count()).toBe(0);
    expect(await fact('journey-landing-page')).toContain('/demo-site/?utm_source=newsletter');

    // The timeline: one visit, the three pages oldest first, each address a link to a new tab.
    const timeline = client.getByTestId('lead-timeline');
    expect(await timeline.getByTestId('timeline-visit').count()).toBe(1);
    await visible(timeline.getByRole('heading', { level: 3, name: /^Visit 1 · / }));
    expect(await timeline.getByTestId('timeline-page-title').allTextContents()).toEqual(PAGE_TITLES);
    expect(await timeline.getByTestId('timeline-earlier').count()).toBe(0);
    const links = timeline.getByRole('link');
    expect(await links.count()).toBe(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(await link.getAttribute('href')).toMatch(/^http:\/\/localhost:\d+\/demo-site\//);
    }
    expect(await seriousViolations(client)).toEqual([]);

    // By keyboard: Tab reaches the way back, which shows its focus and leads to the dashboard.
    const back = client.getByRole('link', { name: 'Back to the Site ID dashboard' });
    expect(await tabTo(client, back)).toBeLessThan(60);
    expect(await back.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await client.keyboard.press('Enter');
    await waitForPath(client, '/siteid/dashboard');
  });

  it("another account's lead, and one that does not exist, read as not found with the way back", async () => {
    const acmeLead = await acmeLeadWithoutVisits();
    const page = browser.page();
    await openSignedIn(page, 'beta.localhost', 'agency2@demo.test', `/siteid/leads/${acmeLead.id}`);
    const notFound = await visible(page.getByTestId('lead-not-found'));
    await visible(notFound.getByRole('heading', { level: 1, name: 'Lead not found' }));
    expect(await page.getByText(acmeLead.email).count()).toBe(0);

    const own = await browser.context().newPage();
    await openSignedIn(own, 'acme.localhost', 'client@demo.test', '/siteid/leads/2147483646');
    const missing = await visible(own.getByTestId('lead-not-found'));
    await missing.getByRole('link', { name: 'Back to the Site ID dashboard' }).click();
    await waitForPath(own, '/siteid/dashboard');
  });

  it("a lead's name in a campaign's leads dialog opens its page, and the dialog is gone", async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/siteid/campaign-management');
    // Its start: demo-whole.spec.ts renames it for a while, beside this file.
    const campaign = /Acme Client Co website visitors/;
    await rowAction(page, await visible(page.locator('tr[data-campaign="10000001"]')), campaign, 'Leads');
    const dialog = await visible(
      page.getByRole('dialog', { name: new RegExp(`^Leads of ${campaign.source}`) }),
    );
    const first = dialog.getByTestId('lead-table').locator('tbody tr').first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL((url) => /^\/siteid\/leads\/\d+$/.test(url.pathname));
    await visible(page.getByRole('heading', { level: 1, name }));
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('leads-management opens a lead for the platform administrator, who goes back to the list', async () => {
    const lead = await acmeLeadWithoutVisits();
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'admin@demo.test', '/siteid/leads-management');
    await page.getByRole('textbox', { name: 'Search by name, e-mail or campaign' }).fill(lead.email);
    const row = await visible(page.locator(`[data-testid="lead-table"] tr[data-lead="${lead.id}"]`));
    await row.getByRole('link', { name: `${lead.first_name} ${lead.last_name}` }).click();
    await waitForPath(page, `/siteid/leads/${lead.id}`);
    await visible(page.getByRole('heading', { level: 1, name: `${lead.first_name} ${lead.last_name}` }));
    await page.getByRole('link', { name: 'Back to Site ID Leads Management' }).click();
    await waitForPath(page, '/siteid/leads-management');
  });

  it('a lead without page views says there is no journey', async () => {
    const lead = await acmeLeadWithoutVisits();
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', `/siteid/leads/${lead.id}`);
    await visible(page.getByRole('heading', { level: 1, name: `${lead.first_name} ${lead.last_name}` }));
    await visible(
      page.getByTestId('lead-no-journey').getByText('No page views were recorded for this lead.'),
    );
    expect(await page.getByTestId('lead-timeline').count()).toBe(0);
  });

  it('plants markup in a title, a referrer and UTM values: all of it reads as text, none of it runs', async () => {
    // Sent as a hostile site would, straight to the pixel's route (the pixel cannot be made to).
    const visitorId = `xss-probe-${Date.now()}`;
    const probe = (label: string) => `<img src=x onerror="window.__xss='${label}'">`;
    const landing = urlOn(
      'localhost',
      `/demo-site/?utm_source=${encodeURIComponent('<script>window.__xss="utm"</script>')}&utm_campaign=${encodeURIComponent(probe('campaign'))}`,
    );
    const answer = await fetch(urlOn('localhost', '/api/pixel/event'), {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({
        c: '10000001',
        v: visitorId,
        u: landing,
        r: 'javascript:window.__xss="referrer"',
        t: Date.now(),
        i: probe('title'),
        n: 0,
      }),
    });
    expect(answer.status).toBe(204);
    const lead = await leadOfVisitor(visitorId, 1);

    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', `/siteid/leads/${lead.id}`);
    const timeline = await visible(page.getByTestId('lead-timeline'));
    expect(await timeline.getByTestId('timeline-page-title').allTextContents()).toEqual([probe('title')]);
    const summary = page.getByTestId('lead-journey-summary');
    expect(await summary.getByTestId('journey-utm-source').locator('dd').textContent()).toBe(
      '<script>window.__xss="utm"</script>',
    );
    // A javascript: referrer is text, never a link.
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  });
});
