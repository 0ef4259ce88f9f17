// Ads Design with markup typed into a banner set: script and image payloads in the name, headline,
// body and call to action are saved, and the list, the Clients entry, the editor and the delete
// question show them as the characters typed; none of them ever runs (window.__xss stays unset) and
// no element is made from them.
import { BANNER_LIMITS } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './browser.ts';
import { uniqueWord } from './tenants-steps.ts';
import { noticeAfter, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
/** The call to action holds 30 characters: a payload that fits. */
const SHORT = '<img src=x onerror=__xss=1>';

/** Nothing typed ran, and no element was made from it. */
async function expectNothingRan(page: Page): Promise<void> {
  // An onerror would fire once the broken image tried to load: give it the time to.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(
    await page.evaluate(() => [...document.scripts].some((script) => script.text.includes('__xss'))),
  ).toBe(false);
}

describe('Ads Design with markup in a banner set', () => {
  it('shows every payload as text where the set is shown, and runs none of them', async () => {
    const page = browser.page();
    const name = `${uniqueWord('Probe')} ${IMG}`;
    const headline = `${IMG} Spring ${SCRIPT}`;
    const body = `${SCRIPT} ${IMG}`;
    expect(name.length).toBeLessThanOrEqual(BANNER_LIMITS.nameMax);
    expect(SHORT.length).toBeLessThanOrEqual(BANNER_LIMITS.callToActionMax);

    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/banner/create');
    const form = await visible(page.getByRole('form', { name: 'Banner set' }));
    await form.getByLabel('Name').fill(name);
    await form.getByRole('combobox', { name: 'For' }).click();
    await page.getByRole('option', { name: 'Acme Client Co' }).click();
    await form.getByLabel('Headline').fill(headline);
    await form.getByLabel('Body text').fill(body);
    await form.getByLabel('Call to action').fill(SHORT);
    await form.getByLabel('Landing page').fill('https://landing.example.test/probe');
    // The previews are drawn from the words (their text alternative is the headline as typed).
    await visible(page.locator('[data-preview-size="300x250"]').getByRole('img', { name: headline }));
    await expectNothingRan(page);
    await noticeAfter(page, `Banner set "${name}" has been created.`, () =>
      form.getByRole('button', { name: 'Create banner set' }).click(),
    );

    // The list: the name as typed, in its cell and in its picture's text alternative.
    await waitForPath(page, '/banner/list');
    const table = page.getByTestId('banner-sets');
    await visible(table.getByRole('cell', { name, exact: true }));
    await visible(table.getByRole('img', { name: `Banner set ${name}, 300 × 250` }));
    await expectNothingRan(page);

    // The Clients entry: the set's name under its client.
    await page.goto(page.url().replace('/banner/list', '/banner/clients'));
    await visible(page.getByTestId('banner-clients').getByText(name, { exact: true }));
    await expectNothingRan(page);

    // The set's page, the editor: its title and every field as typed.
    await page.goto(page.url().replace('/banner/clients', '/banner/list'));
    await page
      .getByTestId('banner-sets')
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link', { name: 'Edit' })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: `Edit ${name}`, exact: true }));
    const editor = page.getByRole('form', { name: 'Banner set' });
    await expect.poll(() => editor.getByLabel('Name').inputValue()).toBe(name);
    expect(await editor.getByLabel('Headline').inputValue()).toBe(headline);
    expect(await editor.getByLabel('Body text').inputValue()).toBe(body);
    expect(await editor.getByLabel('Call to action').inputValue()).toBe(SHORT);
    await visible(page.locator('[data-preview-size="728x90"]').getByRole('img', { name: headline }));
    await expectNothingRan(page);

    // The delete question and its notice name the set as typed.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, '/banner/list');
    const row = page.getByTestId('banner-sets').getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Delete' }).click();
    const question = await visible(page.getByRole('dialog', { name: 'Delete banner set' }));
    await visible(question.getByText(`Delete the banner set "${name}"?`, { exact: false }));
    await noticeAfter(page, `Banner set "${name}" has been deleted.`, () =>
      question.getByRole('button', { name: 'Delete' }).click(),
    );
    await expectNothingRan(page);
  });
});
