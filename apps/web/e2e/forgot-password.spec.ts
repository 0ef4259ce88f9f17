import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { registerFreshAgency } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { fillSignIn, storedToken, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('forgotten password', () => {
  it('e-mails a link (read in the dev mailbox) that sets a new password to sign in with', async () => {
    // A user of its own: changing its password disturbs no other test.
    const account = await registerFreshAgency('forgot');
    const page = browser.page();
    const newPassword = 'Changed!pass2026';

    await page.goto(urlOn('localhost', '/forgot-password'));
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByText(messages.resetLinkSent));

    await page.goto(urlOn('localhost', '/dev/mail'));
    const mail = page.getByRole('article', { name: new RegExp(`${account.email}: Reset your`) });
    await visible(mail);
    const link = mail.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/reset-password\/[\w-]+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/reset-password/'));

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
