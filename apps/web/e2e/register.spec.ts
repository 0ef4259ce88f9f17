import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { browserPerFile, urlOn } from './browser.ts';
import { storedToken, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function fillRegistration(page: ReturnType<typeof browser.page>, email: string) {
  await page.getByLabel('Company name').fill('Fresh Company');
  await page.getByLabel('Full name').fill('Fresh Person');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+1 312 555 0142');
  await page.getByLabel('Password', { exact: true }).fill('Fresh!pass2026');
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('registration', () => {
  it('registers a client on an agency host and signs it in (profile setup next)', async () => {
    const page = browser.page();
    await page.goto(urlOn('acme.localhost', '/register'));
    await visible(page.getByRole('heading', { name: 'Create your account' }));
    expect(await page.getByLabel('Referral code').count()).toBe(0);
    await fillRegistration(page, uniqueEmail('client'));
    await waitForPath(page, '/user/profile-setup');
    await visible(page.getByRole('heading', { name: 'Welcome, Fresh Person' }));
    expect(await storedToken(page)).toBeTruthy();
  });

  it('registers an agency on the platform host with the referral code from the link', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/agency-register/DEMOSALES'));
    await visible(page.getByRole('heading', { name: 'Register your agency' }));
    expect(await page.getByLabel('Referral code').inputValue()).toBe('DEMOSALES');
    await fillRegistration(page, uniqueEmail('agency'));
    await waitForPath(page, '/user/profile-setup');
    await visible(page.getByText('Agency', { exact: true }));
  });

  it('shows the server field error under E-mail once, and stays signed out', async () => {
    const page = browser.page();
    await page.goto(urlOn('acme.localhost', '/register'));
    await fillRegistration(page, 'client@demo.test');
    await visible(page.getByText(messages.emailTaken));
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await storedToken(page)).toBeNull();
  });
});
