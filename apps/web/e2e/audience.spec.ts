// The Campaign Audience List (issue 5 point 6; part 2 §3–§5, §8): a fresh client runs an audience
// count to Success through the form and the background job; the local count header cycles asc, desc,
// none; and an errored row shows the §8 tooltip and a Retry that stays disabled while processing.
import { type CountRow, messages, sortByLocalCount } from '@lead/shared';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUser, type FreshAccount, waitForMail } from './api.ts';
import {
  countRowOf,
  drawnLocalCounts,
  finishedCount,
  queueCountThroughApi,
  thousands,
} from './audience-steps.ts';
import { browserPerFile } from './browser.ts';
import { readyClient } from './shell.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

async function openAudience(page: Page, client: FreshAccount): Promise<void> {
  await openSignedIn(page, 'acme.localhost', client.email, '/Audience', client.password);
  await visible(page.getByRole('heading', { level: 1, name: 'Campaign Audience List' }));
}

describe('Campaign Audience List', () => {
  it('a fresh client runs a national count for "dentist" to Success with both counts, and is mailed', async () => {
    const client = await readyClient('audience-run');
    const page = browser.page();
    await openAudience(page, client);
    await visible(page.getByText('No audience counts yet'));

    await page.getByLabel('National Targeting').check();
    // A required field's label ends in its asterisk.
    const keywords = page.getByRole('combobox', { name: /^Keywords( \*)?$/ });
    await keywords.fill('dentist');
    await keywords.press('Enter');
    await page.getByRole('button', { name: 'Get lead count' }).click();
    await visible(page.getByText('Your count is queued.', { exact: false }));

    const row = page.locator('[data-testid="count-table"] tbody tr').first();
    await visible(row.getByText('dentist', { exact: true }));
    // Pending at first (with its note) unless the job was quicker than the page; Success in the end.
    await visible(row.getByTestId('count-status').getByText('Success', { exact: true }));
    const id = Number(await row.getAttribute('data-count'));
    const stored = await finishedCount(client.token, id);
    expect(stored.status).toBe('success');
    expect(stored.count).toBeGreaterThan(0);
    expect(await row.getByTestId('count-national').textContent()).toBe(
      thousands(stored.count_without_geo ?? -1),
    );
    expect(await row.getByTestId('count-local').textContent()).toBe(thousands(stored.count ?? -1));
    expect(await row.getByRole('button', { name: 'Apply to campaign' }).count()).toBe(1);

    const mail = await waitForMail(client.email, /^Your audience count is ready/);
    expect(mail.text).toContain('/Audience');
  });

  it('the local count header sorts the shown rows ascending, descending, then as listed', async () => {
    const client = await readyClient('audience-sort');
    const queued: CountRow[] = [];
    for (const keyword of ['dentist', 'plumber', 'roof repair, solar panels', 'car insurance'])
      queued.push(
        await queueCountThroughApi(client.token, { target_location: 'National Targeting', keyword }),
      );
    const finished = await Promise.all(queued.map((row) => finishedCount(client.token, row.id)));
    // The page lists newest first.
    const listed = [...finished].reverse();
    const expected = (order: 'asc' | 'desc' | null) =>
      sortByLocalCount(listed, order).map((row) => thousands(row.count ?? 0));
    // The keywords were picked so the counts differ: each order is its own.
    expect(new Set([expected('asc'), expected('desc'), expected(null)].map(String)).size).toBe(3);

    const page = browser.page();
    await openAudience(page, client);
    await expect.poll(() => drawnLocalCounts(page)).toEqual(expected(null));
    const header = page.getByTestId('sort-count');
    await header.click();
    await expect.poll(() => drawnLocalCounts(page)).toEqual(expected('asc'));
    await header.click();
    await expect.poll(() => drawnLocalCounts(page)).toEqual(expected('desc'));
    await header.click();
    await expect.poll(() => drawnLocalCounts(page)).toEqual(expected(null));
  });

  it('an errored count shows the tooltip and a Retry that is disabled while it is processing', async () => {
    // The built-in graph always answers, so the partner failure is played by the network here:
    // the page reads an errored row, retries it, and polls it to Success.
    const client = await readyClient('audience-retry');
    const companyId = (await apiUser(client.token)).company_id;
    const base: CountRow = {
      id: 987_654,
      company_id: companyId,
      target_location: 'National Targeting',
      states: [],
      cities: [],
      zip_code: '',
      keyword: 'roof repair',
      keywords: ['roof repair'],
      count_without_geo: null,
      count: null,
      status: 'error',
      attempts: 1,
      created_at: new Date().toISOString(),
      completed_at: new Date().toISOString(),
    };
    let current = base;
    let retryBody: unknown = null;
    let releaseRetry: () => void = () => {};
    const json = (route: Route, body: unknown) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    const page = browser.page();
    await page.route(/\/api\/bigdbm\/services\/getcountcampaignhistory\//, (route) =>
      json(route, { data: [current], current_page: 1, per_page: 10, total: 1, last_page: 1 }),
    );
    await page.route(/\/api\/bigdbm\/services\/queuecount$/, async (route) => {
      retryBody = route.request().postDataJSON();
      await new Promise<void>((resolve) => {
        releaseRetry = resolve;
      });
      current = { ...base, status: 'pending', completed_at: null };
      await json(route, current);
    });
    await page.route(/\/api\/bigdbm\/services\/getcountcampaign\/987654$/, (route) => {
      current = { ...base, status: 'success', count: 1234, count_without_geo: 56789, attempts: 2 };
      return json(route, current);
    });

    await openAudience(page, client);
    const row = countRowOf(page, base.id);
    const status = await visible(row.getByTestId('count-status').getByText('Error', { exact: true }));
    expect(await row.getByTestId('count-national').textContent()).toBe('-');
    expect(await row.getByTestId('count-local').textContent()).toBe('-');
    await status.hover();
    await visible(page.getByRole('tooltip').getByText(messages.leadCountError));

    const retry = row.getByRole('button', { name: 'Retry' });
    await retry.click();
    await expect.poll(() => retry.isDisabled()).toBe(true);
    // The button turns disabled on the click; the request reaches the test's route a moment later.
    await expect.poll(() => retryBody).toEqual({ companyID: companyId, id: base.id });
    releaseRetry();
    await visible(row.getByTestId('count-status').getByText('Success', { exact: true }));
    expect(await row.getByTestId('count-local').textContent()).toBe('1,234');
    expect(await row.getByTestId('count-national').textContent()).toBe('56,789');
  });
});
