// Ads Design by keyboard only: from the Banner create page a banner set for a client is made with Tab,
// Shift+Tab, typing, the arrows in the client select, Enter and Space (the background image chosen
// from its button with Enter), then on the list its Download all sizes and Delete (with the question)
// are reached and used by keyboard. Every control the walk passes has an accessible name.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngOfColour } from './banner-steps.ts';
import { browserPerFile } from './browser.ts';
import { uniqueWord } from './tenants-steps.ts';
import { noticeAfter, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** The focused control's role and name as assistive technology reads them (its first line). */
const focusedControl = async (page: Page) =>
  ((await page.locator('*:focus').ariaSnapshot()).split('\n')[0] ?? '').trim();

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus; every control passed on the way
 * must have a name (a `"name"` in its accessibility line).
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 150) {
  for (let step = 0; step < most; step += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
    const control = await focusedControl(page);
    expect(control, `a control reached by ${key} has no name`).toMatch(/"[^"]+"|: \S/);
  }
  throw new Error(`${key} never reached the control`);
}

describe('Ads Design by keyboard', () => {
  it('makes a banner set, downloads all its sizes and deletes it with the keyboard only', async () => {
    const page = browser.page();
    const name = uniqueWord('Keyboard');
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/banner/create');
    await visible(page.getByRole('heading', { level: 1, name: 'Create a banner set' }));
    const form = page.getByRole('form', { name: 'Banner set' });

    await tabTo(page, form.getByLabel('Name'));
    await page.keyboard.type(name);

    // The client select: opened and moved through with the arrows, chosen with Enter.
    const client = form.getByRole('combobox', { name: 'For' });
    await tabTo(page, client);
    await page.keyboard.press('ArrowDown');
    // The clients come after the form: moving before they are there left 'Your agency' chosen on a
    // busy machine (the list re-rendered under the arrows).
    await visible(page.getByRole('option', { name: 'Acme Client Co' }));
    const highlighted = page.locator('[data-combobox-selected]');
    for (let step = 0; step < 20; step += 1) {
      if ((await highlighted.count()) > 0 && (await highlighted.textContent())?.trim() === 'Acme Client Co')
        break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => client.inputValue()).toBe('Acme Client Co');

    await tabTo(page, form.getByLabel('Headline'));
    await page.keyboard.type('Spring sale');
    await tabTo(page, form.getByLabel('Body text'));
    await page.keyboard.type('Every plan 20% off this month.');
    await tabTo(page, form.getByLabel('Call to action'));
    await page.keyboard.type('Start free');
    // Back with Shift+Tab to finish the headline.
    await tabTo(page, form.getByLabel('Headline'), 'Shift+Tab');
    await page.keyboard.press('End');
    await page.keyboard.type(' now on');
    await expect.poll(() => form.getByLabel('Headline').inputValue()).toBe('Spring sale now on');
    await tabTo(page, form.getByLabel('Landing page'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('https://landing.example.test/keyboard');

    // The background image: its button opens the file chooser with Enter.
    const background = form.getByRole('button', { name: 'Background image', exact: true });
    // Listening before the walk: the page starts catching the chooser before Enter opens it.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, background);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({
      name: 'keyboard.png',
      mimeType: 'image/png',
      buffer: await pngOfColour(page, '#2563eb'),
    });
    await expect.poll(() => background.textContent()).toContain('keyboard.png');
    // The chosen image's clear button is named too.
    await tabTo(page, form.getByRole('button', { name: 'Remove the chosen background image' }));

    // Created with Space on the form's button.
    await tabTo(page, form.getByRole('button', { name: 'Create banner set' }));
    await noticeAfter(page, `Banner set "${name}" has been created.`, () => page.keyboard.press('Space'));
    await waitForPath(page, '/banner/list');
    const row = page.locator(`[data-banner-set="${name}"]`);
    await visible(row);

    // Download all sizes, by Tab and Enter.
    await tabTo(page, row.getByRole('button', { name: 'Download all sizes' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);

    // Delete, then its question answered by keyboard.
    await tabTo(page, row.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    const question = await visible(page.getByRole('dialog', { name: 'Delete banner set' }));
    await tabTo(page, question.getByRole('button', { name: 'Delete' }), 'Tab', 10);
    await noticeAfter(page, `Banner set "${name}" has been deleted.`, () => page.keyboard.press('Enter'));
    await row.waitFor({ state: 'detached' });
  });
});
