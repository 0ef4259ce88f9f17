// Test a new campaign's pixel without a website (issue 14): the Site ID embed-code dialog opens a
// hosted test page carrying the campaign's pixel; its page view becomes a test lead, marked as such
// and never charged.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { withServerDatabase } from './server-database.ts';
import { openSignedIn, visible } from './ui.ts';

// A desktop browser: HeadlessChrome's own user agent is a bot's, and bots never become leads.
const browser = browserPerFile({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const CAMPAIGN = '10000001';

type TestLead = { lead_id: string; source: string; price_cents: number; charges: number };

/** The test lead the test page's page view became, once the pipeline has run. */
async function leadOfVisitor(visitorId: string): Promise<TestLead> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = await withServerDatabase(async (client) => {
      const { rows } = await client.query<TestLead>(
        `select l.id as lead_id, l.source, l.price_cents,
            (select count(*)::int from lead_charges c where c.lead_id = l.id) as charges
          from visits v join leads l on l.id = v.lead_id where v.visitor_id = $1 and v.source = 'test'`,
        [visitorId],
      );
      return rows[0] ?? null;
    });
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seen = await withServerDatabase(async (client) => {
    const { rows } = await client.query('select source, status, reason from visits where visitor_id = $1', [
      visitorId,
    ]);
    return JSON.stringify(rows);
  });
  throw new Error(`No test lead for visitor ${visitorId} within 30 s; its visits: ${seen}`);
}

describe('the embed-code dialog’s test page', () => {
  it('opens a hosted page whose pixel makes a test lead, never charged', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/siteid/campaign-management');
    const row = await visible(page.locator(`tr[data-campaign="${CAMPAIGN}"]`));
    // Row actions sit in the row's menu (issue 14).
    await row.getByRole('button', { name: /^Actions for / }).click();
    await (await visible(page.getByRole('menu'))).getByRole('menuitem', { name: 'Embed code' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /^Embed code of / }));
    await visible(dialog.getByText('No website yet?'));

    // The beacon is awaited on the whole context, from before the click: a busy machine may draw the
    // new tab, and its page view, before a wait set on that tab would begin.
    const beaconSent = browser
      .context()
      .waitForEvent('response', (response) => response.url().endsWith('/api/pixel/event'));
    await dialog.getByRole('button', { name: 'Open test page' }).click();
    const beacon = await beaconSent;
    expect(beacon.status()).toBe(204);
    const testPage = beacon.frame().page();
    expect(new URL(testPage.url()).pathname).toMatch(/^\/pixel-test\/[\w-]{43}$/);
    await visible(testPage.getByRole('heading', { name: 'Pixel test page' }));
    expect(await seriousViolations(testPage)).toEqual([]);
    await visible(dialog.getByRole('status').getByText(/test lead appears/));

    const visitorId = await testPage.evaluate(() => localStorage.getItem('_lpvid'));
    const lead = await leadOfVisitor(visitorId ?? '');
    expect(lead).toMatchObject({ source: 'test', price_cents: 0, charges: 0 });
    await testPage.close();

    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
