// The menus the browser draws are exactly what shellView computes from GET /user/shell, per demo user.
import { shellView } from '@lead/shared';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, type Host } from './browser.ts';
import { drawnProfileMenu, drawnSidebar, drawnSystemSettings, shellFactsOf, waitForShell } from './shell.ts';
import { signInThroughForm, storedToken, visible } from './ui.ts';

const browser = browserPerFile();

// client2 is left to the two-factor test, which changes it.
const demoUsers: { email: string; host: Host }[] = [
  { email: 'root@demo.test', host: 'localhost' },
  { email: 'admin@demo.test', host: 'localhost' },
  { email: 'sales@demo.test', host: 'localhost' },
  { email: 'agency@demo.test', host: 'acme.localhost' },
  { email: 'client@demo.test', host: 'acme.localhost' },
  { email: 'agency2@demo.test', host: 'beta.localhost' },
];

describe('sidebar, profile menu and system settings follow shellView(facts)', () => {
  it.each(demoUsers)('$email on $host', async ({ email, host }) => {
    const page = browser.page();
    await signInThroughForm(page, host, email);
    await waitForShell(page);
    const token = await storedToken(page);
    const facts = await shellFactsOf(token ?? '');
    const view = shellView(facts);

    expect(await drawnSidebar(page)).toEqual(view.sidebar);
    expect(await drawnProfileMenu(page)).toEqual(view.profileMenu);
    expect(await drawnSystemSettings(page)).toEqual(view.configurationRoutes);

    // Module entries carry the agency's own module names.
    for (const entry of view.sidebar.filter((candidate) => candidate.startsWith('module:'))) {
      const kind = entry.slice('module:'.length) as keyof typeof facts.moduleNames;
      const link = page.locator(`[data-testid="sidebar-entries"] [data-entry="${entry}"]`);
      expect((await link.textContent()) ?? '').toContain(facts.moduleNames[kind].name);
    }
    // The Support link shows exactly when the facts carry one.
    expect(await page.getByRole('link', { name: 'Support' }).count()).toBe(facts.supportUrl ? 1 : 0);
  });
});

/** The collapsed drawer is moved off the screen rather than hidden. */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.right > 0 && box.left < window.innerWidth;
  });

describe('mobile drawer below 768 px', () => {
  it('keeps the sidebar behind the menu button and closes it after a link', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 820 });
    await signInThroughForm(page, 'localhost', 'root@demo.test');
    await waitForShell(page);
    const agencyList = page.getByTestId('sidebar').getByRole('link', { name: 'Agency List' });
    await expect.poll(() => onScreen(agencyList)).toBe(false);

    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await expect.poll(() => onScreen(agencyList)).toBe(true);
    await page.getByTestId('sidebar').getByRole('link', { name: 'General Settings' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'General Settings' }));
    await expect.poll(() => onScreen(agencyList)).toBe(false);
  });
});
