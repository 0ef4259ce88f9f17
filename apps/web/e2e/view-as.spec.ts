// View mode (part 1 §4; part 2 §2): root views a client from the agency list, then reverts.
import { userRoutes } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiSignIn } from './api.ts';
import { browserPerFile } from './browser.ts';
import { shellFactsOf, waitForShell } from './shell.ts';
import { keepLiveLeadsOpening, noteStreamClosesAndEnd } from './stream-order.ts';
import { holdNextCallUntil, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const originalToken = (page: ReturnType<typeof browser.page>) =>
  page.evaluate(() => window.localStorage.getItem('access_token_ori'));

/**
 * The API calls the page had refused from here on. Switching accounts once refetched the list left
 * on screen with the other account's token: a 404 in the console at every switch.
 */
function refusedCalls(page: ReturnType<typeof browser.page>): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return refused;
}

describe('view as user', () => {
  it('root views client@demo.test on its module dashboard and reverts to the agency list', async () => {
    const clientFacts = await shellFactsOf(await apiSignIn('client@demo.test', 'acme.localhost'));
    const local = clientFacts.moduleNames.local;

    const page = browser.page();
    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/agency-list');
    await waitForPath(page, '/configuration/agency-list');
    const refused = refusedCalls(page);
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
    await page.getByRole('table').first().waitFor();
    expect(refused).toEqual([]);
  });

  it('an agency owner views its client from Client Management and returns, every call answered', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/configuration/client-management');
    // Other files add clients to Acme: the search finds the demo one on any page.
    await page.getByRole('textbox', { name: 'Search by company, name or e-mail' }).fill('client@demo.test');
    const row = await visible(page.getByRole('row').filter({ hasText: 'client@demo.test' }));
    const refused = refusedCalls(page);
    await row.getByRole('button', { name: 'View as' }).click();
    const banner = await visible(page.getByTestId('view-as-banner'));
    await visible(page.getByRole('button', { name: 'Profile menu' }).getByText('Carl Client'));
    await waitForShell(page);
    await banner.getByRole('button', { name: /^Return to / }).click();
    await waitForPath(page, '/configuration/client-management');
    await visible(page.getByRole('button', { name: 'Profile menu' }).getByText('Alice Agency'));
    await page.getByRole('table').first().waitFor();
    expect(refused).toEqual([]);
  });

  it('asks nothing with the viewed account’s token from the page it leaves (a search typed during the switch)', async () => {
    const page = browser.page();
    const agencyToken = await openSignedIn(
      page,
      'acme.localhost',
      'agency@demo.test',
      '/configuration/client-management',
    );
    const search = page.getByRole('textbox', { name: 'Search by company, name or e-mail' });
    await search.fill('client@demo.test');
    const row = await visible(page.getByRole('row').filter({ hasText: 'client@demo.test' }));
    const refused = refusedCalls(page);
    // The switch reads the viewed account's landing (its shell facts): held until the page on screen
    // has asked for its list again, so the list's call falls inside the switch.
    const listAskedAgain = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/client/all/null/null/client%40demo'),
    );
    await holdNextCallUntil(page, '**/api/user/shell', listAskedAgain);
    await row.getByRole('button', { name: 'View as' }).click();
    await search.fill('client@demo');
    const asked = await listAskedAgain;
    // Asked as the agency (answered), never as the client the tab is switching to (refused).
    expect(await asked.headerValue('authorization')).toBe(`Bearer ${agencyToken}`);
    await visible(page.getByTestId('view-as-banner'));
    expect(refused).toEqual([]);
  });

  it('closes the live stream before it ends the view, so the stream is never refused', async () => {
    const page = browser.page();
    const order = await noteStreamClosesAndEnd(page, userRoutes.revertSwitch.path);
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/configuration/client-management');
    await page.getByRole('textbox', { name: 'Search by company, name or e-mail' }).fill('client@demo.test');
    const row = await visible(page.getByRole('row').filter({ hasText: 'client@demo.test' }));
    // The client dashboard's live-leads stream is kept opening: its request waits here, unanswered.
    const opening = await keepLiveLeadsOpening(page);
    await row.getByRole('button', { name: 'View as' }).click();
    const banner = await visible(page.getByTestId('view-as-banner'));
    await expect.poll(() => opening.length).toBeGreaterThan(0);
    await banner.getByRole('button', { name: /^Return to / }).click();
    await waitForPath(page, '/configuration/client-management');
    // Closed before the view session ends: it cannot reach the server after, and be refused.
    expect(order.slice(0, 2)).toEqual(['stream closed', 'end sent']);
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
