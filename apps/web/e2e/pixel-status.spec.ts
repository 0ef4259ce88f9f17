// "Is my pixel installed?" (issue 25 item 6): the demo agency opens the embed code of its client's
// Site ID campaign with the keyboard alone and reads the pixel's state; a page view on the campaign's
// site and one from another site arrive, and Check again (reached with Tab) turns the state into
// Installed on the site's host, with a notice that the other site makes no leads; the table's badge
// says the same in its tooltip. Answers the demo data cannot give (never seen, silent, a failed
// check) are played to the page, the table's badge following each.
import {
  campaignPixelStatusPath,
  PIXEL_STATES,
  type PixelHostSeen,
  type PixelStatusResponse,
} from '@lead/shared';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import {
  hasFocus,
  openAgencyCampaignRow,
  rowAction,
  rowActionByKeyboard,
  tabTo,
} from './campaign-row-menu.ts';
import { withServerDatabase } from './server-database.ts';
import { visible } from './ui.ts';

// A desktop browser: HeadlessChrome's own user agent is a bot's, and a bot's page view is not counted.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const browser = browserPerFile({ userAgent: DESKTOP });

const DEMO_CAMPAIGN = '10000001';
const STATUS_PATH = campaignPixelStatusPath(DEMO_CAMPAIGN);
/** Not the campaign's site (localhost, where the demo site is served), nor a subdomain of it. */
const OTHER_HOST = 'elsewhere.example';
const EMBED_DIALOG = /^Embed code of /;

let agencyToken: string;

/** The page views the other site left on the shared demo campaign go, so no other file sees them. */
const forgetOtherHost = () =>
  withServerDatabase((client) =>
    client.query(
      `delete from pixel_sightings where host = $1
        and campaign_id = (select id from campaigns where leadspeek_api_id = $2)`,
      [OTHER_HOST, DEMO_CAMPAIGN],
    ),
  );

beforeAll(async () => {
  agencyToken = await apiSignIn('agency@demo.test', 'acme.localhost');
  await forgetOtherHost();
});
afterAll(async () => {
  await forgetOtherHost();
});

/** A page view sent as the pixel sends it. */
async function pageView(url: string): Promise<void> {
  const answer = await fetch(urlOn('localhost', '/api/pixel/event'), {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP },
    body: JSON.stringify({ c: DEMO_CAMPAIGN, v: `pixel-status-${Date.now()}`, u: url, r: '', t: Date.now() }),
  });
  expect(answer.status).toBe(204);
}

const campaignNameOf = async (row: Locator) => (await row.getByTestId('campaign-name').textContent()) ?? '';
const stateOf = (dialog: Locator) => dialog.getByTestId('pixel-status-state');
const checkAgainOf = (dialog: Locator) => dialog.getByRole('button', { name: 'Check again', exact: true });
const checked = (button: Locator) =>
  expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 20_000 }).toBe('false');

describe('is the pixel installed?', () => {
  it('a page view on the site turns the state into Installed, and one from another site is named as making no leads', async () => {
    const page = browser.page();
    const row = await openAgencyCampaignRow(page, agencyToken, DEMO_CAMPAIGN);
    const dialog = await rowActionByKeyboard(page, row, 'Embed code', EMBED_DIALOG);
    const section = dialog.getByTestId('pixel-status');
    await visible(section.getByRole('heading', { name: 'Is the pixel installed?' }));
    // Other files send page views to this campaign too: whatever the state, it is the server's.
    const state = await visible(stateOf(dialog));
    const shown = await state.getAttribute('data-state');
    expect(PIXEL_STATES).toContain(shown);
    const before = await callApi<PixelStatusResponse>('GET', STATUS_PATH, { token: agencyToken });
    expect(before.status).toBe(200);
    expect(before.body.site_host).toBe('localhost');
    expect(before.body.elsewhere.map((seen) => seen.host)).not.toContain(OTHER_HOST);
    const elsewhere = dialog.getByTestId('pixel-status-elsewhere');
    const otherHostNamed = () => elsewhere.getByText(`Also seen on ${OTHER_HOST} `, { exact: false }).count();
    expect(await otherHostNamed()).toBe(0);

    await pageView(urlOn('localhost', '/demo-site/?from=pixel-status'));
    await pageView(`http://${OTHER_HOST}/page`);

    // Check again is reached with Tab and pressed with Enter until the flush (every 5 s) shows both.
    const checkAgain = checkAgainOf(dialog);
    expect(await tabTo(page, checkAgain)).toBeLessThanOrEqual(4);
    const deadline = Date.now() + 30_000;
    while ((await otherHostNamed()) === 0 || (await state.getAttribute('data-state')) !== 'seen') {
      if (Date.now() > deadline) throw new Error('The page views did not show within 30 s');
      await page.waitForTimeout(1_000);
      await page.keyboard.press('Enter');
      await checked(checkAgain);
    }
    expect(await hasFocus(checkAgain)).toBe(true);
    await visible(state.getByText('Installed', { exact: true }));
    await visible(
      state.getByText(/^Last page view on ([\w-]+\.)*localhost: (this minute|\d+ minutes? ago)\.$/),
    );
    await visible(state.getByText(/^[\d,]+ page views? from this site so far\.$/));
    await visible(
      elsewhere.getByText(
        new RegExp(
          `^Also seen on ${OTHER_HOST.replace('.', '\\.')} \\(last page view (this minute|1 minute ago)\\): that is not this campaign’s site \\(localhost\\), so its page views make no leads\\.$`,
        ),
      ),
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const after = await callApi<PixelStatusResponse>('GET', STATUS_PATH, { token: agencyToken });
    expect(after.body.state).toBe('seen');
    const onSiteViews = (answer: PixelStatusResponse) =>
      answer.on_site.reduce((sum, seen) => sum + seen.page_views, 0);
    expect(onSiteViews(after.body)).toBeGreaterThan(onSiteViews(before.body));
    expect(after.body.elsewhere.find((seen) => seen.host === OTHER_HOST)?.page_views).toBe(1);

    // The table's badge says the same, its tooltip on keyboard focus.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const badge = row.getByTestId('pixel-status-badge');
    await expect.poll(() => badge.textContent()).toBe('Pixel installed');
    await badge.focus();
    const tooltip = await visible(page.getByRole('tooltip'));
    await visible(tooltip.getByText(/^Last page view on ([\w-]+\.)*localhost: /));
    await visible(tooltip.getByText(new RegExp(`^Also seen on ${OTHER_HOST.replace('.', '\\.')} `)));
    expect(await badge.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('never seen says where the code goes, a failed check offers another, and a silent pixel warns that no leads come', async () => {
    const page = browser.page();
    const threeDaysAgo = new Date(Date.now() - (3 * 24 + 2) * 3_600_000).toISOString();
    const lastSeen: PixelHostSeen = {
      host: 'localhost',
      page_views: 12,
      first_seen_at: threeDaysAgo,
      last_seen_at: threeDaysAgo,
    };
    const answers = {
      neverSeen: {
        status: 200,
        json: { state: 'never-seen', site_host: 'localhost', on_site: [], elsewhere: [] },
      },
      busy: { status: 503, json: { message: 'The server is busy.' } },
      silent: {
        status: 200,
        json: { state: 'silent', site_host: 'localhost', on_site: [lastSeen], elsewhere: [] },
      },
    };
    let answer: { status: number; json: unknown } = answers.neverSeen;
    // The next answer waits until the test has seen Check again turned off.
    let release = () => {};
    let gate: Promise<void> = Promise.resolve();
    await page.route(`**/api${STATUS_PATH}`, async (route) => {
      await gate;
      await route.fulfill(answer);
    });

    const row = await openAgencyCampaignRow(page, agencyToken, DEMO_CAMPAIGN);
    const badge = row.getByTestId('pixel-status-badge');
    await expect.poll(() => badge.textContent()).toBe('Pixel not seen');
    await rowAction(page, row, await campaignNameOf(row), 'Embed code');
    const dialog = await visible(page.getByRole('dialog', { name: EMBED_DIALOG }));
    const state = await visible(stateOf(dialog));
    await visible(state.getByText('Not seen yet', { exact: true }));
    await visible(
      state.getByText(
        'Add the code below to every page of localhost; the first page view shows here within a minute.',
      ),
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // A failed check: the sentence, and Check again (off while it asks) tries once more.
    const checkAgain = checkAgainOf(dialog);
    answer = answers.busy;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    await checkAgain.click();
    await expect.poll(() => checkAgain.getAttribute('aria-disabled')).toBe('true');
    expect(await dialog.getByTestId('pixel-status').getAttribute('aria-busy')).toBe('true');
    release();
    const failed = await visible(dialog.getByTestId('pixel-status-error'));
    await visible(failed.getByText('The pixel status could not be checked.'));
    await visible(failed.getByText('The server is busy.'));
    await checked(checkAgain);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    answer = answers.silent;
    await checkAgain.click();
    await visible(state.getByText('Silent', { exact: true }));
    await visible(state.getByText(/^No page views for 3 days\. The last was on localhost, .+\.$/));
    await visible(
      state.getByText(
        'While the pixel is silent the campaign makes no leads: check that the code below is still on every page of the site.',
      ),
    );
    expect(await dialog.getByTestId('pixel-status-error').count()).toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await badge.textContent()).toBe('Pixel silent');
    await badge.hover();
    await visible(
      page
        .getByRole('tooltip')
        .getByText(
          'No page views from localhost for 3 days: the campaign makes no leads until the pixel is back.',
        ),
    );
  });
});
