// An agency invoice the Data Wallet cannot pay (issue 16 point 5, with issue 15's failed-payment
// path): the shell forces Card Setting (part 1 §4 "Forced pages"), which says the wallet, not the
// card, pays what is outstanding and opens the Data Wallet; charging the wallet pays the invoice at
// once and the agency is no longer forced.
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { withServerDatabase } from './server-database.ts';
import { signInThroughForm, visible, waitForPath } from './ui.ts';
import { agreeToWallet, walletAgency, walletOf } from './wallet-steps.ts';

const browser = browserPerFile();

/** An agency invoice of the platform to the agency, open (the settlement charges it). */
async function openAgencyInvoice(agencyId: number, cents: number) {
  return withServerDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; number: string }>(
      `insert into invoices (billing_key, level, payer_company_id, payee_company_id, agency_company_id,
         root_company_id, term, period_start, period_end, timezone, total_cents)
       select $1, 'agency', a.id, a.parent_id, a.id, a.parent_id, 'Monthly', '2026-11-01', '2026-12-01',
         'America/Chicago', $3
       from companies a where a.id = $2
       returning id, number`,
      [`e2e:wallet-owed:${agencyId}:${Date.now()}`, agencyId, cents],
    );
    const issued = rows[0];
    if (!issued) throw new Error('no invoice');
    await db.query(
      `insert into invoice_lines (invoice_id, line_no, kind, description, quantity, unit_cents, amount_cents)
       values ($1, 1, 'minimum', 'Minimum', 1, $2, $2)`,
      [issued.id, cents],
    );
    return issued;
  });
}

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
    const charged = await callApi<{ result: string }>(
      'POST',
      '/configuration/agencies/prepaid/charge-prepaid-direct-payment',
      {
        token: agency.token,
        body: {
          company_id: agency.companyId,
          amount: '250',
          custom_amount: 'F',
          stop_continual: 'T',
          payment_type: 'credit_card',
          idempotency_key: `e2e-wallet-owed-${Date.now()}`,
        },
      },
    );
    expect(charged.body.result).toBe('success');
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
