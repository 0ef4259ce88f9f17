import { messages } from '@lead/shared';
import { describe, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('unknown paths show the not-found page', () => {
  it('for a visitor', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/no-such-page/anywhere'));
    await visible(page.getByText(messages.notFoundPage, { exact: true }));
  });

  it('for a module slug that is not one of the user’s modules, while the real one works', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/siteid/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' }));
    await page.goto(urlOn('acme.localhost', '/not-a-module/dashboard'));
    await visible(page.getByText(messages.notFoundPage, { exact: true }));
  });

  it('the root path goes to /login', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/'));
    await waitForPath(page, '/login');
  });
});
