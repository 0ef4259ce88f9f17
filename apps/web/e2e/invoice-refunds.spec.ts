// Issue 23 item 9: invoices show refunds. Platform staff refund half of a paid client invoice through
// the refund dialog: the invoice then reads Partly refunded with a refund line (date and amount) on
// the invoice and on the client's list; the rest refunded, it reads Refunded. An agency's own paid
// invoice that was refunded reads the same on its list. No serious axe finding on those screens.
import { describe, expect, it } from 'vitest';
import { wcagViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { paidDemoInvoice, withServerDatabase } from './server-database.ts';
import { openAgencyListAsRoot } from './tenants-steps.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
  new Date(),
);

describe('invoices show refunds (issue 23 item 9)', () => {
  it('half refunded reads Partly refunded with a refund line; all refunded reads Refunded', async () => {
    const invoice = await paidDemoInvoice('client');
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await page.goto(urlOn('localhost', `/invoices/${invoice.id}`));
    const sheet = await visible(page.getByTestId('invoice-sheet'));
    await visible(sheet.getByText('Paid', { exact: true }).first());

    const refund = async (amount: string) => {
      await page.getByTestId('invoice-refund').click();
      const dialog = page.getByRole('dialog', { name: `Refund ${invoice.number}` });
      await dialog.getByRole('textbox', { name: 'Amount to refund' }).fill(amount);
      await dialog.getByRole('button', { name: 'Review refund' }).click();
      await dialog.getByRole('button', { name: `Refund $${amount}` }).click();
      await visible(dialog.getByText(new RegExp(`Refunded \\$${amount.replace('.', '\\.')}`)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    };

    await refund('60.00');
    await visible(sheet.getByText('Partly refunded', { exact: true }).first());
    const refundLine = await visible(sheet.locator('tr[data-refund="1"]'));
    expect(await refundLine.textContent()).toBe(`Refund on ${today}-$60.00`);
    expect(await sheet.getByTestId('invoice-refunded').textContent()).toBe('-$60.00');
    expect(await sheet.getByTestId('invoice-net').textContent()).toBe('$60.00');
    expect(await sheet.getByText('Paid', { exact: true }).count()).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);

    // The client's own list says so too, in a second tab (the first stays on the invoice).
    const client = await browser.context().newPage();
    await openSignedIn(client, 'acme.localhost', 'client@demo.test', '/invoices');
    const row = await visible(client.locator(`tr[data-invoice="${invoice.number}"]`));
    await visible(row.getByText('Partly refunded', { exact: true }));
    expect(await row.getByTestId('refund-summary').textContent()).toBe(`Refunded $60.00 on ${today}`);
    expect(await wcagViolations(client)).toEqual([]);

    await refund('60.00');
    await visible(sheet.getByText('Refunded', { exact: true }).first());
    expect(await sheet.locator('tr[data-refund]').count()).toBe(2);
    expect(await sheet.getByTestId('invoice-net').textContent()).toBe('$0.00');
    await client.reload();
    const after = await visible(client.locator(`tr[data-invoice="${invoice.number}"]`));
    await visible(after.getByText('Refunded', { exact: true }));
    expect(await after.getByTestId('refund-summary').textContent()).toBe(`Refunded $120.00 on ${today}`);
  });

  it("an agency's own refunded invoice reads Partly refunded on its list and its invoice", async () => {
    const invoice = await paidDemoInvoice('agency');
    await withServerDatabase((db) =>
      db.query(
        `insert into invoice_refunds (invoice_id, idempotency_key, amount_cents, refunded_before_cents, status,
           finished_at)
         values ($1, $2, 2000, 0, 'succeeded', now())`,
        [invoice.id, `e2e-refund-${invoice.id}`],
      ),
    );
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/invoices');
    const row = await visible(page.locator(`tr[data-invoice="${invoice.number}"]`));
    await visible(row.getByText('Partly refunded', { exact: true }));
    expect(await row.getByTestId('refund-summary').textContent()).toBe(`Refunded $20.00 on ${today}`);
    await page.goto(urlOn('acme.localhost', `/invoices/${invoice.id}`));
    const sheet = await visible(page.getByTestId('invoice-sheet'));
    expect(await sheet.locator('tr[data-refund="1"]').textContent()).toBe(`Refund on ${today}-$20.00`);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
