import { DEMO_PASSWORD } from '@lead/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, newestMailId, waitForMail } from './api.ts';
import { browserPerFile } from './browser.ts';
import { signInThroughForm, storedToken, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();
// client2 belongs to this file alone: no other test signs in as it.
const EMAIL = 'client2@demo.test';
let cleanup: (() => Promise<unknown>) | null = null;

afterAll(async () => {
  await cleanup?.();
});

describe('two-factor sign-in by e-mail code', () => {
  it('asks for the e-mailed code and signs in with it', async () => {
    const apiToken = await apiSignIn(EMAIL, 'beta.localhost');
    const user = await apiUser(apiToken);
    const enabled = await callApi('PUT', `/setting/twofactorauth/${user.id}`, {
      token: apiToken,
      body: { two_factor_auth: true, two_factor_auth_type: 'email', current_password: DEMO_PASSWORD },
    });
    expect(enabled.status).toBe(200);
    cleanup = () =>
      callApi('PUT', `/setting/twofactorauth/${user.id}`, {
        token: apiToken,
        body: { two_factor_auth: false, two_factor_auth_type: 'none', current_password: DEMO_PASSWORD },
      });

    const page = browser.page();
    const lastMail = await newestMailId();
    await signInThroughForm(page, 'beta.localhost', EMAIL);
    const dialog = await visible(page.getByRole('dialog', { name: 'Two-step verification' }));
    expect(await storedToken(page)).toBeNull();

    // A wrong code is refused with the server's message under the field.
    await dialog.getByLabel('Verification code').fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await visible(dialog.getByText('The code is invalid or has expired.').first());

    const mail = await waitForMail(EMAIL, /sign-in code/i, lastMail);
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Verification code').fill(code ?? '');
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Welcome, Cleo Client' }));
    expect(await storedToken(page)).toBeTruthy();
  });
});
