// What the Data Wallet pays (issue 16 point 5): the wholesale price of each lead of a manual-bill
// agency's clients leaves its wallet; a lead the balance cannot pay is held (not delivered, not lost),
// the agency's campaigns pause and it is e-mailed; a top-up pays the held leads in order and resumes
// the campaigns. The automatic top-up fires below 10% of the last balance, once per drop.
import { messages } from '@lead/shared';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  campaigns,
  fundsPausedCampaigns,
  leads,
  walletLeadDebits,
  wallets,
} from '../../src/db/schema/index.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { payLeadsFromFunds } from '../../src/modules/wallet/lead-funding-job.ts';
import { checkWallet, topUpWallet } from '../../src/modules/wallet/wallet-topup-job.ts';
import { declineCardsOf } from '../invoices/invoice-kit.ts';
import { lastMailTo } from '../outbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { newLeadKeys } from './new-lead-keys.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const k = walletKit(() => test);
let acmeId = 0;
let betaId = 0;
let keyNo = 0;
/** The demo root's wholesale price of a Site ID lead (seed/demo-costs.ts): $0.50. */
const LEAD_CENTS = 50;

beforeAll(async () => {
  test = await createTestApp();
  acmeId = (await k.setManualBill('agency@demo.test', true)).id;
  betaId = (await k.setManualBill('agency2@demo.test', true)).id;
  // The Data Wallet generally available on the demo platform (its beta rule has its own tests).
  await k.walletBeta({ isBeta: false, applyToAllAgency: false });
});
afterAll(() => test.close());
beforeEach(async () => {
  await declineCardsOf(test.ctx.db, acmeId, null);
  await declineCardsOf(test.ctx.db, betaId, null);
});

const topUp = (agencyId: number, amountCents: number) =>
  topUpWallet(test.ctx, {
    agencyId,
    kind: 'manual',
    key: `wallet-${agencyId}-manual-t${++keyNo}-${Date.now()}`,
    amountCents,
  });
const pay = async (leadIds: number[]) => {
  const keys = await newLeadKeys(test.ctx.db, leadIds);
  return test.ctx.db.transaction((tx) => payLeadsFromFunds(tx, keys, new Date()));
};
const debitsOf = (leadIds: number[]) =>
  test.ctx.db
    .select()
    .from(walletLeadDebits)
    .where(inArray(walletLeadDebits.leadId, leadIds))
    .orderBy(walletLeadDebits.leadId);

describe('100 concurrent lead debits against a balance that covers 50 (issue 16 reliability)', () => {
  it('pay exactly 50, hold the rest, the balance never below zero; held leads are not delivered', async () => {
    // Beta's wallet: exactly 50 leads' worth.
    expect((await topUp(betaId, 50 * LEAD_CENTS)).result).toBe('success');
    expect(await k.balanceOf(betaId)).toBe(50 * LEAD_CENTS);
    const campaign = await k.campaign({ paymentTerm: 'Weekly' }, 'client2@demo.test');
    const leadIds = await k.leadsOf(campaign, 100);
    // Each lead in its own transaction, all at once: as 100 pipeline batches racing.
    await Promise.all(leadIds.map((id) => pay([id])));

    const debits = await debitsOf(leadIds);
    expect(debits).toHaveLength(100);
    expect(debits.filter((debit) => debit.status === 'paid')).toHaveLength(50);
    expect(debits.filter((debit) => debit.status === 'held')).toHaveLength(50);
    expect(await k.balanceOf(betaId)).toBe(0);
    expect(await k.lowestBalanceOf(betaId)).toBeGreaterThanOrEqual(0);

    // The campaign paused for the empty wallet, remembered as such.
    const [row] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.status).toBe('paused');
    const [paused] = await test.ctx.db
      .select()
      .from(fundsPausedCampaigns)
      .where(eq(fundsPausedCampaigns.campaignId, campaign.id));
    expect(paused?.reason).toBe('wallet_empty');

    // Delivery skips the held leads: not delivered, not lost.
    await deliverLeads(test.ctx, campaign.id);
    const delivered = await test.ctx.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.campaignId, campaign.id), isNotNull(leads.deliveredAt)));
    const paidIds = debits.filter((debit) => debit.status === 'paid').map((debit) => debit.leadId);
    expect(delivered.map((lead) => lead.id).sort()).toEqual(paidIds.sort());

    // A top-up pays the held leads in the order they came, while the balance lasts.
    const heldIds = debits
      .filter((debit) => debit.status === 'held')
      .map((debit) => debit.leadId)
      .sort((a, b) => a - b);
    const firstHeldDebit = await test.ctx.db
      .select()
      .from(walletLeadDebits)
      .where(inArray(walletLeadDebits.leadId, heldIds))
      .orderBy(walletLeadDebits.id);
    const outcome = await topUp(betaId, 20 * LEAD_CENTS);
    expect(outcome.result).toBe('success');
    const afterPartial = await test.ctx.db
      .select()
      .from(walletLeadDebits)
      .where(inArray(walletLeadDebits.leadId, heldIds))
      .orderBy(walletLeadDebits.id);
    expect(afterPartial.slice(0, 20).every((debit) => debit.status === 'paid')).toBe(true);
    expect(afterPartial.slice(20).every((debit) => debit.status === 'held')).toBe(true);
    expect(afterPartial.map((debit) => debit.id)).toEqual(firstHeldDebit.map((debit) => debit.id));
    expect(await k.balanceOf(betaId)).toBe(0);
    // Still holding: still paused.
    expect((await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.status).toBe(
      'paused',
    );

    // Enough for the rest: all paid, the campaign resumes, the released leads are delivered.
    await topUp(betaId, 100 * LEAD_CENTS);
    await test.jobsIdle();
    expect((await debitsOf(leadIds)).every((debit) => debit.status === 'paid')).toBe(true);
    expect(await k.balanceOf(betaId)).toBe(70 * LEAD_CENTS);
    expect((await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.status).toBe(
      'active',
    );
    const undelivered = await test.ctx.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.campaignId, campaign.id), isNull(leads.deliveredAt)));
    expect(undelivered).toEqual([]);
    expect(await k.lowestBalanceOf(betaId)).toBeGreaterThanOrEqual(0);
  });
});

describe('which leads the wallet pays', () => {
  it('an agency without an active wallet, test leads and Prepaid leads are not debited from the wallet', async () => {
    await test.ctx.db.update(wallets).set({ activatedAt: null }).where(eq(wallets.companyId, acmeId));
    const campaign = await k.campaign({ paymentTerm: 'Weekly' });
    const [id] = await k.leadsOf(campaign, 1);
    await pay([id as number]);
    expect(await debitsOf([id as number])).toEqual([]);
  });

  it('a lead of a wallet agency lowers its balance by the wholesale price, with a history row', async () => {
    await topUp(acmeId, 25_000);
    const before = await k.balanceOf(acmeId);
    const campaign = await k.campaign({ paymentTerm: 'Weekly' });
    const [id] = await k.leadsOf(campaign, 1);
    await pay([id as number]);
    expect(await k.balanceOf(acmeId)).toBe(before - LEAD_CENTS);
    const response = await k.call('agency@demo.test', 'GET', `/get-direct-payment?company_id=${acmeId}`);
    expect(response.json().transaction_history[0]).toMatchObject({
      transaction_type: 'charge',
      amount: '0.50',
      status: 'completed',
    });
    expect(response.json().transaction_history[0].title).toContain(campaign.campaignName);
  });
});

describe('automatic top-up: below 10% of the last balance, once per drop (part 2 §4, §9)', () => {
  it('fires once when the balance drops below 10%, even when checked concurrently', async () => {
    await test.ctx.db
      .update(wallets)
      .set({ stopContinual: false, amountCents: 25_000 })
      .where(eq(wallets.companyId, acmeId));
    await topUp(acmeId, 100 * LEAD_CENTS);
    const last = (await k.walletRow(acmeId))?.lastBalanceCents ?? 0;
    const balance = await k.balanceOf(acmeId);
    expect(last).toBe(balance);
    // Spend down to just under 10% of the last balance.
    const spend = Math.floor((balance - Math.floor(last / 10) + LEAD_CENTS) / LEAD_CENTS);
    const campaign = await k.campaign({ paymentTerm: 'Weekly' });
    await pay(await k.leadsOf(campaign, spend));
    const low = await k.balanceOf(acmeId);
    expect(low * 10).toBeLessThan(last);
    const chargesBefore = await k.providerCharges();
    const outcomes = await Promise.all([
      checkWallet(test.ctx, acmeId),
      checkWallet(test.ctx, acmeId),
      checkWallet(test.ctx, acmeId),
    ]);
    // One top-up made; a check that overlapped it answers the same top-up again (replayed), and one
    // that came after it (a busy machine runs them one by one) finds the balance above 10%: nothing.
    expect(outcomes.filter((outcome) => outcome?.replayed === false)).toHaveLength(1);
    for (const outcome of outcomes) if (outcome) expect(outcome.result).toBe('success');
    expect(await k.providerCharges()).toBe(chargesBefore + 1);
    expect(await k.balanceOf(acmeId)).toBe(low + 25_000);
    const autos = (await k.topups(acmeId)).filter((row) => row.kind === 'auto');
    expect(autos.at(-1)?.status).toBe('succeeded');
    // Above the threshold again (the last balance is now the new balance): nothing more.
    expect(await checkWallet(test.ctx, acmeId)).toBeNull();
    expect(await k.providerCharges()).toBe(chargesBefore + 1);
  });

  it('a declined automatic top-up leaves the balance unchanged, says why, is e-mailed, and is not retried for the same drop', async () => {
    await test.ctx.db
      .update(wallets)
      .set({ stopContinual: false, amountCents: 30_000 })
      .where(eq(wallets.companyId, acmeId));
    const last = (await k.walletRow(acmeId))?.lastBalanceCents ?? 0;
    const campaign = await k.campaign({ paymentTerm: 'Weekly' });
    const balance = await k.balanceOf(acmeId);
    await pay(
      await k.leadsOf(campaign, Math.floor((balance - Math.floor(last / 10) + LEAD_CENTS) / LEAD_CENTS)),
    );
    const low = await k.balanceOf(acmeId);
    await declineCardsOf(test.ctx.db, acmeId, messages.cardInsufficientFunds);
    const outcome = await checkWallet(test.ctx, acmeId);
    expect(outcome?.result).toBe('failed');
    expect(outcome?.message).toContain(messages.cardInsufficientFunds);
    expect(await k.balanceOf(acmeId)).toBe(low);
    await test.jobsIdle();
    expect((await lastMailTo(test, 'agency@demo.test'))?.subject).toBe(
      'Data Wallet top-up of $300.00 failed',
    );
    const chargesBefore = await k.providerCharges();
    const again = await checkWallet(test.ctx, acmeId);
    expect(again?.replayed).toBe(true);
    expect(await k.providerCharges()).toBe(chargesBefore);
  });

  it('with continual top-up stopped: no top-up, one low-balance e-mail per drop', async () => {
    await test.ctx.db.update(wallets).set({ stopContinual: true }).where(eq(wallets.companyId, acmeId));
    const chargesBefore = await k.providerCharges();
    expect(await checkWallet(test.ctx, acmeId)).toBeNull();
    await test.jobsIdle();
    const mail = await lastMailTo(test, 'agency@demo.test');
    expect(mail?.subject).toMatch(/^Your Data Wallet balance is low/);
    const mailId = mail?.id;
    await checkWallet(test.ctx, acmeId);
    await test.jobsIdle();
    expect((await lastMailTo(test, 'agency@demo.test'))?.id).toBe(mailId);
    expect(await k.providerCharges()).toBe(chargesBefore);
  });

  it('campaigns paused for an empty wallet are e-mailed to the agency', async () => {
    const { walletCheckJob } = await import('../../src/modules/wallet/wallet-topup-job.ts');
    await test.ctx.queue.send(walletCheckJob, { companyId: acmeId, paused: 2 });
    await test.jobsIdle();
    const mail = await lastMailTo(test, 'agency@demo.test');
    expect(mail?.subject).toBe('Campaigns paused: your Data Wallet cannot pay new leads');
    expect(mail?.textBody).toContain('2 campaigns were paused');
  });
});
