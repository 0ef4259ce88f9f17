// Double everything (issue 23 item 1): every create and money button is double-clicked, and the API or
// the database then shows one thing made or charged, with no error beside the success: add client and
// resend invitation, add agency, the wizard's Save campaign, Start and bill (a Prepaid pool bought
// once), the plan change, the refund (its review step cannot be skipped) and the Data Wallet charge.
import { fillMessage, messages } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUser, newestMailId, outbox, waitForMail } from './api.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction } from './campaign-row-menu.ts';
import { agencyWithClient } from './report-steps.ts';
import { paidDemoInvoice, withServerDatabase } from './server-database.ts';
import { readyAgency, SUCCEEDING_CARD } from './shell.ts';
import { listThroughApi, openAgencyListAsRoot, uniqueWord } from './tenants-steps.ts';
import { openSignedIn, visible } from './ui.ts';
import { agreeToWallet, openWallet, signInAgency, walletAgency, walletOf } from './wallet-steps.ts';
import { savedCampaignId, siteCampaignToReview } from './wizard-steps.ts';

const browser = browserPerFile();

/** No red notice is on the page: a success never stands beside an error for the same submission. */
async function noErrorNotice(page: Page): Promise<void> {
  const notices = page.locator('.mantine-Notification-root');
  const texts = await notices.allTextContents();
  for (const text of texts) {
    expect(text).not.toContain(messages.serverError);
    expect(text).not.toContain(messages.emailTaken);
    expect(text).not.toContain(messages.idempotencyKeyInProgress);
  }
}

/** How many rows of `table` match `where` in the server's database. */
const countOf = (sqlText: string, values: unknown[]) =>
  withServerDatabase(async (db) => Number((await db.query<{ n: string }>(sqlText, values)).rows[0]?.n));

describe('double-clicking every create and money button makes or charges one thing', () => {
  it('Save on the add-client form makes one client; Resend invitation sends one e-mail', async () => {
    const agency = await readyAgency('double-client');
    const word = uniqueWord('dbl');
    const client = { company: `Client ${word}`, name: 'Dora Double', email: `${word}@example.test` };
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/configuration/client-management', agency.password);
    await page.getByRole('button', { name: 'Add client' }).click();
    const add = await visible(page.getByRole('form', { name: 'Add client' }));
    await add.getByLabel('Company name').fill(client.company);
    await add.getByLabel('Full name').fill(client.name);
    await add.getByLabel('E-mail').fill(client.email);
    await add.getByLabel('Phone', { exact: true }).fill('201 555 0123');
    await add.getByRole('button', { name: 'Save' }).dblclick();
    await visible(page.getByText(fillMessage('clientAdded', { name: client.company })));
    await add.waitFor({ state: 'detached' });
    expect((await listThroughApi(agency.token, 'client', word)).total).toBe(1);
    await noErrorNotice(page);

    const row = await visible(page.getByRole('row').filter({ hasText: client.company }));
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = await visible(page.getByRole('form', { name: `Edit ${client.company}` }));
    const before = await newestMailId();
    await edit.getByRole('button', { name: 'Resend invitation' }).dblclick();
    await visible(page.getByText(messages.invitationSent).first());
    await waitForMail(client.email, /./, before);
    // Time for a second e-mail, had the second click sent one.
    await page.waitForTimeout(1500);
    const sent = (await outbox()).filter(
      (mail) => mail.id > before && mail.to.toLowerCase() === client.email.toLowerCase(),
    );
    expect(sent).toHaveLength(1);
    expect(await page.getByText(messages.invitationSent).count()).toBe(1);
  });

  it('Review refund then Refund, each double-clicked: the review shows, then one refund is made', async () => {
    const invoice = await paidDemoInvoice('client');
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await page.goto(urlOn('localhost', `/invoices/${invoice.id}`));
    await page.getByTestId('invoice-refund').click();
    const dialog = page.getByRole('dialog', { name: `Refund ${invoice.number}` });
    await dialog.getByRole('textbox', { name: 'Amount to refund' }).fill('20.00');
    const refundRows = () =>
      withServerDatabase((db) =>
        db.query<{ n: string; cents: string | null }>(
          `select count(*) as n, sum(amount_cents) as cents from invoice_refunds where invoice_id = $1`,
          [invoice.id],
        ),
      );

    await dialog.getByRole('button', { name: 'Review refund' }).dblclick();
    await visible(dialog.getByText(`Refund $20.00 of ${invoice.number} to the card of Acme Client Co?`));
    // The second click landed on the confirm button and did nothing: the review is on screen.
    await page.waitForTimeout(1000);
    expect((await refundRows()).rows[0]?.n).toBe('0');

    await dialog.getByRole('button', { name: 'Refund $20.00' }).dblclick();
    await visible(dialog.getByText(/Refunded \$20\.00/));
    const { rows } = await refundRows();
    expect(rows[0]).toEqual({ n: '1', cents: '2000' });
    await noErrorNotice(page);
  });

  it('Charge and Charge now in the Data Wallet, each double-clicked, charge the card once', async () => {
    const agency = await walletAgency('double-wallet', SUCCEEDING_CARD);
    await agreeToWallet(agency.token);
    const page = browser.page();
    await signInAgency(page, agency);
    const wallet = await openWallet(page);
    await wallet.getByText('$500', { exact: true }).click();
    await wallet.getByRole('button', { name: 'Charge $500.00' }).dblclick();
    await visible(wallet.getByRole('heading', { name: 'Charge $500.00 to your card?' }));
    await page.waitForTimeout(1000);
    expect((await walletOf(agency.token, agency.companyId)).balance_cents).toBe(0);

    await wallet.getByRole('button', { name: 'Charge $500.00 now' }).dblclick();
    await visible(page.getByText(messages.walletCharged).first());
    await visible(wallet.getByTestId('wallet-balance').getByText('$500.00', { exact: true }));
    await page.waitForTimeout(1000);
    expect((await walletOf(agency.token, agency.companyId)).balance_cents).toBe(50_000);
    const topups = await withServerDatabase((db) =>
      db.query<{ n: string }>(`select count(*) as n from wallet_topups where company_id = $1`, [
        agency.companyId,
      ]),
    );
    expect(topups.rows[0]?.n).toBe('1');
    await noErrorNotice(page);
  });
  it('Save on the add-agency form makes one agency', async () => {
    const word = uniqueWord('dblagency');
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await page.getByRole('button', { name: 'Add agency' }).click();
    const add = await visible(page.getByRole('form', { name: 'Add agency' }));
    await add.getByLabel('Company name').fill(`Agency ${word}`);
    await add.getByLabel('Full name').fill('Abe Double');
    await add.getByLabel('E-mail').fill(`${word}@example.test`);
    await add.getByLabel('Phone', { exact: true }).fill('201 555 0123');
    await add.getByLabel('Subdomain').fill(word.toLowerCase());
    await add.getByRole('button', { name: 'Save' }).dblclick();
    await visible(page.getByText(fillMessage('agencyAdded', { name: `Agency ${word}` })));
    await add.waitFor({ state: 'detached' });
    expect(
      await countOf('select count(*) as n from companies where company_name = $1', [`Agency ${word}`]),
    ).toBe(1);
    await noErrorNotice(page);
  });

  it("the wizard's Save campaign makes one draft, and Start and bill buys one Prepaid pool", async () => {
    const setup = await agencyWithClient('double-wizard');
    const page = browser.page();
    await signInAgency(page, setup);
    const name = uniqueWord('Twice');
    await siteCampaignToReview(page, { clientName: setup.clientName, name });
    await page.getByRole('button', { name: 'Save campaign' }).dblclick();
    const id = await savedCampaignId(page);
    await page.waitForTimeout(1000);
    expect(await countOf('select count(*) as n from campaigns where campaign_name = $1', [name])).toBe(1);
    await noErrorNotice(page);

    // Made Prepaid with a pool of two leads at $1.50 (its edit form is tested elsewhere), then started
    // by a double click.
    await withServerDatabase((db) =>
      db.query(
        `update campaigns set payment_term = 'Prepaid', leads_buy = 2, topup_options = 'onetime',
           cost_per_lead_cents = 150 where leadspeek_api_id = $1`,
        [id],
      ),
    );
    await page.reload();
    const row = await visible(page.locator(`tr[data-campaign="${id}"]`));
    await rowAction(page, row, name, 'Activate');
    const start = await visible(page.getByRole('dialog', { name: `Start ${name}?` }));
    await start.getByRole('button', { name: 'Start and bill' }).dblclick();
    await start.waitFor({ state: 'hidden' });
    await visible(page.getByText(`Campaign ${id} is active.`).first());
    await page.waitForTimeout(1500);
    const pools = await countOf(
      `select count(*) as n from prepaid_pools p join campaigns k on k.id = p.campaign_id
       where k.leadspeek_api_id = $1`,
      [id],
    );
    expect(pools).toBe(1);
    await noErrorNotice(page);
  });

  it('Subscribe, each button double-clicked, charges the plan once', async () => {
    const agency = await readyAgency('double-plan');
    const companyId = (await apiUser(agency.token)).company_id;
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/configuration/general-setting', agency.password);
    const panel = await visible(page.getByTestId('plan-panel'));
    // The free plan is the platform's to grant: the agency's own choice offers paid plans only.
    await visible(panel.getByRole('radio', { name: /White label, monthly/ }));
    expect(await panel.getByRole('radio', { name: /^Free/ }).count()).toBe(0);
    await panel.getByRole('radio', { name: /White label, monthly/ }).check();
    await panel.getByRole('button', { name: 'Subscribe…' }).dblclick();
    const dialog = await visible(page.getByRole('dialog', { name: 'Subscribe to White label, monthly?' }));
    await dialog.getByRole('button', { name: 'Subscribe' }).dblclick();
    await visible(page.getByText(messages.freePlanSaved).first());
    await page.waitForTimeout(1500);
    expect(await page.getByText(messages.freePlanSaved).count()).toBe(1);
    expect(
      await countOf(
        `select count(*) as n from invoices where level = 'subscription' and payer_company_id = $1`,
        [companyId],
      ),
    ).toBe(1);
    await noErrorNotice(page);
  });
});
