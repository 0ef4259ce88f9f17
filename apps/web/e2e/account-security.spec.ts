import { messages } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUser, type FreshAccount, registerFreshAgency } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { totpCode } from './totp.ts';
import { openProfileMenuItem, signInThroughForm, storedToken, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

async function signInFresh(account: FreshAccount) {
  const page = browser.page();
  await signInThroughForm(page, 'localhost', account.email, account.password);
  await waitForPath(page, '/user/profile-setup');
  return page;
}

describe('change password dialog', () => {
  it('rejects a wrong current password inline, then changes it and keeps the session', async () => {
    const account = await registerFreshAgency('change-password');
    const page = await signInFresh(account);
    await openProfileMenuItem(page, 'Change Password');
    const dialog = await visible(page.getByRole('dialog', { name: 'Change Password' }));

    await dialog.getByRole('button', { name: 'Save' }).click();
    // Each empty field says what to type.
    await visible(dialog.getByText(messages.currentPasswordRequired));
    await visible(dialog.getByText(messages.newPasswordRequired));
    await visible(dialog.getByText(messages.newPasswordConfirmationRequired));

    await dialog.getByLabel('Current password').fill('wrong-password');
    await dialog.getByLabel('New password', { exact: true }).fill('Newer!pass2026');
    await dialog.getByLabel('Confirm new password').fill('Other!pass2026');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText(messages.passwordsDiffer));

    await dialog.getByLabel('Confirm new password').fill('Newer!pass2026');
    // Two clicks before the page draws again (a double click on a busy machine) send one change.
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/resetpassword')) changes.push(request.method());
    });
    await dialog.getByRole('button', { name: 'Save' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await visible(dialog.getByText(messages.currentPasswordInvalid));
    expect(changes).toEqual(['POST']);
    await visible(dialog.getByRole('button', { name: 'Save' }));

    const before = await storedToken(page);
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(messages.passwordChanged));
    const after = await storedToken(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // The fresh token still works after a reload; the old one was revoked.
    await page.reload();
    await visible(page.getByRole('heading', { name: `Welcome, ${account.name}` }));
  });
});

/** In the open authenticator dialog: the code of its secret, then Save; answers the dialog. */
async function saveAuthenticator(page: Page): Promise<Locator> {
  const dialog = await visible(page.getByRole('dialog', { name: 'Google Authenticator' }));
  const secret = await (await visible(dialog.getByTestId('google-secret'))).textContent();
  await dialog.getByLabel('Verification code').fill(totpCode(secret ?? ''));
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

describe('two-factor settings dialogs', () => {
  it('turns e-mail on, off again by choosing it twice, and sets up Google Authenticator', async () => {
    const account = await registerFreshAgency('two-factor');
    const page = await signInFresh(account);
    const user = await apiUser(account.token);

    await openProfileMenuItem(page, 'Two Factor Authentication');
    const choice = await visible(page.getByRole('dialog', { name: 'Two Factor Authentication' }));
    const email = choice.getByRole('button', { name: /^E-mail/ });
    // Each choice's name holds what it shows (WCAG 2.5.3): checked once the choices have loaded.
    await visible(email);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // Without the current password nothing changes: the field says what to type.
    await email.click();
    await visible(choice.getByText(messages.currentPasswordRequired));
    await choice.getByLabel('Current password').fill('wrong-password');
    await email.click();
    await visible(choice.getByText(messages.currentPasswordInvalid).first());
    await choice.getByLabel('Current password').fill(account.password);
    await email.click();
    await visible(page.getByText(messages.twoFactorSaved));
    await expect.poll(() => email.getAttribute('aria-pressed')).toBe('true');
    await email.click();
    await visible(page.getByText(messages.twoFactorDisabled));

    await choice.getByRole('button', { name: 'Google Authenticator' }).click();
    const google = await visible(page.getByRole('dialog', { name: 'Google Authenticator' }));
    await visible(google.getByRole('img', { name: 'QR code for your authenticator app' }));
    await google.getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByRole('dialog', { name: 'Two Factor Authentication' }));

    // A wrong password is refused at the authenticator's save: back where it is typed, said under it.
    await choice.getByLabel('Current password').fill('wrong-password');
    await choice.getByRole('button', { name: 'Google Authenticator' }).click();
    await (await saveAuthenticator(page)).waitFor({ state: 'hidden' });
    const password = choice.getByLabel('Current password');
    await expect
      .poll(() => password.getAttribute('aria-describedby').then((ids) => ids ?? ''))
      .toMatch(/error/);
    await visible(choice.getByText(messages.currentPasswordInvalid).first());
    await password.fill(account.password);
    await expect.poll(() => choice.getByText(messages.currentPasswordInvalid).count()).toBe(0);

    await page.getByRole('button', { name: 'Google Authenticator' }).click();
    const setup = await saveAuthenticator(page);
    // The dialog closes only after a successful save; the e-mail toast may still be on screen.
    await setup.waitFor({ state: 'hidden' });
    await visible(page.getByText(messages.twoFactorSaved).last());

    const saved = await apiUser(account.token);
    expect(saved.id).toBe(user.id);
    expect(saved.two_factor_auth_type).toBe('google');
  });
});

describe('changing the login e-mail in the profile', () => {
  it('asks for the current password only when the e-mail changes', async () => {
    const account = await registerFreshAgency('email-change');
    const page = await signInFresh(account);
    expect(await page.getByLabel('Current password').count()).toBe(0);

    const newEmail = `moved-${account.email}`;
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail);
    const password = await visible(page.getByLabel('Current password'));
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText(messages.currentPasswordRequired));

    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText(messages.currentPasswordInvalid).first());
    expect((await apiUser(account.token)).email).toBe(account.email);

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByLabel('Company name'));
    expect((await apiUser(account.token)).email).toBe(newEmail);
  });
});
