// An agency invoice the Data Wallet cannot pay (issue 16 point 5, with issue 15's failed-payment
// path): the shell forces Card Setting (part 1 §4 "Forced pages"), which says the wallet, not the
// card, pays what is outstanding and opens the Data Wallet; charging the wallet pays the invoice at
// once and the agency is no longer forced.
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { openAgencyInvoice, withServerDatabase } from './server-database.ts';
import { signInThroughForm, visible, waitForPath } from './ui.ts';
import { agreeToWallet, chargeWallet, walletAgency, walletOf } from './wallet-steps.ts';

const browser = browserPerFile();

const stateOf = (invoiceId: string, companyId: number) =>
  withServerDatabase(async (db) => {
    const { rows } = await db.query<{ invoice: string; payment: string | null }>(
      `select i.status as invoice, c.payment_status as payment from invoices i, companies c
       where i.id = $1 and c.id = $2`,
      [invoiceId, companyId],
    );
    return rows[0];
  });

describe('an invoice the Data Wallet cannot pay', () => {
  it('forces Card Setting, which opens the Data Wallet; a charge pays the invoice and frees the agency', async () => {
    const agency = await walletAgency('wallet-owed');
    await agreeToWallet(agency.token);
    await chargeWallet(agency.token, agency.companyId, 250);
    const invoice = await openAgencyInvoice(agency.companyId, 40_000);

    // The platform settles: the wallet ($250) cannot pay $400, so the invoice fails with the reason.
    const root = await apiSignIn('root@demo.test', 'localhost');
    const me = await apiUser(agency.token);
    const settlement = await callApi<{ reason?: string }>('PUT', '/general/manual-bill-settlement', {
      token: root,
      body: { userID: me.id },
    });
    expect(settlement.status).toBe(402);
    expect(settlement.body.reason).toContain('The Data Wallet balance ($250.00) cannot pay this invoice');
    expect(await stateOf(invoice.id, agency.companyId)).toEqual({ invoice: 'failed', payment: 'failed' });

    // Whatever the agency opens, it lands on Card Setting, which names the wallet and opens it.
    const page = browser.page();
    await signInThroughForm(page, 'localhost', agency.email, agency.password);
    await waitForPath(page, '/user/card-setting');
    const alert = await visible(page.getByTestId('payment-failed'));
    await visible(alert.getByText(/^Your Data Wallet could not pay the outstanding \$400\.00/));
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await alert.getByRole('button', { name: 'Open Data Wallet' }).click();
    const wallet = await visible(page.getByRole('dialog', { name: 'Data Wallet' }));
    await visible(wallet.getByTestId('wallet-balance').getByText('$250.00', { exact: true }));
    await wallet.getByText('$500', { exact: true }).click();
    await wallet.getByRole('button', { name: 'Charge $500.00' }).click();
    await wallet.getByRole('button', { name: 'Charge $500.00 now' }).click();
    await visible(page.getByText(messages.walletCharged).first());

    // The top-up paid the invoice from the wallet: $250 + $500 − $400.
    await expect
      .poll(() => stateOf(invoice.id, agency.companyId))
      .toEqual({ invoice: 'paid', payment: null });
    expect((await walletOf(agency.token, agency.companyId)).balance_cents).toBe(35_000);
    await page.goto(urlOn('localhost', '/dashboard'));
    await waitForPath(page, '/dashboard');
  });
});
