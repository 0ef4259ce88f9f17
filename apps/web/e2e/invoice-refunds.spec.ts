// Issue 23 item 9: invoices show refunds. Platform staff refund half of a paid client invoice through
// the refund dialog: the invoice then reads Partly refunded with a refund line (date and amount) on
// the invoice and on the client's list; the rest refunded, it reads Refunded. An agency's own paid
// invoice that was refunded reads the same on its list. No serious axe finding on those screens.
import { describe, expect, it } from 'vitest';
import { wcagViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { withServerDatabase } from './server-database.ts';
import { openAgencyListAsRoot } from './tenants-steps.ts';
import { signInThroughForm, visible } from './ui.ts';

const browser = browserPerFile();

type Issued = { id: number; number: string };

/**
 * A paid invoice of $120.00 (one line) with the sandbox provider's record of its charge, so it can be
 * refunded: a client invoice of Acme Client Co, or Acme Marketing's own invoice to the platform.
 */
async function paidInvoice(level: 'client' | 'agency'): Promise<Issued> {
  return withServerDatabase(async (db) => {
    const lineage = await db.query<{ client: number; agency: number; root: number }>(
      `select c.id as client, a.id as agency, a.parent_id as root
         from companies c join companies a on a.id = c.parent_id
        where c.company_name = 'Acme Client Co'`,
    );
    const { client, agency, root } = lineage.rows[0] ?? {};
    if (!client) throw new Error('the demo client is missing');
    const [payer, payee] = level === 'client' ? [client, agency] : [agency, root];
    const inserted = await db.query<Issued>(
      `insert into invoices (billing_key, level, payer_company_id, payee_company_id, agency_company_id,
         root_company_id, term, period_start, period_end, timezone, status, total_cents, wholesale_cents,
         attempts, paid_at, provider_charge_id)
       values ($1, $2, $3, $4, $5, $6, 'Weekly', '2026-11-09', '2026-11-16', 'America/Chicago', 'paid',
         12000, 0, 1, now(), $7)
       returning id, number`,
      [
        `e2e:refunds:${Date.now()}:${Math.random()}`,
        level,
        payer,
        payee,
        agency,
        root,
        `ch_sandbox_e2e_${Date.now()}`,
      ],
    );
    const invoice = inserted.rows[0] as Issued;
    await db.query(
      `insert into sandbox_charges (idempotency_key, charge_id, payment_method_id, amount_cents)
       select 'e2e-' || id, provider_charge_id, 'pm_sandbox_e2e', total_cents from invoices where id = $1`,
      [invoice.id],
    );
    await db.query(
      `insert into invoice_lines (invoice_id, line_no, module, kind, description, quantity, unit_cents,
         amount_cents, wholesale_cents)
       values ($1, 1, 'local', 'minimum', 'Platform fee per week', 1, 12000, 12000, 0)`,
      [invoice.id],
    );
    return { id: Number(invoice.id), number: invoice.number };
  });
}

const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
  new Date(),
);

describe('invoices show refunds (issue 23 item 9)', () => {
  it('half refunded reads Partly refunded with a refund line; all refunded reads Refunded', async () => {
    const invoice = await paidInvoice('client');
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
    await signInThroughForm(client, 'acme.localhost', 'client@demo.test');
    await client.waitForURL((url) => url.pathname !== '/login');
    await client.goto(urlOn('acme.localhost', '/invoices'));
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
    const invoice = await paidInvoice('agency');
    await withServerDatabase((db) =>
      db.query(
        `insert into invoice_refunds (invoice_id, idempotency_key, amount_cents, refunded_before_cents, status,
           finished_at)
         values ($1, $2, 2000, 0, 'succeeded', now())`,
        [invoice.id, `e2e-refund-${invoice.id}`],
      ),
    );
    const page = browser.page();
    await signInThroughForm(page, 'acme.localhost', 'agency@demo.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(urlOn('acme.localhost', '/invoices'));
    const row = await visible(page.locator(`tr[data-invoice="${invoice.number}"]`));
    await visible(row.getByText('Partly refunded', { exact: true }));
    expect(await row.getByTestId('refund-summary').textContent()).toBe(`Refunded $20.00 on ${today}`);
    await page.goto(urlOn('acme.localhost', `/invoices/${invoice.id}`));
    const sheet = await visible(page.getByTestId('invoice-sheet'));
    expect(await sheet.locator('tr[data-refund="1"]').textContent()).toBe(`Refund on ${today}-$20.00`);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
