// Prepaid campaigns (issue 16 point 4; part 2 §3 Cost module leadsbuy, topupoptions,
// contiDurationSelection; §7 remainingbalanceleads and stopcontinualtopup): a pool of `leadsbuy` leads
// is bought when the campaign starts (the set-up fee on the first pool), charged once per pool; each
// lead uses one lead of the oldest open pool; an empty pool pauses the campaign, or with continual
// top-up buys the next pool, at most one a week or a month (contiDurationSelection); the agency's
// Data Wallet pays the pools when the agency bills manually.
import { messages, topupWindow } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaigns, invoices, prepaidPools, walletLeadDebits } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { payLeadsFromFunds } from '../../src/modules/wallet/lead-funding-job.ts';
import { prepaidPoolJob, topUpPool } from '../../src/modules/wallet/prepaid-pools-job.ts';
import { wakeWaitingTopups } from '../../src/modules/wallet/prepaid-topup-sweep-job.ts';
import { topUpWallet } from '../../src/modules/wallet/wallet-topup-job.ts';
import { declineCardsOf } from '../invoices/invoice-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { newLeadKeys } from './new-lead-keys.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const k = walletKit(() => test);
let acmeId = 0;
let clientId = 0;

beforeAll(async () => {
  test = await createTestApp();
  acmeId = (await k.acme()).id;
  const { companyOf } = await import('../demo-lookup.ts');
  clientId = (await companyOf(test.ctx.db, 'client@demo.test')).id;
});
afterAll(() => test.close());
beforeEach(async () => {
  await k.setManualBill('agency@demo.test', false);
  await declineCardsOf(test.ctx.db, clientId, null);
});

const leadspeek = async (method: 'GET' | 'PUT', url: string, payload?: object, email = 'agency@demo.test') =>
  test.app.inject({ method, url: `/api/leadspeek${url}`, headers: bearer(await k.tokenOf(email)), payload });
const start = (id: string) =>
  leadspeek('PUT', '/client/activepause', { leadspeek_api_id: id, status: 'active' });
const remaining = (id: string, email = 'agency@demo.test') =>
  leadspeek('GET', `/client/local/remainingbalanceleads/${id}`, undefined, email);
const pay = async (leadIds: number[]) => {
  const keys = await newLeadKeys(test.ctx.db, leadIds);
  return test.ctx.db.transaction((tx) => payLeadsFromFunds(tx, keys, new Date()));
};
const poolsOf = (campaignId: number) =>
  test.ctx.db
    .select()
    .from(prepaidPools)
    .where(eq(prepaidPools.campaignId, campaignId))
    .orderBy(prepaidPools.poolNo);
/** Moves the campaign's pools to `at`, as if bought then. */
const backdatePools = (campaignId: number, at: Date) =>
  test.ctx.db.update(prepaidPools).set({ createdAt: at }).where(eq(prepaidPools.campaignId, campaignId));
const statusOf = async (campaignId: number) =>
  (await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]?.status;
const prepaid = (values: Partial<typeof campaigns.$inferInsert> = {}) =>
  k.campaign({
    status: 'draft',
    paymentTerm: 'Prepaid',
    leadsBuy: 3,
    costPerLeadCents: 200,
    platformFeeCents: 1_000,
    ...values,
  });

describe('the client buys a pool by card when the campaign starts', () => {
  it('starts: pool #1 of 3 leads with the set-up fee, one Prepaid invoice paid, remaining 3', async () => {
    const campaign = await prepaid();
    const chargesBefore = await k.providerCharges();
    const response = await start(campaign.leadspeekApiId);
    expect(response.statusCode).toBe(200);
    expect(await statusOf(campaign.id)).toBe('active');
    const pools = await poolsOf(campaign.id);
    expect(pools).toHaveLength(1);
    expect(pools[0]).toMatchObject({
      poolNo: 1,
      leadsBought: 3,
      amountCents: 1_600,
      setupFeeCents: 1_000,
      status: 'open',
      payer: 'client_card',
    });
    const [invoice] = await test.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, pools[0]?.invoiceId as number));
    expect(invoice).toMatchObject({
      term: 'Prepaid',
      status: 'paid',
      totalCents: 1_600,
      payerCompanyId: clientId,
    });
    expect(await k.providerCharges()).toBe(chargesBefore + 1);
    const left = await remaining(campaign.leadspeekApiId);
    expect(left.json()).toMatchObject({
      leads_buy: 3,
      leads_delivered: 0,
      remaining_balance_leads: 3,
      paused_for_funds: false,
    });
  });

  it('each lead uses the pool; an empty pool without continual top-up pauses; starting again buys pool #2 without the fee', async () => {
    const campaign = await prepaid();
    await start(campaign.leadspeekApiId);
    await pay(await k.leadsOf(campaign, 2));
    expect((await remaining(campaign.leadspeekApiId)).json()).toMatchObject({
      remaining_balance_leads: 1,
      leads_delivered: 2,
    });
    const [last, extra] = await k.leadsOf(campaign, 2);
    await pay([last as number]);
    expect(await statusOf(campaign.id)).toBe('paused');
    expect((await remaining(campaign.leadspeekApiId)).json()).toMatchObject({
      remaining_balance_leads: 0,
      paused_for_funds: true,
    });
    // A lead that still arrives (a batch in flight) is held, not lost.
    await pay([extra as number]);
    const [held] = await test.ctx.db
      .select()
      .from(walletLeadDebits)
      .where(eq(walletLeadDebits.leadId, extra as number));
    expect(held?.status).toBe('held');

    const again = await start(campaign.leadspeekApiId);
    expect(again.statusCode).toBe(200);
    const pools = await poolsOf(campaign.id);
    expect(pools.map((pool) => [pool.poolNo, pool.status, pool.amountCents, pool.setupFeeCents])).toEqual([
      [1, 'used', 1_600, 1_000],
      [2, 'open', 600, 0],
    ]);
    // The held lead took the first lead of the new pool.
    expect(pools[1]?.leadsUsed).toBe(1);
    const [released] = await test.ctx.db
      .select()
      .from(walletLeadDebits)
      .where(eq(walletLeadDebits.leadId, extra as number));
    expect(released?.status).toBe('paid');
    expect(await statusOf(campaign.id)).toBe('active');
  });

  it("with continual top-up an empty pool buys the next by itself once a week's pool is behind it; Stop Continual Topup stops it (part 2 §4)", async () => {
    const campaign = await prepaid({ topupOptions: 'continual', contiDurationSelection: false });
    await start(campaign.leadspeekApiId);
    // Pool #1 was bought last week: this week has none yet, so the top-up buys now.
    await backdatePools(campaign.id, new Date(Date.now() - 8 * 86_400_000));
    const funding = await pay(await k.leadsOf(campaign, 3));
    expect(funding.emptyPools).toEqual([campaign.id]);
    await test.ctx.queue.send(prepaidPoolJob, { campaignId: campaign.id });
    await test.jobsIdle();
    expect((await poolsOf(campaign.id)).map((pool) => pool.status)).toEqual(['used', 'open']);
    expect(await statusOf(campaign.id)).toBe('active');
    expect((await remaining(campaign.leadspeekApiId)).json()).toMatchObject({
      continual_topup: true,
      topup_duration: 'weekly',
      paused_for_funds: false,
      topup_resumes_at: null,
    });

    const stop = await leadspeek('PUT', '/client/local/stopcontinualtopup', {
      leadspeek_api_id: campaign.leadspeekApiId,
      stop_continual: 'T',
    });
    expect(stop.json().stop_continual).toBe('T');
    expect((await remaining(campaign.leadspeekApiId)).json()).toMatchObject({
      stop_continual: 'T',
      continual_topup: false,
    });
    const after = await pay(await k.leadsOf(campaign, 3));
    expect(after.emptyPools).toEqual([]);
    expect(await statusOf(campaign.id)).toBe('paused');
    expect(await poolsOf(campaign.id)).toHaveLength(2);
  });

  it("a week's pool used up early pauses until next week starts; then the sweep buys the next pool and the campaign resumes", async () => {
    const campaign = await prepaid({ topupOptions: 'continual', contiDurationSelection: false });
    await start(campaign.leadspeekApiId);
    await pay(await k.leadsOf(campaign, 3));
    const now = new Date();
    expect(await topUpPool(test.ctx, campaign.id, now)).toBe('waiting');
    expect(await statusOf(campaign.id)).toBe('paused');
    const { until } = topupWindow('weekly', now, campaign.timezone);
    expect((await remaining(campaign.leadspeekApiId)).json()).toMatchObject({
      remaining_balance_leads: 0,
      paused_for_funds: true,
      topup_resumes_at: until.toISOString(),
    });
    // Nothing is bought before the week ends, however often the sweep or the job runs.
    expect(await wakeWaitingTopups(test.ctx, new Date(until.getTime() - 60_000))).toEqual([]);
    expect(await topUpPool(test.ctx, campaign.id, now)).toBe('waiting');
    expect(await poolsOf(campaign.id)).toHaveLength(1);

    expect(await wakeWaitingTopups(test.ctx, new Date(until.getTime() + 60_000))).toEqual([campaign.id]);
    const pools = await poolsOf(campaign.id);
    expect(pools.map((pool) => [pool.poolNo, pool.status, pool.setupFeeCents])).toEqual([
      [1, 'used', 1_000],
      [2, 'open', 0],
    ]);
    expect(await statusOf(campaign.id)).toBe('active');
    expect((await remaining(campaign.leadspeekApiId)).json()).toMatchObject({
      remaining_balance_leads: 3,
      paused_for_funds: false,
      topup_resumes_at: null,
    });
    // Woken once: a second sweep finds nothing waiting.
    expect(await wakeWaitingTopups(test.ctx, new Date(until.getTime() + 120_000))).toEqual([]);
  });

  it.each([
    // Pool #1 bought Monday 2 March 2026; the pool runs out Friday 20 March.
    [false, 'bought', 'Weekly: another week, so the next pool is bought'],
    [true, 'waiting', 'Monthly: still March, so it waits for 1 April'],
  ] as const)('contiDurationSelection %s → %s (%s)', async (monthly, outcome, _why) => {
    const campaign = await prepaid({ topupOptions: 'continual', contiDurationSelection: monthly });
    await start(campaign.leadspeekApiId);
    await backdatePools(campaign.id, new Date('2026-03-02T12:00:00Z'));
    await pay(await k.leadsOf(campaign, 3));
    expect(await topUpPool(test.ctx, campaign.id, new Date('2026-03-20T12:00:00Z'))).toBe(outcome);
    expect(await poolsOf(campaign.id)).toHaveLength(outcome === 'bought' ? 2 : 1);
  });

  it('20 top-ups at once buy one pool; used up at once, no second pool is bought that week', async () => {
    const campaign = await prepaid({ topupOptions: 'continual', contiDurationSelection: false });
    await start(campaign.leadspeekApiId);
    await backdatePools(campaign.id, new Date(Date.now() - 8 * 86_400_000));
    await pay(await k.leadsOf(campaign, 3));
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => topUpPool(test.ctx, campaign.id)));
    expect(outcomes).toContain('bought');
    expect((await poolsOf(campaign.id)).map((pool) => pool.status)).toEqual(['used', 'open']);
    await pay(await k.leadsOf(campaign, 3));
    const again = await Promise.all(Array.from({ length: 20 }, () => topUpPool(test.ctx, campaign.id)));
    expect(again.every((outcome) => outcome === 'waiting')).toBe(true);
    expect(await poolsOf(campaign.id)).toHaveLength(2);
    expect(await statusOf(campaign.id)).toBe('paused');
  });

  it('a top-up the card declined pauses; once the payment retry pays it, the sweep opens the pool, pays the held lead and resumes', async () => {
    const campaign = await prepaid({ topupOptions: 'continual', contiDurationSelection: false });
    await start(campaign.leadspeekApiId);
    await backdatePools(campaign.id, new Date(Date.now() - 8 * 86_400_000));
    await pay(await k.leadsOf(campaign, 3));
    await declineCardsOf(test.ctx.db, clientId, messages.cardInsufficientFunds);
    expect(await topUpPool(test.ctx, campaign.id)).toBe('failed');
    expect(await statusOf(campaign.id)).toBe('paused');
    const [, failed] = await poolsOf(campaign.id);
    expect(failed?.status).toBe('failed');
    // A lead still in flight is held, not lost.
    const [held] = await k.leadsOf(campaign, 1);
    await pay([held as number]);

    await declineCardsOf(test.ctx.db, clientId, null);
    expect((await chargeInvoice(test.ctx, failed?.invoiceId as number, 'retry')).outcome).toBe('paid');
    expect(await wakeWaitingTopups(test.ctx)).toContain(campaign.id);
    const [, opened] = await poolsOf(campaign.id);
    expect(opened).toMatchObject({ status: 'open', leadsUsed: 1 });
    const [debit] = await test.ctx.db
      .select()
      .from(walletLeadDebits)
      .where(eq(walletLeadDebits.leadId, held as number));
    expect(debit?.status).toBe('paid');
    expect(await statusOf(campaign.id)).toBe('active');
    expect(await wakeWaitingTopups(test.ctx)).not.toContain(campaign.id);
  });

  it('stopping continual top-up while it waits leaves the campaign paused until someone buys by hand', async () => {
    const campaign = await prepaid({ topupOptions: 'continual', contiDurationSelection: true });
    await start(campaign.leadspeekApiId);
    await pay(await k.leadsOf(campaign, 3));
    expect(await topUpPool(test.ctx, campaign.id)).toBe('waiting');
    await leadspeek('PUT', '/client/local/stopcontinualtopup', {
      leadspeek_api_id: campaign.leadspeekApiId,
      stop_continual: 'T',
    });
    expect((await remaining(campaign.leadspeekApiId)).json()).toMatchObject({
      paused_for_funds: true,
      topup_resumes_at: null,
    });
    expect(await wakeWaitingTopups(test.ctx, new Date(Date.now() + 40 * 86_400_000))).not.toContain(
      campaign.id,
    );
    expect(await statusOf(campaign.id)).toBe('paused');
    expect(await poolsOf(campaign.id)).toHaveLength(1);
  });

  it('one time (topupoptions onetime) never buys by itself', async () => {
    const campaign = await prepaid({ topupOptions: 'onetime' });
    await start(campaign.leadspeekApiId);
    await backdatePools(campaign.id, new Date(Date.now() - 40 * 86_400_000));
    const funding = await pay(await k.leadsOf(campaign, 3));
    expect(funding.emptyPools).toEqual([]);
    expect(await topUpPool(test.ctx, campaign.id)).toBe('none');
    expect(await statusOf(campaign.id)).toBe('paused');
    expect(await poolsOf(campaign.id)).toHaveLength(1);
  });

  it('a declined card refuses the start with the reason; nothing is bought; a later start tries the same pool again', async () => {
    const campaign = await prepaid();
    await declineCardsOf(test.ctx.db, clientId, messages.cardInsufficientFunds);
    const response = await start(campaign.leadspeekApiId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      messages.prepaidPoolFailed.replace('{reason}', messages.cardInsufficientFunds),
    );
    expect(await statusOf(campaign.id)).toBe('draft');
    expect((await poolsOf(campaign.id)).map((pool) => pool.status)).toEqual(['failed']);
    await declineCardsOf(test.ctx.db, clientId, null);
    // The decline paused the client's campaigns (issue 15); the retry of the same pool's invoice settles it.
    const retry = await start(campaign.leadspeekApiId);
    expect(retry.statusCode).toBe(200);
    expect((await poolsOf(campaign.id)).map((pool) => [pool.poolNo, pool.status])).toEqual([[1, 'open']]);
  });

  it("another agency's campaign → 404 on the remaining leads", async () => {
    const campaign = await prepaid();
    const response = await remaining(campaign.leadspeekApiId, 'agency2@demo.test');
    expect(response.statusCode).toBe(404);
  });
});

describe("a manual-bill agency's Data Wallet pays its clients' pools (issue 16 point 5)", () => {
  it('at the wholesale price, from the wallet; too little in the wallet refuses the start, nothing changed', async () => {
    await k.setManualBill('agency@demo.test', true);
    await topUpWallet(test.ctx, {
      agencyId: acmeId,
      kind: 'manual',
      key: `wallet-${acmeId}-manual-pool-${Date.now()}`,
      amountCents: 25_000,
    });
    const balance = await k.balanceOf(acmeId);
    const campaign = await prepaid({ leadsBuy: 100 });
    const response = await start(campaign.leadspeekApiId);
    expect(response.statusCode).toBe(200);
    const [pool] = await poolsOf(campaign.id);
    // The demo root's wholesale Site ID lead is $0.50, its set-up fee 0.
    expect(pool).toMatchObject({ payer: 'agency_wallet', amountCents: 5_000, status: 'open' });
    expect(await k.balanceOf(acmeId)).toBe(balance - 5_000);

    const big = await prepaid({ leadsBuy: 1_000_000 });
    const chargesBefore = await k.providerCharges();
    const refused = await start(big.leadspeekApiId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('cannot pay 1000000 prepaid leads');
    expect(await statusOf(big.id)).toBe('draft');
    expect(await k.balanceOf(acmeId)).toBe(balance - 5_000);
    expect(await k.providerCharges()).toBe(chargesBefore);
  });
});

describe('the start confirmation reads what the purchase charges (issue 23: a wallet was charged $25 after a $300 quote)', () => {
  it("quotes the client's card at the campaign's prices, set-up fee on the first pool only", async () => {
    const campaign = await prepaid();
    const quoted = (await remaining(campaign.leadspeekApiId)).json().next_pool;
    expect(quoted).toEqual({
      payer: 'client_card',
      leads: 3,
      per_lead_cents: 200,
      setup_fee_cents: 1_000,
      total_cents: 1_600,
    });
    expect((await start(campaign.leadspeekApiId)).statusCode).toBe(200);
    const [pool] = await poolsOf(campaign.id);
    expect(pool?.amountCents).toBe(quoted.total_cents);
    // The next pool carries no set-up fee.
    expect((await remaining(campaign.leadspeekApiId)).json().next_pool).toMatchObject({
      setup_fee_cents: 0,
      total_cents: 600,
    });
  });

  it("quotes a manual-bill agency's wallet at the wholesale prices it is charged", async () => {
    await k.setManualBill('agency@demo.test', true);
    await topUpWallet(test.ctx, {
      agencyId: acmeId,
      kind: 'manual',
      key: `wallet-${acmeId}-quote-${Date.now()}`,
      amountCents: 25_000,
    });
    const balance = await k.balanceOf(acmeId);
    const campaign = await prepaid({ leadsBuy: 50 });
    const quoted = (await remaining(campaign.leadspeekApiId)).json().next_pool;
    // The demo root's wholesale Site ID lead is $0.50, its set-up fee 0 — not the campaign's $2 and $10.
    expect(quoted).toEqual({
      payer: 'agency_wallet',
      leads: 50,
      per_lead_cents: 50,
      setup_fee_cents: 0,
      total_cents: 2_500,
    });
    expect((await start(campaign.leadspeekApiId)).statusCode).toBe(200);
    expect(await k.balanceOf(acmeId)).toBe(balance - quoted.total_cents);
  });

  it('a campaign that buys no pools has no quote', async () => {
    const weekly = await k.campaign({ status: 'draft', paymentTerm: 'Weekly' });
    expect((await remaining(weekly.leadspeekApiId)).json().next_pool).toBeNull();
  });
});
