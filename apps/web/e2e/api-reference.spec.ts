// The API reference pages (/api/docs/v1 for developers, /api/docs for the platform's own calls) read
// for everybody, as the app's pages do: each state a developer reaches (operations open, the Authorize
// dialog, "Try it out" and its answer) has no serious or critical axe finding. Swagger UI's own colours
// and unnamed controls fail here without the platform's reference page theme.
import { PUBLIC_API_DOCS_PATH } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { visible } from './ui.ts';

const browser = browserPerFile();

/** One operation's block on the page, by its method and path. */
const operation = (method: string, path: string) =>
  `.opblock-${method}:has(.opblock-summary-path[data-path="${path}"])`;

/** Opens the first `count` operations still closed, one at a time (each opening redraws the list). */
async function openOperations(page: Page, count: number): Promise<void> {
  for (let opened = 0; opened < count; opened += 1) {
    const closed = page.locator('.opblock-summary-control[aria-expanded="false"]').first();
    if ((await closed.count()) === 0) return;
    await closed.click();
    await visible(page.locator('.opblock-summary-control[aria-expanded="true"]').nth(opened));
  }
}

describe('the API reference pages', () => {
  it('the developer API reference reads for everybody, operations open, authorizing and trying a call', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', `${PUBLIC_API_DOCS_PATH}/`));
    await visible(page.getByText('/v1/leads', { exact: true }).first());
    // Its sections are headed in words, not slugs.
    expect(await page.locator('.opblock-tag a span').allTextContents()).toEqual([
      'Access tokens',
      'Leads and campaigns',
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // The first operations opened (a token grant with its form body, reads with their parameters):
    // parameters, answers and their examples.
    await openOperations(page, 6);
    await visible(page.getByText('Example Value').first());
    expect(await seriousViolations(page)).toEqual([]);

    // The Authorize dialog: the scopes a token may ask for.
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const dialog = await visible(page.locator('.dialog-ux'));
    await visible(dialog.getByText('Scopes:').first());
    expect(await seriousViolations(page, '.dialog-ux')).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Trying a call without a token: the request fields, then the answer (401) with its headers.
    const leadsSelector = operation('get', '/v1/leads');
    const leads = page.locator(leadsSelector);
    await leads.getByRole('button', { name: 'Try it out' }).click();
    await visible(leads.getByRole('textbox', { name: 'Value of cursor' }));
    expect(await seriousViolations(page, leadsSelector)).toEqual([]);
    await leads.getByRole('button', { name: 'Execute' }).click();
    await visible(leads.locator('.live-responses-table .response-col_status').first());
    expect(await seriousViolations(page, leadsSelector)).toEqual([]);

    // The token grant, tried with its example body (placeholders, not noise drawn from a pattern),
    // answers 401 on the page: no login prompt of the browser's stands in the way.
    const grant = page.locator(operation('post', '/v1/oauth/token'));
    await grant.getByRole('button', { name: 'Try it out' }).click();
    const body = await visible(grant.getByRole('textbox', { name: 'Request body' }));
    expect(JSON.parse(await body.inputValue())).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'YOUR_CLIENT_ID',
    });
    await grant.getByRole('button', { name: 'Execute' }).click();
    const status = await visible(
      grant.locator('.live-responses-table .response .response-col_status').first(),
    );
    expect(await status.textContent()).toContain('401');
  });

  it('the platform API reference reads for everybody, without the top bar that loads any address', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/api/docs/'));
    await visible(page.locator('.opblock-summary').first());
    expect(await page.locator('.topbar').count()).toBe(0);
    await openOperations(page, 4);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
