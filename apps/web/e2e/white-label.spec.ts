import { DEFAULT_APPEARANCE } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { cssVariable, visible } from './ui.ts';

const browser = browserPerFile();

async function waitForVariable(page: ReturnType<typeof browser.page>, name: string, value: string) {
  await page.waitForFunction(
    ([variable, expected]) =>
      getComputedStyle(document.documentElement)
        .getPropertyValue(variable as string)
        .trim() === expected,
    [name, value],
  );
}

describe('visitor pages carry the brand of the host', () => {
  it('acme.localhost shows Acme Marketing with its own colours and logo', async () => {
    const page = browser.page();
    await page.goto(urlOn('acme.localhost', '/login'));
    const banner = page.getByRole('banner');
    await visible(banner.getByText('Acme Marketing', { exact: true }));
    await waitForVariable(page, '--wl-link', '#c2410c');
    expect(await cssVariable(page, '--wl-sidebar')).toBe('#1f3a5f');
    expect(await banner.locator('img').count()).toBe(1);
    expect(await page.getByText('Demo Platform').count()).toBe(0);
  });

  it('localhost shows the platform (Demo Platform) with the default colours', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/login'));
    await visible(page.getByRole('banner').getByText('Demo Platform', { exact: true }));
    expect(await cssVariable(page, '--wl-link')).toBe(DEFAULT_APPEARANCE.linkcolor);
    expect(await page.getByText('Acme Marketing').count()).toBe(0);
  });

  it('legal documents name the host company', async () => {
    const page = browser.page();
    await page.goto(urlOn('acme.localhost', '/privacy-policy'));
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    await visible(
      page
        .getByRole('main')
        .getByText(/Acme Marketing platform/)
        .first(),
    );
  });
});
