import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { signInPageLive, visible } from './ui.ts';

const browser = browserPerFile();

const scheme = (page: ReturnType<typeof browser.page>) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
const savedTheme = (page: ReturnType<typeof browser.page>) =>
  page.evaluate(() => window.localStorage.getItem('user-theme'));

describe('light/dark theme', () => {
  it('toggles and persists as user-theme across reloads', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/login'));
    await signInPageLive(page);
    const toggle = await visible(page.getByRole('button', { name: 'Toggle light or dark theme' }));
    expect(await scheme(page)).toBe('light');

    await toggle.click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );
    expect(await savedTheme(page)).toBe('dark');

    await page.reload();
    await signInPageLive(page);
    await visible(page.getByRole('button', { name: 'Toggle light or dark theme' }));
    expect(await scheme(page)).toBe('dark');
    // The filled brand button reads in dark mode too (WCAG AA contrast).
    await visible(page.getByRole('button', { name: 'Sign in', exact: true }));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Toggle light or dark theme' }).click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light',
    );
    expect(await savedTheme(page)).toBe('light');
  });
});
