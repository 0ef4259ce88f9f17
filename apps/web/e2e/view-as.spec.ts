// View mode (part 1 §4; part 2 §2): root views a client from the agency list, then reverts.
import { describe, expect, it } from 'vitest';
import { apiSignIn } from './api.ts';
import { browserPerFile } from './browser.ts';
import { shellFactsOf, waitForShell } from './shell.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const originalToken = (page: ReturnType<typeof browser.page>) =>
  page.evaluate(() => window.localStorage.getItem('access_token_ori'));

describe('view as user', () => {
  it('root views client@demo.test on its module dashboard and reverts to the agency list', async () => {
    const clientFacts = await shellFactsOf(await apiSignIn('client@demo.test', 'acme.localhost'));
    const local = clientFacts.moduleNames.local;

    const page = browser.page();
    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/agency-list');
    await waitForPath(page, '/configuration/agency-list');
    // The search finds Acme by its client and shows Acme's clients under it.
    await page.getByRole('textbox', { name: 'Search by company, name or e-mail' }).fill('client@demo.test');
    const row = page.getByRole('row').filter({ hasText: 'client@demo.test' });
    await row.getByRole('button', { name: 'View as' }).click();

    await waitForPath(page, `/${local.url}/dashboard`);
    await visible(page.getByRole('heading', { level: 1, name: `${local.name} Dashboard` }));
    const revert = await visible(page.getByRole('button', { name: 'Return to your own account' }));
    expect(await originalToken(page)).toBeTruthy();
    await visible(page.getByRole('button', { name: 'Profile menu' }).getByText('Carl Client'));
    // The client's sidebar, not root's.
    expect(await page.getByTestId('sidebar').getByRole('link', { name: 'Agency List' }).count()).toBe(0);

    await revert.click();
    await waitForPath(page, '/configuration/agency-list');
    await visible(page.getByRole('button', { name: 'Profile menu' }).getByText('Rita Root'));
    expect(await page.getByRole('button', { name: 'Return to your own account' }).count()).toBe(0);
    expect(await originalToken(page)).toBeNull();
    await waitForShell(page);
    await visible(page.getByTestId('sidebar').getByRole('link', { name: 'Agency List' }));
  });

  it('a banner on every page names whom you view as and the way back, through navigation and reload', async () => {
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/agency-list');
    await waitForPath(page, '/configuration/agency-list');
    await page.getByRole('textbox', { name: 'Search by company, name or e-mail' }).fill('client@demo.test');
    const row = page.getByRole('row').filter({ hasText: 'client@demo.test' });
    await row.getByRole('button', { name: 'View as' }).click();

    const banner = page.getByTestId('view-as-banner');
    const bannerSays = async () => {
      await visible(banner);
      expect(await banner.textContent()).toContain('You are viewing as Carl Client (Acme Client Co).');
      await visible(banner.getByRole('button', { name: 'Return to Rita Root' }));
    };
    await bannerSays();
    // Another page of the viewed account: still there.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await bannerSays();
    await page.goto(new URL('/user/card-setting', page.url()).toString());
    await bannerSays();
    // A reload reads the view-as session again.
    await page.reload();
    await bannerSays();

    await banner.getByRole('button', { name: 'Return to Rita Root' }).click();
    await waitForPath(page, '/configuration/agency-list');
    await visible(page.getByRole('button', { name: 'Profile menu' }).getByText('Rita Root'));
    expect(await page.getByTestId('view-as-banner').count()).toBe(0);
    expect(await originalToken(page)).toBeNull();
    await page.reload();
    await waitForShell(page);
    expect(await page.getByTestId('view-as-banner').count()).toBe(0);
  });
});
