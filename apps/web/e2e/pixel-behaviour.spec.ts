// The Site ID pixel in a real browser (issue 6 point 1): it sends nothing under Do-Not-Track or
// Global Privacy Control, keeps one visitor id across pages, falls back to an image when beacons
// are missing, and never lets an error reach the host page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { visible } from './ui.ts';

const browser = browserPerFile({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

/** Page views the page sent (beacon or image), counted as they leave the browser. */
function pageViewsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pixel/event')) sent.push(request.url());
  });
  return sent;
}

async function openDemoSite(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(urlOn('localhost', '/demo-site/'));
  await visible(page.getByRole('heading', { name: 'Acme Client Co' }));
  // The pixel loads async: give it its turn.
  await page.waitForLoadState('networkidle');
  return errors;
}

describe('the pixel in the browser', () => {
  it.each([
    ['Do-Not-Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })"],
    [
      'Global Privacy Control',
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })",
    ],
  ])('sends nothing under %s', async (_name, preference) => {
    const page = browser.page();
    await page.addInitScript(preference);
    const sent = pageViewsOf(page);
    expect(await openDemoSite(page)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('keeps one visitor id across pages, and uses an image when beacons are missing', async () => {
    const page = browser.page();
    await page.addInitScript(
      'Object.defineProperty(Navigator.prototype, "sendBeacon", { value: undefined })',
    );
    const sent = pageViewsOf(page);
    expect(await openDemoSite(page)).toEqual([]);
    const first = await page.evaluate(() => localStorage.getItem('_lpvid'));
    await page.getByRole('link', { name: 'Book a visit' }).click();
    await visible(page.getByRole('heading', { name: 'Book a visit' }));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('_lpvid'))).toBe(first);
    expect(sent).toHaveLength(2);
    expect(sent.every((url) => url.includes('/api/pixel/event.gif?d='))).toBe(true);
    expect(decodeURIComponent(sent[1] ?? '')).toContain(`"v":"${first}"`);
  });

  it('never throws into the host page, even when storage and beacons fail', async () => {
    const page = browser.page();
    await page.addInitScript(`
      Object.defineProperty(window, 'localStorage', { get() { throw new Error('storage blocked'); } });
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { value() { throw new Error('beacon blocked'); } });
    `);
    expect(await openDemoSite(page)).toEqual([]);
  });
});
