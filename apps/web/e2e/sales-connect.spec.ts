// A sales person's payout account (part 2 §4, /configuration/sales-connect-account): a new sales
// person follows the invitation to choose a password, connects through the sandbox onboarding and
// comes back connected. The person is removed again.
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, newestMailId, waitForMail } from './api.ts';
import { browserPerFile } from './browser.ts';
import { connectThroughSandbox } from './shell.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('Connect Your Account (sales)', () => {
  it('connects a new sales person’s payout account through the sandbox onboarding', async () => {
    const unique = `payout${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const email = `${unique}@example.test`;
    const password = 'Payout!pass2026';
    const rootToken = await apiSignIn('root@demo.test', 'localhost');
    const root = await apiUser(rootToken);
    const mailBefore = await newestMailId();
    const created = await callApi<{ data: { id: number }[] }>('POST', '/configuration/user/create', {
      token: rootToken,
      body: {
        companyID: root.company_id,
        idsys: root.company_root_id,
        userType: 'sales',
        ClientFullName: `Pat ${unique}`,
        ClientEmail: email,
      },
    });
    expect(created.status).toBe(200);
    const userId = created.body.data[0]?.id ?? 0;
    try {
      const invitation = await waitForMail(email, /./, mailBefore);
      const link = invitation.text.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
      expect(link).toBeTruthy();

      const page = browser.page();
      await page.goto(link ?? '');
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await waitForPath(page, '/login');
      await openSignedIn(page, 'localhost', email, '/configuration/agency-list', password);
      await waitForPath(page, '/configuration/agency-list');

      await page.getByTestId('sidebar').getByRole('link', { name: 'Connect Your Account' }).click();
      await waitForPath(page, '/configuration/sales-connect-account');
      await visible(page.getByRole('heading', { level: 1, name: 'Connect Your Account' }));
      await connectThroughSandbox(page, '/configuration/sales-connect-account');
    } finally {
      const removed = await callApi('DELETE', `/configuration/user/remove/${root.company_id}/${userId}`, {
        token: rootToken,
      });
      expect(removed.status).toBe(200);
    }
  });
});
