// A client pays a failed invoice with a new card and its campaigns resume (issue 15 points 4 and
// "Tests that must exist"; part 1 §4 "Forced pages", part 2 §4 "Payment status failed"). The charge
// really declines: the client's card is switched to decline (sandbox_card_outcomes) and the platform
// settles the invoice, which charges it through the provider.
import { COMMISSION_RATE_ERROR, messages } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { openAgencyInvoice, withServerDatabase } from './server-database.ts';
import { readyAgency, readyClient } from './shell.ts';
import { openAgencyListAsRoot, rowOf, searchOne } from './tenants-steps.ts';
import { openSignedIn, signInThroughForm, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  // Another expiry than the card on file: the sandbox names a card after its details.
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 4));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Billing address').fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).fill('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('60606');
  await page.getByRole('button', { name: 'Save card' }).click();
}

describe('a failed payment', () => {
  it('forces the client to Card Setting; a new card pays the invoice and the campaign runs again', async () => {
    const client = await readyClient('failed-payment');
    const me = await apiUser(client.token);
    const campaignId = `e2e-pf-${Date.now()}`;
    const invoice = await withServerDatabase(async (db) => {
      const { rows: lineage } = await db.query<{ agency: number; root: number }>(
        `select a.id as agency, a.parent_id as root from companies c join companies a on a.id = c.parent_id
         where c.id = $1`,
        [me.company_id],
      );
      const { agency, root } = lineage[0] ?? { agency: 0, root: 0 };
      await db.query(
        `insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status)
         values ($1, $2, 'local', 'Failed payment e2e', 'active')`,
        [campaignId, me.company_id],
      );
      // The card on file declines from now on.
      await db.query(
        `insert into sandbox_card_outcomes (payment_method_id, decline)
         select provider_payment_method_id, 'Your card was declined.' from payment_cards where company_id = $1`,
        [me.company_id],
      );
      const { rows } = await db.query<{ id: string; number: string }>(
        `insert into invoices (billing_key, level, payer_company_id, payee_company_id, agency_company_id,
           root_company_id, term, period_start, period_end, timezone, total_cents, wholesale_cents)
         values ($1, 'client', $2, $3, $3, $4, 'Weekly', '2026-11-16', '2026-11-23', 'America/Chicago', 4200, 2000)
         returning id, number`,
        [`e2e:client:${me.company_id}:${Date.now()}`, me.company_id, agency, root],
      );
      const issued = rows[0];
      if (!issued) throw new Error('no invoice');
      await db.query(
        `insert into invoice_lines (invoice_id, line_no, module, kind, description, quantity, unit_cents,
           amount_cents, wholesale_cents) values ($1, 1, 'local', 'leads', 'Leads', 1, 4200, 4200, 2000)`,
        [issued.id],
      );
      return issued;
    });

    // The platform settles: the charge goes to the provider and is declined.
    const root = await apiSignIn('root@demo.test', 'localhost');
    const settlement = await callApi<{ message: string; reason?: string }>(
      'PUT',
      '/general/manual-bill-settlement',
      {
        token: root,
        body: { userID: me.id },
      },
    );
    expect(settlement.status).toBe(402);
    expect(settlement.body.reason).toBe('Your card was declined.');
    const statusOf = () =>
      withServerDatabase(async (db) => {
        const { rows } = await db.query<{ campaign: string; invoice: string; payment: string | null }>(
          `select k.status as campaign, i.status as invoice, c.payment_status as payment
           from campaigns k, invoices i, companies c
           where k.leadspeek_api_id = $1 and i.id = $2 and c.id = $3`,
          [campaignId, invoice.id, me.company_id],
        );
        return rows[0];
      });
    expect(await statusOf()).toEqual({ campaign: 'paused', invoice: 'failed', payment: 'failed' });

    // Whatever the client opens, the shell sends it to Card Setting, which says why.
    const page = browser.page();
    await signInThroughForm(page, 'acme.localhost', client.email, client.password);
    await waitForPath(page, '/user/card-setting');
    await visible(
      page.getByTestId('payment-failed').getByText(/the outstanding \$42\.00 is charged to it at once/),
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await fillCard(page, '4242 4242 4242 4242');
    await visible(
      page.getByText('Your card was saved and the outstanding $42.00 was paid.', { exact: true }),
    );
    expect(await statusOf()).toEqual({ campaign: 'active', invoice: 'paid', payment: null });

    // No longer forced: the dashboard opens.
    await page.goto(page.url().replace('/user/card-setting', '/dashboard'));
    await waitForPath(page, '/dashboard');
  });
});

const setDecline = (companyId: number, decline: string | null) =>
  withServerDatabase(async (db) => {
    await db.query(
      `delete from sandbox_card_outcomes where payment_method_id in
         (select provider_payment_method_id from payment_cards where company_id = $1)`,
      [companyId],
    );
    if (decline)
      await db.query(
        `insert into sandbox_card_outcomes (payment_method_id, decline)
         select provider_payment_method_id, $2 from payment_cards where company_id = $1`,
        [companyId, decline],
      );
  });

describe('settlement from the agency list', () => {
  it('shows what will be charged, says why a decline failed, and settles once the card pays', async () => {
    const agency = await apiUser((await readyAgency('settle')).token);
    await setDecline(agency.company_id, 'Your card has insufficient funds.');
    const invoice = await openAgencyInvoice(agency.company_id, 9_900);
    const root = await apiSignIn('root@demo.test', 'localhost');
    // The first charge declines for real (the settlement call charges through the provider).
    const first = await callApi('PUT', '/general/manual-bill-settlement', {
      token: root,
      body: { userID: agency.id },
    });
    expect(first.status).toBe(402);

    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchOne(page, agency.company_name);
    const row = await visible(rowOf(page, agency.company_id));
    await row.getByRole('button', { name: 'Settle failed payment' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Manual Bill Settlement' }));
    const summary = await visible(dialog.getByTestId('settle-summary'));
    await visible(
      summary.getByText(`$99.00 will be charged now to the card ${agency.company_name} has on file:`),
    );
    await visible(summary.getByText(`${invoice.number}: $99.00 (failed)`, { exact: false }));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // Still declining: the failure sentence with the reason.
    await dialog.getByRole('button', { name: 'Charge and settle' }).click();
    await visible(page.getByText(messages.settlementFailed).first());
    await visible(page.getByText('Your card has insufficient funds.', { exact: false }).first());

    // The card pays now: settled, and the red card icon is gone.
    await setDecline(agency.company_id, null);
    await row.getByRole('button', { name: 'Settle failed payment' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Manual Bill Settlement' }));
    await visible(again.getByTestId('settle-summary'));
    await again.getByRole('button', { name: 'Charge and settle' }).click();
    await visible(page.getByText(messages.settlementDone));
    await expect.poll(() => row.getByRole('button', { name: 'Settle failed payment' }).count()).toBe(0);
  });
});

describe('sales commissions', () => {
  it('platform staff set the rates in General Settings (0–100) and the sales person sees its commissions', async () => {
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await page.goto(urlOn('localhost', '/configuration/general-setting'));
    const form = await visible(page.getByTestId('commission-rates'));
    await form.getByLabel('Sales rep (%)').fill('150');
    await form.getByRole('button', { name: 'Save commission rates' }).click();
    await visible(form.getByText(COMMISSION_RATE_ERROR));
    await form.getByLabel('Sales rep (%)').fill('10');
    await form.getByLabel('Account executive (%)').fill('5');
    await form.getByLabel('Referral (%)').fill('2.5');
    await form.getByRole('button', { name: 'Save commission rates' }).click();
    await visible(page.getByText(messages.commissionRatesSaved));
    expect(await seriousViolations(page, '[data-testid="commission-rates"]')).toEqual([]);

    // Signed out (the session lives in this browser's storage), then in as the sales person.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const sales = page;
    await openSignedIn(sales, 'localhost', 'sales@demo.test', '/configuration/sales-connect-account');
    const section = await visible(sales.getByTestId('sales-commissions'));
    await visible(section.getByRole('heading', { name: 'Your commissions' }));
    expect(await seriousViolations(sales, '[data-testid="sales-commissions"]')).toEqual([]);
    // Back to no commissions, so the other files' payments earn none.
    const root = await apiSignIn('root@demo.test', 'localhost');
    const reset = await callApi('PUT', '/configuration/commission-rates', {
      token: root,
      body: { salesRep: 0, accountExecutive: 0, referral: 0 },
    });
    expect(reset.status).toBe(200);
  });
});
