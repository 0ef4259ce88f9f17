// The lead engine end to end (issue 6 "Tests that must exist"): a visitor opens the demo site that
// carries the demo client's Site ID pixel; the page view is ingested, resolved through the built-in
// identity graph and stored as a lead; the demo client signs in and sees the new lead on its
// dashboard.
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { withServerDatabase } from './server-database.ts';
import { openSignedIn, visible } from './ui.ts';

// A desktop browser: HeadlessChrome's own user agent is a bot's, and bots never become leads.
const browser = browserPerFile({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

type NewLead = { first_name: string; last_name: string; email: string };

/** The lead the visit became, once the pipeline has run (it polls the server's database). */
async function leadOfVisitor(visitorId: string): Promise<NewLead> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = await withServerDatabase(async (client) => {
      const { rows } = await client.query<NewLead>(
        `select l.first_name, l.last_name, l.email from leads l join visits v on v.lead_id = l.id
          where v.visitor_id = $1`,
        [visitorId],
      );
      return rows[0] ?? null;
    });
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seen = await withServerDatabase(async (client) => {
    const { rows } = await client.query(
      'select status, reason, ip, user_agent from visits where visitor_id = $1',
      [visitorId],
    );
    return JSON.stringify(rows);
  });
  throw new Error(`No lead for visitor ${visitorId} within 30 s; its visits: ${seen}`);
}

describe('demo site → lead', () => {
  it('a page view on the demo site becomes a lead the demo client sees', async () => {
    const page = browser.page();
    const beacon = page.waitForResponse((response) => response.url().endsWith('/api/pixel/event'));
    await page.goto(urlOn('localhost', '/demo-site/'));
    await visible(page.getByRole('heading', { name: 'Acme Client Co' }));
    expect((await beacon).status()).toBe(204);
    const visitorId = await page.evaluate(() => localStorage.getItem('_lpvid'));
    expect(visitorId).toBeTruthy();

    // A single-page-app navigation is one more page view.
    const second = page.waitForResponse((response) => response.url().endsWith('/api/pixel/event'));
    await page.evaluate(() => history.pushState({}, '', '/demo-site/book'));
    expect((await second).status()).toBe(204);

    const lead = await leadOfVisitor(visitorId ?? '');
    const client = await browser.context().newPage();
    await openSignedIn(client, 'acme.localhost', 'client@demo.test', '/dashboard');
    await client.waitForURL((url) => url.pathname.endsWith('/dashboard'));
    try {
      await visible(client.getByText(lead.email));
    } catch (error) {
      await client.screenshot({ path: '/tmp/demo-lead-fail.png', fullPage: true });
      throw new Error(`${String(error)} at ${client.url()}`);
    }
    expect(await client.getByText(`${lead.first_name} ${lead.last_name}`).count()).toBeGreaterThan(0);
  });
});
