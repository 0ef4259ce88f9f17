// A page whose code cannot be downloaded (the connection dropped, or a new version of the app
// replaced its chunk) says so in the product's words inside the shell, whose menus still work, and
// its button reloads the page, which then shows: never React Router's screen for developers.
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { openProfileMenuItem, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();
// The client's Profile entry opens the profile set-up page (/user/profile-setup-v1).
const PROFILE_CHUNK = /\/assets\/profile-setup-page-[^/]*\.js$/;

describe('a page whose code could not be downloaded', () => {
  it('says so inside the shell, and reloading shows the page', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/siteid/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' }));
    await page.route(PROFILE_CHUNK, (route) => route.abort('internetdisconnected'));
    await openProfileMenuItem(page, 'Profile');
    await waitForPath(page, '/user/profile-setup-v1');
    await visible(page.getByText(messages.pageLoadFailed, { exact: true }));
    await visible(page.getByRole('heading', { level: 1, name: 'Something went wrong' }));
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    // The shell is still there: its menu leads on.
    await visible(page.getByRole('button', { name: 'Profile menu' }));

    await page.unroute(PROFILE_CHUNK);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await visible(page.getByText('Tell us about yourself and your company.'));
    expect(await page.getByText(messages.pageLoadFailed).count()).toBe(0);
  });

  it("says so to a visitor too, on the agency's own page", async () => {
    const page = browser.page();
    await page.route(/\/assets\/register-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(urlOn('acme.localhost', '/register'));
    await visible(page.getByText(messages.pageLoadFailed, { exact: true }));
    await visible(page.getByRole('button', { name: 'Reload the page' }));
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
  });
});
