import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { registerFreshAgency } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { fillSignIn, openSignedIn, storedToken, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('forgotten password', () => {
  it('e-mails a link (read in the dev mailbox) that sets a new password to sign in with', async () => {
    // A user of its own: changing its password disturbs no other test.
    const account = await registerFreshAgency('forgot');
    const page = browser.page();
    const newPassword = 'Changed!pass2026';

    await page.goto(urlOn('localhost', '/forgot-password'));
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByText(messages.resetLinkSent));

    // A visitor is refused the dev mailbox: it shows no e-mail, only whom it is for.
    await page.goto(urlOn('localhost', '/dev/mail'));
    await visible(page.getByText(messages.devMailStaffOnly));
    expect(await page.getByRole('article').count()).toBe(0);

    // The platform owner reads it in a browser of its own.
    const staffContext = await browser.context().browser()?.newContext();
    if (!staffContext) throw new Error('no browser for the platform owner');
    const staffPage = await staffContext.newPage();
    await openSignedIn(staffPage, 'localhost', 'root@demo.test', '/dev/mail');
    const mail = staffPage.getByRole('article', { name: new RegExp(`${account.email}: Reset your`) });
    await visible(mail);
    const href = await mail.getByRole('link').first().getAttribute('href');
    await staffContext.close();
    expect(href).toMatch(/\/reset-password\/[\w-]+$/);
    await page.goto(href ?? '');

    await visible(page.getByText(account.email));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await visible(page.getByText(messages.passwordsDiffer));

    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await waitForPath(page, '/login');
    await visible(page.getByText(messages.passwordResetDone));

    await fillSignIn(page, account.email, account.password);
    await visible(page.getByRole('alert').filter({ hasText: messages.invalidCredentials }));
    await fillSignIn(page, account.email, newPassword);
    await waitForPath(page, '/user/profile-setup');
    expect(await storedToken(page)).toBeTruthy();

    // The link is single-use.
    await page.evaluate(() => window.localStorage.removeItem('access_token'));
    await page.goto(href ?? '');
    await visible(page.getByText(messages.resetLinkInvalid));
  });
});
