// Data Wallet (part 1 §6, the profile menu): shown to a manually billed agency let into the
// data_wallet beta; the beta Service Agreement comes first (Decline closes, Confirm records it),
// then the wallet explained with a way to the card on file.
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { browserPerFile } from './browser.ts';
import { letIntoBeta, readyAgency, shellFactsOf, waitForShell } from './shell.ts';
import { openProfileMenuItem, signInThroughForm, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('the Data Wallet dialog', () => {
  it('asks for the beta agreement, then explains the wallet and leads to Card Setting', async () => {
    const agency = await readyAgency('wallet');
    await letIntoBeta(agency.token, 'data_wallet');
    const root = await apiSignIn('root@demo.test', 'localhost');
    const manual = await callApi('PUT', '/configuration/user/manual-bill', {
      token: root,
      body: { companyID: (await apiUser(agency.token)).company_id, manualBill: 'T' },
    });
    expect(manual.status).toBe(200);

    const page = browser.page();
    await signInThroughForm(page, 'localhost', agency.email, agency.password);
    await waitForPath(page, '/dashboard');
    await waitForShell(page);

    await openProfileMenuItem(page, 'Data Wallet');
    const agreement = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await agreement.getByRole('button', { name: 'Decline' }).click();
    await agreement.waitFor({ state: 'hidden' });
    expect((await shellFactsOf(agency.token)).agreements.data_wallet).toBe(false);

    await openProfileMenuItem(page, 'Data Wallet');
    await (await visible(page.getByRole('dialog', { name: 'Service Agreement' })))
      .getByRole('button', { name: 'Confirm' })
      .click();
    const wallet = await visible(page.getByRole('dialog', { name: 'Data Wallet' }));
    await visible(wallet.getByText('prepaid balance your lead charges are taken from', { exact: false }));
    expect((await shellFactsOf(agency.token)).agreements.data_wallet).toBe(true);
    await wallet.getByRole('link', { name: 'Check the card on file in Card Setting' }).click();
    await waitForPath(page, '/user/card-setting');
    await wallet.waitFor({ state: 'hidden' });

    // Agreed once: the wallet opens straight away from now on.
    await openProfileMenuItem(page, 'Data Wallet');
    await visible(page.getByRole('dialog', { name: 'Data Wallet' }));
    expect(await page.getByRole('dialog', { name: 'Service Agreement' }).count()).toBe(0);
  });
});
