// Money leaving the Data Wallet and prepaid pools (issue 16 points 4 and 5), through the real lead
// pipeline: a lead of a manually billed agency's client campaign lowers the agency's wallet balance
// (the dialog shows the new balance and the charge row); a Prepaid campaign built in the wizard with
// a pool of two leads and continual top-up (at most one pool a month) counts its pool down lead by
// lead on Campaign Management, buys the next pool when last month's runs out, waits for next month
// when this month's runs out, and 'Stop continual top-up' works against that state.
import { type CampaignView, centsToDollars, formatCurrency, messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiUser, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction, rowMenuItems } from './campaign-row-menu.ts';
import { agencyWithClient, runningSiteCampaign } from './report-steps.ts';
import { withServerDatabase } from './server-database.ts';
import { letIntoBeta } from './shell.ts';
import { uniqueWord } from './tenants-steps.ts';
import { visible, waitForPath } from './ui.ts';
import {
  agreeToWallet,
  chargeWallet,
  leadFromVisit,
  openWallet,
  setManualBill,
  signInAgency,
  walletOf,
} from './wallet-steps.ts';

const browser = browserPerFile();

type Remaining = {
  remaining_balance_leads: number | null;
  next_pool?: { per_lead_cents: number; leads: number; total_cents: number } | null;
  stop_continual?: 'T' | 'F';
  pools?: { pool_no: number; leads_bought: number; leads_used: number; status: string }[];
  topup_resumes_at?: string | null;
};

/** Moves the campaign's pools `days` back, as if bought then (the product has no call for it). */
const backdatePools = (leadspeekApiId: string, days: number) =>
  withServerDatabase((client) =>
    client.query(
      `update prepaid_pools p set created_at = now() - make_interval(days => $2)
       from campaigns k where k.id = p.campaign_id and k.leadspeek_api_id = $1`,
      [leadspeekApiId, days],
    ),
  );

const remainingOf = async (token: string, id: string): Promise<Remaining> => {
  const answer = await callApi<Remaining>('GET', `/leadspeek/client/local/remainingbalanceleads/${id}`, {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Waits (reloading) until `check` holds: leads are debited and pools bought by background jobs. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  let last = await read();
  while (!check(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    last = await read();
  }
  if (!check(last)) throw new Error(`${what}: still ${JSON.stringify(last)}`);
  return last;
}

describe('the Data Wallet pays for leads', () => {
  it("a lead of one of the agency's clients' campaigns lowers the agency's wallet balance", async () => {
    const setup = await agencyWithClient('wallet-lead');
    await letIntoBeta(setup.token, 'data_wallet');
    await agreeToWallet(setup.token);
    const agencyCompany = (await apiUser(setup.token)).company_id;
    await setManualBill(agencyCompany, true);
    await chargeWallet(setup.token, agencyCompany, 500);

    const campaign = await runningSiteCampaign(setup, uniqueWord('Walleted'));
    const before = (await walletOf(setup.token, agencyCompany)).balance_cents;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(50_000);

    await leadFromVisit(campaign, 'lead');
    const after = await eventually(
      () => walletOf(setup.token, agencyCompany),
      (wallet) => wallet.balance_cents < before,
      'The wallet balance after a lead',
    );
    const charge = after.transaction_history.find((entry) => entry.transaction_type === 'charge');
    expect(charge).toBeDefined();
    expect(before - after.balance_cents).toBe(charge?.amount_cents);

    const page = browser.page();
    await signInAgency(page, setup);
    const wallet = await openWallet(page);
    const shown = `$${(after.balance_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await visible(wallet.getByTestId('wallet-balance').getByText(shown, { exact: true }));
    // The history loads beside the balance: wait for its rows rather than read them at once.
    const rows = wallet.getByTestId('wallet-history-row');
    await visible(rows.filter({ hasText: 'Charge' }).filter({ hasText: '−$' }).first());
    await visible(rows.filter({ hasText: 'Top-up' }).filter({ hasText: '+$500.00' }).first());
  });
});

describe('a Prepaid campaign', () => {
  it('built with a pool of two leads counts its pool down, buys the next pool, and stops continual top-up', async () => {
    const setup = await agencyWithClient('wallet-pool');
    const page = browser.page();
    await signInAgency(page, setup);
    const moduleUrl = setup.facts.moduleNames.local.url;

    // The wizard's Basics: Prepaid shows the Cost module's prepaid fields (part 2 §3).
    await page.goto(urlOn('localhost', `/campaign-setup?module=${moduleUrl}`));
    await visible(page.getByRole('heading', { level: 1, name: 'Build Your Campaign' }));
    const picker = page.getByRole('combobox', { name: 'Client', exact: true });
    await picker.fill(setup.clientName.slice(0, 12));
    await page.getByRole('option', { name: setup.clientName, exact: true }).click();
    const name = uniqueWord('Pooled');
    await page.getByLabel('Campaign name').fill(name);
    expect(await page.getByTestId('prepaid-fields').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Payment term', exact: true }).click();
    await page.getByRole('option', { name: 'Prepaid', exact: true }).click();
    const prepaid = await visible(page.getByTestId('prepaid-fields'));
    // A pool of leads is required, in whole leads.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(prepaid.getByText(messages.campaignSetupProblemsLeadsPerPoolRequired));
    await prepaid.getByLabel('Leads per pool').pressSequentially('2x');
    expect(await prepaid.getByLabel('Leads per pool').inputValue()).toBe('2');
    await visible(prepaid.getByTestId('prepaid-pool-price'));
    await prepaid.getByRole('switch', { name: /Continual top-up/ }).check();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The price step (issue 23): $1.50 a lead, so the pool has a price to show.
    const costPerLead = page.getByRole('textbox', { name: 'Cost per lead' });
    await expect.poll(() => costPerLead.inputValue()).not.toBe('');
    await costPerLead.fill('1.50');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Targeting, delivery and schedule as any Site ID campaign; the review repeats the pool.
    await page.getByLabel('Landing page URL').fill('https://client.example.com/landing');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page.getByLabel('Lead limit'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start date').fill(yesterday);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const confirmPast = page.getByLabel(/a date that has passed/);
    if ((await confirmPast.count()) > 0) {
      await confirmPast.check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await visible(page.getByTestId('campaign-review').getByText('2 leads per pool', { exact: false }));
    // The list's answer about the pools comes late (a slow network, a busy server): Start, asked
    // before it came, still says what the pool costs (it once showed no pool and a total without it).
    const poolAnswers = '**/remainingbalanceleads/**';
    await page.route(poolAnswers, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save campaign' }).click();
    const notice = await visible(page.getByText(/^Campaign \d{8} is saved as a draft/));
    const id = /Campaign (\d{8})/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
    await waitForPath(page, `/${moduleUrl}/campaign-management`);
    const stored = await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${id}`, { token: setup.token });
    expect(stored.body).toMatchObject({
      PaymentTerm: 'Prepaid',
      leadsbuy: 2,
      topupoptions: 'continual',
      contiDurationSelection: true,
    });

    // Starting buys the first pool: two leads left of two.
    const row = await visible(page.locator(`tr[data-campaign="${id}"]`));
    await rowAction(page, row, name, 'Activate');
    const start = await visible(page.getByRole('dialog', { name: `Start ${name}?` }));
    // Starting says what it buys (the pool and the set-up fee), at the prices the purchase charges
    // (the server's quote of the next pool), and that it is non-refundable.
    const quote = (await remainingOf(setup.token, id)).next_pool;
    if (!quote) throw new Error('A Prepaid campaign with a pool size has a quote');
    const dollars = (cents: number) => formatCurrency(centsToDollars(cents));
    await visible(
      start
        .getByTestId('activation-charges')
        .getByText(
          `A pool of 2 leads at ${dollars(quote.per_lead_cents)} (cost per lead): ${dollars(quote.leads * quote.per_lead_cents)}`,
        ),
    );
    expect(quote.per_lead_cents).toBeGreaterThan(0);
    await page.unroute(poolAnswers);
    await visible(
      start.getByTestId('activation-total').getByText(dollars(quote.total_cents), { exact: false }),
    );
    await visible(start.getByText('Set-up fee, with the first pool only', { exact: false }));
    await visible(start.getByText(messages.walletNonRefundable));
    expect(await start.getByText('Minimum', { exact: false }).count()).toBe(0);
    await start.getByRole('button', { name: 'Start and bill' }).click();
    await start.waitFor({ state: 'hidden' });
    await eventually(
      () => remainingOf(setup.token, id),
      (answer) => answer.remaining_balance_leads === 2,
      'The first pool',
    );
    await page.reload();
    await visible(row.getByTestId('prepaid-left').getByText('2 of 2 prepaid leads left'));

    // Each lead uses one lead of the pool.
    await leadFromVisit(id, 'pool-1');
    await eventually(
      () => remainingOf(setup.token, id),
      (answer) => answer.remaining_balance_leads === 1,
      'The pool after one lead',
    );
    await page.reload();
    await visible(row.getByTestId('prepaid-left').getByText('1 of 2 prepaid leads left'));

    // The pool, bought last month, runs out: continual top-up buys a new pool of the same size.
    await backdatePools(id, 40);
    await leadFromVisit(id, 'pool-2');
    const refilled = await eventually(
      () => remainingOf(setup.token, id),
      (answer) => (answer.pools ?? []).length === 2 && answer.remaining_balance_leads === 2,
      'The next pool',
    );
    expect(
      refilled.pools?.map((pool) => [pool.pool_no, pool.leads_bought, pool.leads_used, pool.status]),
    ).toEqual([
      [1, 2, 2, 'used'],
      [2, 2, 0, 'open'],
    ]);
    await page.reload();
    await visible(row.getByTestId('prepaid-left').getByText('2 of 2 prepaid leads left'));
    await visible(row.getByText('Continual top-up on'));

    // This month's pool runs out too: the campaign pauses and says when the next pool comes.
    await leadFromVisit(id, 'pool-3');
    await leadFromVisit(id, 'pool-4');
    const waiting = await eventually(
      () => remainingOf(setup.token, id),
      (answer) => answer.remaining_balance_leads === 0 && typeof answer.topup_resumes_at === 'string',
      'The wait for next month',
    );
    expect(waiting.pools).toHaveLength(2);
    await page.reload();
    await visible(row.getByTestId('prepaid-resumes').getByText(/^This month's pool is used up\./));
    await visible(row.getByText('Paused: prepaid leads ran out'));

    // 'Stop continual top-up' against that state: the wording flips, the server stored it.
    await rowAction(page, row, name, 'Stop continual top-up');
    const confirm = await visible(page.getByRole('dialog', { name: `Stop continual top-up of ${name}?` }));
    await confirm.getByRole('button', { name: 'Stop continual top-up' }).click();
    await visible(page.getByText(`Continual top-up of campaign ${id} is stopped.`));
    expect((await remainingOf(setup.token, id)).stop_continual).toBe('T');
    await visible(row.getByText('Continual top-up stopped'));
    expect(await rowMenuItems(page, row, name)).toContain('Start continual top-up');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Editing the campaign, which has run, shows its pool as sold, no longer changeable.
    await rowAction(page, row, name, 'Edit');
    const edit = await visible(page.getByRole('dialog', { name: `Edit ${name}` }));
    const fields = await visible(edit.getByTestId('prepaid-fields'));
    expect(await fields.getByLabel('Leads per pool').inputValue()).toBe('2');
    expect(await fields.getByLabel('Leads per pool').isDisabled()).toBe(true);
    expect(await fields.getByRole('switch', { name: /Continual top-up/ }).isChecked()).toBe(true);
  });
});
