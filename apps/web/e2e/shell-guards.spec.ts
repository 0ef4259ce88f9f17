// Router enforcement (part 1 §2, §4): configuration routes by the shared rules, forced pages, colours.
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { readyClient, registerFreshClient, waitForShell } from './shell.ts';
import { cssVariable, openSignedIn, signInThroughForm, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('configuration routes follow the shared rules', () => {
  it('a client gets the not-found page for /configuration/role-list and every configuration route', async () => {
    const client = await readyClient('no-configuration');
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', client.email, '/dashboard', client.password);
    await waitForPath(page, '/dashboard');
    for (const path of ['/configuration/role-list', '/configuration', '/configuration/general-setting']) {
      await page.goto(urlOn('acme.localhost', path));
      await visible(page.getByText(messages.notFoundPage, { exact: true }));
    }
    // Leads management is for administrators only.
    await page.goto(urlOn('acme.localhost', '/siteid/leads-management'));
    await visible(page.getByText(messages.notFoundPage, { exact: true }));
    expect(await page.getByRole('button', { name: 'System Settings' }).count()).toBe(0);
  });
});

describe('forced pages', () => {
  it('a new client without a card is sent from /dashboard to /user/profile-setup', async () => {
    const client = await registerFreshClient('forced-page');
    const page = browser.page();
    await signInThroughForm(page, 'acme.localhost', client.email, client.password);
    await waitForPath(page, '/user/profile-setup');
    await page.goto(urlOn('acme.localhost', '/dashboard'));
    await waitForPath(page, '/user/profile-setup');
    await page.goto(urlOn('acme.localhost', '/siteid/campaign-management'));
    await waitForPath(page, '/user/profile-setup');
  });
});

describe('white label on signed-in pages', () => {
  it('an Acme agency user gets Acme’s sidebar colour', async () => {
    const page = browser.page();
    await signInThroughForm(page, 'acme.localhost', 'agency@demo.test');
    await waitForShell(page);
    await page.waitForFunction(
      () => getComputedStyle(document.documentElement).getPropertyValue('--wl-sidebar').trim() === '#1f3a5f',
    );
    expect(await cssVariable(page, '--wl-sidebar')).toBe('#1f3a5f');
    const background = await page
      .getByTestId('sidebar')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(31, 58, 95)');
  });
});
