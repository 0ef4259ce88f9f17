// Invoice screens (issue 15 item 7): an agency opens Invoices from its profile menu and sees a client
// invoice with its margin (retail − wholesale), opens it and prints it (on paper only the invoice
// shows); the client sees the same invoice without wholesale; no serious axe violation on either.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wcagViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { acmeLineage, withServerDatabase } from './server-database.ts';
import { openAgencyListAsRoot, searchOne } from './tenants-steps.ts';
import { openProfileMenuItem, openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

type Issued = { id: number; number: string };

/** A paid client invoice of Acme Client Co: $100 + $20 retail, $60 + $8 wholesale (margin $52). */
async function issueAcmeClientInvoice(failure: string | null = null, charged = false): Promise<Issued> {
  return withServerDatabase(async (db) => {
    const { client, agency, root } = await acmeLineage(db);
    const inserted = await db.query<Issued>(
      `insert into invoices (billing_key, level, payer_company_id, payee_company_id, agency_company_id,
         root_company_id, term, period_start, period_end, timezone, status, total_cents, wholesale_cents,
         attempts, paid_at, last_error, provider_charge_id)
       values ($1, 'client', $2, $3, $3, $4, 'Weekly', '2026-11-09', '2026-11-16', 'America/Chicago',
         $5, 12000, 6800, 1, case when $5 = 'paid' then now() end, $6, $7)
       returning id, number`,
      [
        `e2e:invoices:${Date.now()}:${Math.random()}`,
        client,
        agency,
        root,
        failure ? 'failed' : 'paid',
        failure,
        charged ? `ch_sandbox_e2e_${Date.now()}` : null,
      ],
    );
    const invoice = inserted.rows[0] as Issued;
    // The sandbox provider's record of the charge, as if the billing run had charged it.
    if (charged)
      await db.query(
        `insert into sandbox_charges (idempotency_key, charge_id, payment_method_id, amount_cents)
         select 'e2e-' || id, provider_charge_id, 'pm_sandbox_e2e', total_cents from invoices where id = $1`,
        [invoice.id],
      );
    await db.query(
      `insert into invoice_lines (invoice_id, line_no, module, kind, description, quantity, unit_cents,
         amount_cents, wholesale_cents)
       values ($1, 1, 'local', 'minimum', 'Minimum per week', 1, 10000, 10000, 6000),
              ($1, 2, 'local', 'leads', 'Leads', 8, 250, 2000, 800)`,
      [invoice.id],
    );
    return { id: Number(invoice.id), number: invoice.number };
  });
}

const displayOf = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return element ? getComputedStyle(element).display : 'missing';
  }, selector);

describe('invoices (issue 15 item 7)', () => {
  it('an agency sees a client invoice with its margin and prints it', async () => {
    const invoice = await issueAcmeClientInvoice();
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/dashboard');
    await page.waitForURL((url) => url.pathname !== '/login');
    await openProfileMenuItem(page, 'Invoices');
    await waitForPath(page, '/invoices');
    await visible(page.getByRole('heading', { name: 'Invoices', level: 1 }));

    const row = await visible(page.locator(`tr[data-invoice="${invoice.number}"]`));
    expect(await row.locator('[data-cell="total"]').textContent()).toBe('$120.00');
    expect(await row.locator('[data-cell="wholesale"]').textContent()).toBe('$68.00');
    expect(await row.locator('[data-cell="margin"]').textContent()).toBe('$52.00');
    await visible(row.getByText('Paid'));
    await visible(row.getByText('Acme Client Co'));
    // The margin by client and module.
    const summary = await visible(page.getByTestId('margin-summary'));
    await visible(summary.getByRole('cell', { name: 'Acme Client Co' }).first());
    expect(await wcagViolations(page)).toEqual([]);

    await row.getByRole('link', { name: `Open ${invoice.number}` }).click();
    await waitForPath(page, `/invoices/${invoice.id}`);
    const sheet = await visible(page.getByTestId('invoice-sheet'));
    await visible(sheet.getByTestId('invoice-number').getByText(invoice.number));
    expect(await sheet.getByTestId('invoice-payer').textContent()).toBe('Acme Client Co');
    const lines = sheet.getByTestId('invoice-lines').locator('tbody tr');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).locator('td').first().textContent()).toBe('1');
    expect(await lines.nth(1).locator('td').first().textContent()).toBe('2');
    expect(await sheet.getByTestId('invoice-total').textContent()).toBe('$120.00');
    expect(await sheet.getByTestId('invoice-wholesale').textContent()).toBe('$68.00');
    expect(await sheet.getByTestId('invoice-margin').textContent()).toBe('$52.00');
    await visible(page.getByRole('button', { name: 'Print' }));
    expect(await wcagViolations(page)).toEqual([]);

    // On paper: no shell, no buttons, the sheet with the brand.
    await page.emulateMedia({ media: 'print' });
    expect(await displayOf(page, '.mantine-AppShell-header')).toBe('none');
    expect(await displayOf(page, '.mantine-AppShell-navbar')).toBe('none');
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await visible(sheet.getByText('Acme Marketing').first());
    await page.emulateMedia({ media: 'screen' });
  });

  it('a client sees its invoice without wholesale', async () => {
    const invoice = await issueAcmeClientInvoice();
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/invoices');
    const row = await visible(page.locator(`tr[data-invoice="${invoice.number}"]`));
    expect(await row.locator('[data-cell="total"]').textContent()).toBe('$120.00');
    expect(await page.getByRole('columnheader', { name: 'Wholesale' }).count()).toBe(0);
    expect(await page.getByTestId('margin-summary').count()).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);

    await page.goto(urlOn('acme.localhost', `/invoices/${invoice.id}`));
    const sheet = await visible(page.getByTestId('invoice-sheet'));
    expect(await sheet.getByTestId('invoice-total').textContent()).toBe('$120.00');
    const text = await sheet.textContent();
    expect(text ?? '').not.toMatch(/wholesale|margin/i);
    expect(text ?? '').not.toContain('$68.00');
    expect(await wcagViolations(page)).toEqual([]);

    // A failed invoice says why, and leads its payer to the card page.
    const failed = await issueAcmeClientInvoice('Your card was declined.');
    await page.goto(urlOn('acme.localhost', '/invoices'));
    const failedRow = await visible(page.locator(`tr[data-invoice="${failed.number}"]`));
    await visible(failedRow.getByTestId('failed-reason').getByText('Your card was declined.'));
    await failedRow.getByRole('link', { name: `Open ${failed.number}` }).click();
    await visible(page.getByText(/The last charge failed: Your card was declined\./));
    await visible(page.getByRole('link', { name: 'Update your card' }));
    // Voided again: other browser tests charge the demo client's failed invoices.
    await withServerDatabase((db) =>
      db.query(`update invoices set status = 'void' where id = $1`, [failed.id]),
    );
  });

  it('the platform opens the billing history of an agency row and sees its clients’ invoices', async () => {
    const invoice = await issueAcmeClientInvoice();
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchOne(page, 'Acme Marketing');
    const row = await visible(page.getByRole('row').filter({ hasText: 'agency@demo.test' }));
    await row.getByRole('button', { name: 'Billing history' }).click();
    const history = await visible(page.locator('[data-testid^="billing-history-"]'));
    const line = await visible(history.locator(`tr[data-invoice="${invoice.number}"]`));
    expect(await line.locator('[data-cell="margin"]').textContent()).toBe('$52.00');
    // The platform reads the agency's margin by client and module there too.
    const summary = await visible(history.getByTestId('margin-summary'));
    await visible(summary.getByRole('cell', { name: 'Acme Client Co' }).first());
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('platform staff refund part of a paid invoice after confirming the amount', async () => {
    const invoice = await issueAcmeClientInvoice(null, true);
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await page.goto(urlOn('localhost', `/invoices/${invoice.id}`));
    await visible(page.getByTestId('invoice-number').filter({ hasText: invoice.number }));
    await page.getByTestId('invoice-refund').click();
    const dialog = page.getByRole('dialog', { name: `Refund ${invoice.number}` });
    await visible(dialog.getByText('Up to $120.00'));
    await dialog.getByRole('textbox', { name: 'Amount to refund' }).fill('20.00');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await visible(dialog.getByText(`Refund $20.00 of ${invoice.number} to the card of Acme Client Co?`));
    expect(await wcagViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund $20.00' }).click();
    await visible(dialog.getByText(/Refunded \$20\.00/));
    const refunded = await withServerDatabase((db) =>
      db.query<{ cents: string }>(
        `select sum(amount_cents) as cents from invoice_refunds where invoice_id = $1 and status = 'succeeded'`,
        [invoice.id],
      ),
    );
    expect(Number(refunded.rows[0]?.cents)).toBe(2000);
  });
});
