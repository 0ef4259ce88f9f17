import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from './api.ts';
import { browserPerFile } from './browser.ts';
import { openSignedIn, storedToken, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('a session the server ended (part 1 §8 "Unauthenticated.")', () => {
  it('shows Session Ended, clears the token and goes to /login', async () => {
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'sales@demo.test', '/configuration/agency-list');
    await waitForPath(page, '/configuration/agency-list');
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    // Leave the app first: a page still running could meet the 401 on a background refresh and end
    // the session before the reload, and a reload would then wipe the alert it showed.
    const appUrl = page.url();
    await page.goto('about:blank');
    const revoked = await callApi('POST', '/logout', { token: token ?? '' });
    expect(revoked.status).toBe(200);

    await page.goto(appUrl);
    const alert = await visible(page.getByRole('dialog', { name: messages.sessionEndedTitle }));
    await visible(alert.getByText(messages.sessionEndedText));
    await waitForPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
  });
});
