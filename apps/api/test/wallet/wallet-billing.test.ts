// The wallet pays a manual-bill agency's wholesale charges (issue 16 point 5): the billing run's agency
// invoice (set-up fees, minimums, leads) is paid from the Data Wallet instead of the card, and leads
// the wallet already paid one by one are not billed again. Too little in the wallet fails the invoice
// with the reason (the failed-payment path of issue 15), and nothing is drawn.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, invoices, mailOutbox, sandboxCharges } from '../../src/db/schema/index.ts';
import { runBilling } from '../../src/modules/billing-runs/billing-run-job.ts';
import { allBalances } from '../../src/modules/ledger/balances.ts';
import { topUpWallet } from '../../src/modules/wallet/wallet-topup-job.ts';
import {
  addCampaign,
  addChargesBetween,
  expectMoneyConsistent,
  invoicesOf,
  linesOf,
  noCampaignsBilling,
  setRootCosts,
} from '../billing-runs/billing-kit.ts';
import { companyOf } from '../demo-lookup.ts';
import { lineageOf } from '../invoices/invoice-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const k = walletKit(() => test);
let beta = 0;
let betaClient = 0;
const at = (text: string) => new Date(text);

beforeAll(async () => {
  test = await createTestApp();
  betaClient = (await companyOf(test.ctx.db, 'client2@demo.test')).id;
  const lineage = await lineageOf(test.ctx.db, betaClient);
  beta = lineage.agency.id;
  // The platform's wholesale price: $40 set-up, $20 a period, $1 a lead.
  await setRootCosts(test.ctx.db, lineage.rootId, { platformFee: '40.00', min: '20.00', cpl: '1.00' });
  await test.ctx.db.update(companies).set({ manualBill: true }).where(eq(companies.id, beta));
});
afterAll(() => test.close());
beforeEach(() => noCampaignsBilling(test.ctx.db));

const journalSum = async () =>
  [...(await allBalances(test.ctx.db)).values()].reduce((sum, value) => sum + value, 0);

describe('billing runs and the Data Wallet', () => {
  it('the agency invoice is paid from the wallet, without the leads the wallet already paid', async () => {
    await topUpWallet(test.ctx, {
      agencyId: beta,
      kind: 'manual',
      key: `wallet-${beta}-manual-run-1`,
      amountCents: 10_000,
    });
    const campaign = await addCampaign(test.ctx.db, betaClient, { activatedAt: at('2026-10-20T15:00:00Z') });
    await addChargesBetween(test.ctx.db, betaClient, campaign, at('2026-11-10T00:00:00Z'), 48, 4);
    // Three of the four leads were paid from the wallet as they came (wallet_lead_debits).
    const { rows } = await test.ctx.db.execute<{ lead_id: string; lead_received_at: string }>(
      sql`select lead_id, lead_received_at::text as lead_received_at from lead_charges
        where campaign_id = ${campaign} order by lead_id limit 3`,
    );
    for (const row of rows)
      await test.ctx.db.execute(sql`insert into wallet_lead_debits (lead_id, agency_company_id, campaign_id, amount_cents, status,
          lead_received_at)
        values (${row.lead_id}, ${beta}, ${campaign}, 100, 'paid', ${row.lead_received_at}::timestamptz)`);
    const before = await k.balanceOf(beta);
    const chargesBefore = await k.providerCharges();

    await runBilling(test.ctx, { now: at('2026-11-16T07:00:00Z'), concurrency: 1 });

    const [agency] = await invoicesOf(test.ctx.db, sql`payer_company_id = ${beta}`);
    expect(agency).toMatchObject({ level: 'agency', status: 'paid', total_cents: 2_100 });
    if (!agency) throw new Error('no agency invoice');
    expect(await linesOf(test.ctx.db, agency.id)).toEqual([
      ['minimum', 1, 2_000, 2_000, 0],
      ['leads', 1, 100, 100, 0],
    ]);
    // From the wallet, not the card.
    expect(await k.balanceOf(beta)).toBe(before - 2_100);
    expect(await k.providerCharges()).toBe(chargesBefore);
    const [invoice] = await test.ctx.db.select().from(invoices).where(eq(invoices.id, agency.id));
    expect(invoice?.providerChargeId).toBe(`wallet-invoice-${agency.id}`);
    // The agency owes nothing more, and the journal balances.
    const { rows: owed } = await test.ctx.db.execute<{ owed: string }>(sql`
      select coalesce(sum(case when p.debit_account_id = a.id then p.amount_cents else -p.amount_cents end), 0) as owed
      from ledger_accounts a join ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
      where a.kind = 'agency_receivable' and a.company_id = ${beta}`);
    expect(Number(owed[0]?.owed)).toBe(0);
    expect(await journalSum()).toBe(0);
    await expectMoneyConsistent(test.ctx.db);
  });

  it('a wallet too small fails the invoice with the reason; nothing is drawn or charged', async () => {
    const campaign = await addCampaign(test.ctx.db, betaClient, { activatedAt: at('2026-11-18T15:00:00Z') });
    await addChargesBetween(test.ctx.db, betaClient, campaign, at('2026-11-18T16:00:00Z'), 24, 200);
    const before = await k.balanceOf(beta);
    const chargesBefore = await test.ctx.db.select().from(sandboxCharges);
    await runBilling(test.ctx, { now: at('2026-11-23T07:00:00Z'), concurrency: 1 });
    const [agency] = await invoicesOf(
      test.ctx.db,
      sql`payer_company_id = ${beta} and period_start = '2026-11-16'`,
    );
    expect(agency?.status).toBe('failed');
    const [invoice] = await test.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, agency?.id as number));
    expect(invoice?.lastError).toContain('The Data Wallet balance');
    expect(await k.balanceOf(beta)).toBe(before);
    expect(await test.ctx.db.select().from(sandboxCharges)).toHaveLength(chargesBefore.length);
    expect(await journalSum()).toBe(0);
    // The owners are told to charge the wallet, not to change a card the invoice does not use.
    await test.jobsIdle();
    const [mail] = await test.ctx.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.companyId, beta),
          sql`${mailOutbox.subject} = ${`Payment failed: $${((agency?.total_cents ?? 0) / 100).toFixed(2)} for invoice ${invoice?.number}`}`,
        ),
      );
    expect(mail?.textBody).toContain(`Your Data Wallet could not pay`);
    expect(mail?.textBody).toContain('Reason: The Data Wallet balance');
    expect(mail?.textBody).toContain('open your Data Wallet (profile menu → Data Wallet) and charge it');
    expect(mail?.textBody).toContain('/user/profile-setup-v1');
    expect(mail?.textBody).not.toContain('Card Setting');
    // Card Setting (forced while a payment failed) says the wallet pays it, and how much.
    const card = await test.app.inject({
      method: 'GET',
      url: '/api/payment/card',
      headers: bearer(await k.tokenOf('agency2@demo.test')),
    });
    expect(card.json()).toMatchObject({ failed_cents: agency?.total_cents, failed_paid_by_wallet: true });

    // A top-up pays the failed invoice at once from the wallet.
    const total = agency?.total_cents ?? 0;
    await topUpWallet(test.ctx, {
      agencyId: beta,
      kind: 'manual',
      key: `wallet-${beta}-manual-run-2`,
      amountCents: 50_000,
    });
    const [settled] = await test.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, agency?.id as number));
    expect(settled?.status).toBe('paid');
    expect(await k.balanceOf(beta)).toBe(before + 50_000 - total);
    expect(await journalSum()).toBe(0);
    await expectMoneyConsistent(test.ctx.db);
  });
});
