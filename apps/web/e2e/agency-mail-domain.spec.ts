// Issue 14 in the browser: an agency saves its own mail server in General Settings and sees the test
// e-mail's outcome (a wrong password in a sentence, then success, as received by an SMTP server in this
// process), and sets a custom domain, sees the DNS record to create and its not verified state. A fresh
// agency, so the demo agencies' mail never goes through the test server. Both panels pass axe-core.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSmtp, startLocalSmtp } from '../../api/test/agency-mail/local-smtp.ts';
import { apiUser, callApi, type FreshAccount } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { readyAgency } from './shell.ts';
import { fillSignIn, visible } from './ui.ts';

const browser = browserPerFile();
const ACCOUNT = { user: 'fresh-mailer', pass: 'Sm7p-pass-2026' };
let smtp: LocalSmtp;
let agency: FreshAccount;
let companyId: number;

beforeAll(async () => {
  smtp = await startLocalSmtp(ACCOUNT);
  agency = await readyAgency('mailhost');
  companyId = (await apiUser(agency.token)).company_id;
});
afterAll(async () => {
  // Whatever happened, the agency stops sending through a server that is about to close.
  await callApi('DELETE', `/configuration/setting/${companyId}/customsmtp`, { token: agency.token });
  await smtp.close();
});

async function openGeneralSettings(page: Page) {
  await page.goto(urlOn('localhost', '/login'));
  await fillSignIn(page, agency.email, agency.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(urlOn('localhost', '/configuration/general-setting'));
  await visible(page.getByRole('heading', { level: 2, name: 'Your mail server' }));
}

describe('an agency’s own mail server', () => {
  it('tests the typed settings, saves them, and sends a test through the saved server', async () => {
    const page = browser.page();
    await openGeneralSettings(page);
    const form = page.getByRole('form', { name: 'Your mail server' });
    await visible(form.getByText("Sending through the platform's mail"));
    // Saved empty, each field says what it needs: the password too, in words of its own.
    await form.getByRole('button', { name: 'Save mail server' }).click();
    await visible(form.getByText('Enter the password of the mail server.'));
    await visible(form.getByText('Enter the user name of the mail server.'));
    // The security choice shows its whole label beside the port.
    const security = form.getByRole('combobox', { name: 'Security' });
    await security.click();
    await page.getByRole('option', { name: 'STARTTLS (usually port 587)' }).click();
    await expect(security.inputValue()).resolves.toBe('STARTTLS (usually port 587)');
    await expect(security.evaluate((input) => input.scrollWidth <= input.clientWidth)).resolves.toBe(true);

    await form.getByLabel('SMTP host').fill('127.0.0.1');
    await form.getByLabel('Port').fill(String(smtp.port));
    await form.getByLabel('User name').fill(ACCOUNT.user);
    await form.getByLabel(/^Password/).fill('not-the-password');
    await form.getByLabel('From name').fill('Fresh Agency');
    await form.getByLabel('From address').fill('hello@fresh-agency.test');
    await form.getByLabel('Send a test e-mail to').fill('owner@fresh-agency.test');

    await form.getByRole('button', { name: 'Test these settings' }).click();
    const outcome = page.getByTestId('smtp-test-outcome');
    await visible(outcome.getByText('The test e-mail was not sent'));
    await visible(outcome.getByText('The mail server refused the user name or password.', { exact: false }));
    expect(smtp.received).toHaveLength(0);

    await form.getByLabel(/^Password/).fill(ACCOUNT.pass);
    await form.getByRole('button', { name: 'Test these settings' }).click();
    await visible(outcome.getByText('Test e-mail sent'));
    await visible(outcome.getByText('sent to owner@fresh-agency.test', { exact: false }));
    expect(smtp.received.at(-1)).toMatchObject({
      from: 'hello@fresh-agency.test',
      to: ['owner@fresh-agency.test'],
    });

    await form.getByRole('button', { name: 'Save mail server' }).click();
    await visible(form.getByText('Sending through your mail server'));
    await visible(form.getByText('A password is saved. Leave this empty to keep it.'));
    expect(await form.getByLabel(/^Password/).inputValue()).toBe('');

    const received = smtp.received.length;
    await form.getByRole('button', { name: 'Send a test through the saved server' }).click();
    await visible(outcome.getByText('Test e-mail sent'));
    expect(smtp.received).toHaveLength(received + 1);
    expect(smtp.received.at(-1)?.raw).toMatch(/From: Fresh Agency <hello@fresh-agency\.test>/);

    expect(await seriousViolations(page, 'form[aria-label="Your mail server"]')).toEqual([]);

    await form.getByRole('button', { name: 'Stop using this server' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop using this server' }).click();
    await visible(form.getByText("Sending through the platform's mail"));
  });
});

describe('an agency’s custom domain', () => {
  it('shows the DNS record to create and the not verified state, before and after a check', async () => {
    const page = browser.page();
    await openGeneralSettings(page);
    await visible(page.getByRole('heading', { level: 2, name: 'Your site address' }));
    const domainForm = page.getByRole('form', { name: 'Custom domain' });

    await domainForm.getByLabel('Custom domain').fill('localhost');
    await domainForm.getByRole('button', { name: 'Save domain' }).click();
    await visible(
      domainForm.getByText('localhost and IP addresses cannot be custom domains.', { exact: false }),
    );

    const domain = `leads-${Date.now()}.fresh-agency.test`;
    await domainForm.getByLabel('Custom domain').fill(domain);
    await domainForm.getByRole('button', { name: 'Save domain' }).click();
    const state = page.getByTestId('custom-domain-state');
    await visible(state.getByTestId('domain-verification').getByText('Not verified'));
    const record = state.getByTestId('dns-record');
    await visible(record.getByRole('cell', { name: 'CNAME' }));
    await visible(record.getByText(domain, { exact: true }));
    const { body } = await callApi<{ platform_host: string }>(
      'GET',
      `/configuration/custom-domain/${companyId}`,
      {
        token: agency.token,
      },
    );
    await visible(record.getByText(body.platform_host, { exact: true }));
    await visible(state.getByText('Not checked yet.'));

    // No DNS server holds this name: the check keeps it unverified and says what it found.
    await state.getByRole('button', { name: 'Check DNS' }).click();
    await visible(state.getByText('Last checked', { exact: false }));
    await visible(state.getByTestId('domain-verification').getByText('Not verified'));

    expect(await seriousViolations(page, '[data-testid="custom-domain-state"]')).toEqual([]);
    // Under the pointer, the subtle red button's text still reads (its hover shade was 3.75:1).
    await domainForm.getByRole('button', { name: 'Remove domain' }).hover();
    expect(await seriousViolations(page, 'form[aria-label="Custom domain"]')).toEqual([]);
    expect(await seriousViolations(page, 'form[aria-label="Subdomain"]')).toEqual([]);
  });
});
