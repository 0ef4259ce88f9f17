// The lead pipeline pays from the Data Wallet (issue 16 point 5): visits resolved into leads of a
// manual-bill agency's client lower the agency's wallet by the wholesale price; what the balance
// cannot pay is held, the campaign pauses and the agency is e-mailed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, mailOutbox, visits, walletLeadDebits } from '../../src/db/schema/index.ts';
import { resolveQueuedVisits } from '../../src/modules/lead-engine/resolve-visits.ts';
import { topUpWallet } from '../../src/modules/wallet/wallet-topup-job.ts';
import { pixelKit } from '../lead-engine/pixel-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const pixel = pixelKit(() => test);
const k = walletKit(() => test);
let campaignId = 0;
let clientId = 0;
let acmeId = 0;

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  campaignId = await pixel.campaignId('10000001');
  const { rows } = await test.ctx.db.execute<{ company_id: number }>(
    sql`select company_id from campaigns where id = ${campaignId}`,
  );
  clientId = rows[0]?.company_id ?? 0;
  acmeId = (await k.setManualBill('agency@demo.test', true)).id;
  // The Data Wallet generally available on the demo platform (its beta rule has its own tests).
  await k.walletBeta({ isBeta: false, applyToAllAgency: false });
});
afterAll(() => test.close());

async function queueVisits(count: number, label: string) {
  await test.ctx.db.insert(visits).values(
    Array.from({ length: count }, (_, index) => ({
      campaignId,
      companyId: clientId,
      source: 'pixel' as const,
      visitorId: `${label}-${index}`,
      pageUrl: 'http://localhost:3000/demo-site/',
      ip: `198.51.100.${index + 1}`,
      userAgent: `Mozilla/5.0 Chrome/131.0 wallet-${label}-${index}`,
    })),
  );
}

describe('leads of the pipeline and the Data Wallet', () => {
  it('each new lead is paid from the wallet; when it runs dry the rest are held, the campaign pauses, the agency is told', async () => {
    // Enough for one lead ($0.50 wholesale for Site ID), nothing more; continual top-up stopped.
    await topUpWallet(test.ctx, {
      agencyId: acmeId,
      kind: 'manual',
      key: `wallet-${acmeId}-manual-pipe`,
      amountCents: 50,
    });
    await test.ctx.db.execute(sql`update wallets set stop_continual = true where company_id = ${acmeId}`);
    await queueVisits(3, 'pipe');
    await resolveQueuedVisits(test.ctx);
    await test.jobsIdle();
    const debits = await test.ctx.db
      .select()
      .from(walletLeadDebits)
      .where(eq(walletLeadDebits.campaignId, campaignId));
    expect(debits.length).toBeGreaterThan(1);
    expect(debits.filter((debit) => debit.status === 'paid')).toHaveLength(1);
    expect(debits.filter((debit) => debit.status === 'held').length).toBe(debits.length - 1);
    expect(await k.balanceOf(acmeId)).toBe(0);
    const [campaign] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign?.status).toBe('paused');
    // Both are said: the campaigns paused, and (top-up stopped) the balance is low.
    const subjects = (
      await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'agency@demo.test'))
    ).map((mail) => mail.subject);
    expect(subjects).toContain('Campaigns paused: your Data Wallet cannot pay new leads');
    expect(subjects).toContain('Your Data Wallet balance is low: $0.00');
    // The wallet's view says so.
    const wallet = await k.call('agency@demo.test', 'GET', `/get-direct-payment?company_id=${acmeId}`);
    expect(wallet.json()).toMatchObject({ held_leads: debits.length - 1, balance_cents: 0 });
    expect(wallet.json().paused_campaigns).toBeGreaterThanOrEqual(1);

    // A charge pays the held leads, resumes the campaign and delivers them.
    await topUpWallet(test.ctx, {
      agencyId: acmeId,
      kind: 'manual',
      key: `wallet-${acmeId}-manual-pipe-2`,
      amountCents: 25_000,
    });
    await test.jobsIdle();
    const after = await test.ctx.db
      .select()
      .from(walletLeadDebits)
      .where(eq(walletLeadDebits.campaignId, campaignId));
    expect(after.every((debit) => debit.status === 'paid')).toBe(true);
    const [resumed] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(resumed?.status).toBe('active');
    const { rows } = await test.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from leads where campaign_id = ${campaignId} and delivered_at is null and source <> 'test'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
