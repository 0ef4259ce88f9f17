// Billing runs (issue 15 point 3): per term, two levels, manual bill, periods in the campaign's time
// zone, re-runs and concurrent runs charge nothing twice, and the ledger balances after each.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKGROUND_JOBS } from '../../src/background-jobs.ts';
import { companies } from '../../src/db/schema/index.ts';
import { billingRunJob, runBilling } from '../../src/modules/billing-runs/billing-run-job.ts';
import { billingRuns, invoiceCharges } from '../../src/platform/metrics.ts';
import { companyOf } from '../demo-lookup.ts';
import { lineageOf } from '../invoices/invoice-kit.ts';
import { metricValue } from '../metrics-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  addCampaign,
  addCharges,
  addChargesBetween,
  expectMoneyConsistent,
  invoicesOf,
  linesOf,
  noCampaignsBilling,
  sandboxChargesOf,
  setRootCosts,
} from './billing-kit.ts';

let test: TestApp;
let acmeClient: number;
let acme: number;
let betaClient: number;
let beta: number;
const at = (text: string) => new Date(text);
const chargesOf = (invoiceId: number) => sandboxChargesOf(test.ctx.db, invoiceId);

beforeAll(async () => {
  test = await createTestApp();
  acmeClient = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  betaClient = (await companyOf(test.ctx.db, 'client2@demo.test')).id;
  const lineage = await lineageOf(test.ctx.db, acmeClient);
  acme = lineage.agency.id;
  beta = (await lineageOf(test.ctx.db, betaClient)).agency.id;
  // part 2 §3 rootcostagency: the platform's wholesale price, $40 set-up, $20 a period, $1 a lead.
  await setRootCosts(test.ctx.db, lineage.rootId, { platformFee: '40.00', min: '20.00', cpl: '1.00' });
});
afterAll(() => test.close());
beforeEach(() => noCampaignsBilling(test.ctx.db));

describe('the billing run', () => {
  it('is a scheduled job of the platform', () => {
    expect(BACKGROUND_JOBS).toContain(billingRunJob);
    expect(billingRunJob.kind).toBe('scheduled');
  });

  it('Weekly: the minimum and the leads of the week that ended in Chicago, charged once to the client', async () => {
    const campaign = await addCampaign(test.ctx.db, acmeClient, { activatedAt: at('2026-11-04T15:00:00Z') });
    await addCharges(test.ctx.db, acmeClient, campaign, [
      at('2026-11-09T05:59:59Z'), // Sunday 23:59:59 of the week before: not this week's
      at('2026-11-09T06:00:00Z'), // Monday 00:00 Chicago: the first instant of the week
      at('2026-11-12T12:00:00Z'),
      at('2026-11-12T13:00:00Z'),
      at('2026-11-12T14:00:00Z'),
      at('2026-11-16T05:59:59Z'), // Sunday 23:59:59: the last instant of the week
      at('2026-11-16T06:00:00Z'), // next week
    ]);
    const now = at('2026-11-16T07:00:00Z');
    const runsBefore = await metricValue(billingRuns, { outcome: 'completed' });
    const paidBefore = await metricValue(invoiceCharges, { reason: 'run', outcome: 'paid' });
    const first = await runBilling(test.ctx, { now, concurrency: 1 });
    expect(first.invoicesIssued).toBe(1);
    expect(first.charges.paid).toBe(1);
    // The metrics count the run and its one charge (issue 28 item 8).
    expect(await metricValue(billingRuns, { outcome: 'completed' })).toBe(runsBefore + 1);
    expect(await metricValue(invoiceCharges, { reason: 'run', outcome: 'paid' })).toBe(paidBefore + 1);
    const [invoice] = await invoicesOf(
      test.ctx.db,
      sql`payer_company_id = ${acmeClient} and period_start = '2026-11-09'`,
    );
    expect(invoice).toMatchObject({
      level: 'client',
      status: 'paid',
      period_end: '2026-11-16',
      timezone: 'America/Chicago',
      total_cents: 6_500,
      wholesale_cents: 2_500,
      billing_key: `client:${acmeClient}:Weekly:America/Chicago:2026-11-09`,
    });
    if (!invoice) throw new Error('no invoice');
    // No set-up fee (activated the week before), the minimum added to 5 leads × $3 (not a floor).
    expect(await linesOf(test.ctx.db, invoice.id)).toEqual([
      ['minimum', 1, 5_000, 5_000, 2_000],
      ['leads', 5, 300, 1_500, 500],
    ]);
    // A destination charge: the agency gets retail minus the platform's wholesale.
    const charges = await chargesOf(invoice.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      amountCents: 6_500,
      applicationFeeCents: 2_500,
      connectedAccountId: `acct_sandbox_${acme}`,
    });

    const again = await runBilling(test.ctx, { now, concurrency: 1 });
    expect(again.invoicesIssued).toBe(0);
    expect(again.charges.paid).toBe(0);
    expect(await chargesOf(invoice.id)).toHaveLength(1);
    expect(await metricValue(billingRuns, { outcome: 'completed' })).toBe(runsBefore + 2);
    expect(await metricValue(invoiceCharges, { reason: 'run', outcome: 'paid' })).toBe(paidBefore + 1);
    await expectMoneyConsistent(test.ctx.db);
  });

  it('Monthly: the calendar month, with the set-up fee in the first billed period', async () => {
    const campaign = await addCampaign(test.ctx.db, acmeClient, {
      activatedAt: at('2026-10-10T15:00:00Z'),
      paymentTerm: 'Monthly',
      module: 'enhance',
    });
    await addChargesBetween(test.ctx.db, acmeClient, campaign, at('2026-10-10T16:00:00Z'), 400, 20);
    await runBilling(test.ctx, { now: at('2026-11-01T12:00:00Z'), concurrency: 1 });
    const [invoice] = await invoicesOf(test.ctx.db, sql`term = 'Monthly' and period_start = '2026-10-01'`);
    expect(invoice).toMatchObject({
      status: 'paid',
      period_end: '2026-11-01',
      total_cents: 10_000 + 5_000 + 6_000,
    });
    if (!invoice) throw new Error('no invoice');
    expect(await linesOf(test.ctx.db, invoice.id)).toEqual([
      ['platform_fee', 1, 10_000, 10_000, 4_000],
      ['minimum', 1, 5_000, 5_000, 2_000],
      ['leads', 20, 300, 6_000, 2_000],
    ]);
    await expectMoneyConsistent(test.ctx.db);
  });

  it('manual bill: the client invoice is the agency’s to collect, the agency pays wholesale on its card', async () => {
    await test.ctx.db.update(companies).set({ manualBill: true }).where(eq(companies.id, beta));
    try {
      const campaign = await addCampaign(test.ctx.db, betaClient, {
        activatedAt: at('2026-10-20T15:00:00Z'),
      });
      await addChargesBetween(test.ctx.db, betaClient, campaign, at('2026-11-10T00:00:00Z'), 48, 4);
      const result = await runBilling(test.ctx, { now: at('2026-11-16T07:00:00Z'), concurrency: 1 });
      expect(result.invoicesIssued).toBe(2);
      const [client] = await invoicesOf(test.ctx.db, sql`payer_company_id = ${betaClient}`);
      expect(client).toMatchObject({ level: 'client', status: 'external', total_cents: 6_200 });
      if (!client) throw new Error('no client invoice');
      expect(await chargesOf(client.id)).toHaveLength(0);
      const [agency] = await invoicesOf(test.ctx.db, sql`payer_company_id = ${beta}`);
      expect(agency).toMatchObject({
        level: 'agency',
        status: 'paid',
        total_cents: 2_400,
        billing_key: `agency:${beta}:Weekly:America/Chicago:2026-11-09`,
      });
      if (!agency) throw new Error('no agency invoice');
      expect(await linesOf(test.ctx.db, agency.id)).toEqual([
        ['minimum', 1, 2_000, 2_000, 0],
        ['leads', 4, 100, 400, 0],
      ]);
      const charges = await chargesOf(agency.id);
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ amountCents: 2_400, connectedAccountId: null });
      await expectMoneyConsistent(test.ctx.db);
    } finally {
      await test.ctx.db.update(companies).set({ manualBill: false }).where(eq(companies.id, beta));
    }
  });

  it('One Time: billed once after it ended, set-up fee, one minimum and every lead', async () => {
    const campaign = await addCampaign(test.ctx.db, acmeClient, {
      activatedAt: at('2026-10-05T15:00:00Z'),
      paymentTerm: 'One Time',
      endDate: '2026-10-20',
    });
    await addCharges(test.ctx.db, acmeClient, campaign, [
      at('2026-10-06T12:00:00Z'),
      at('2026-10-15T12:00:00Z'),
      at('2026-10-21T04:59:00Z'), // 23:59 on its end date in Chicago
    ]);
    expect(
      (await runBilling(test.ctx, { now: at('2026-10-20T12:00:00Z'), concurrency: 1 })).invoicesIssued,
    ).toBe(0);
    await runBilling(test.ctx, { now: at('2026-10-25T12:00:00Z'), concurrency: 1 });
    await runBilling(test.ctx, { now: at('2026-11-02T12:00:00Z'), concurrency: 1 });
    const invoices = await invoicesOf(test.ctx.db, sql`term = 'One Time'`);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      period_start: '2026-10-05',
      period_end: '2026-10-21',
      status: 'paid',
      billing_key: `client:${acmeClient}:One Time:America/Chicago:2026-10-05:${campaign}`,
    });
    expect(await linesOf(test.ctx.db, invoices[0]?.id ?? 0)).toEqual([
      ['platform_fee', 1, 10_000, 10_000, 4_000],
      ['minimum', 1, 5_000, 5_000, 2_000],
      ['leads', 3, 300, 900, 300],
    ]);
  });

  it('Prepaid and draft campaigns are not billed here', async () => {
    await addCampaign(test.ctx.db, acmeClient, {
      activatedAt: at('2026-09-01T00:00:00Z'),
      paymentTerm: 'Prepaid',
    });
    await addCampaign(test.ctx.db, acmeClient, { activatedAt: at('2026-09-01T00:00:00Z'), status: 'draft' });
    await test.ctx.db.execute(sql`update campaigns set activated_at = null where status = 'draft'`);
    expect(
      (await runBilling(test.ctx, { now: at('2026-09-21T12:00:00Z'), concurrency: 1 })).invoicesIssued,
    ).toBe(0);
  });

  it('periods follow the campaign’s zone: Auckland has ended its week while Chicago has not', async () => {
    const auckland = await addCampaign(test.ctx.db, acmeClient, {
      activatedAt: at('2026-11-17T00:00:00Z'),
      timezone: 'Pacific/Auckland',
    });
    await addCampaign(test.ctx.db, acmeClient, { activatedAt: at('2026-11-17T00:00:00Z') });
    await addCharges(test.ctx.db, acmeClient, auckland, [
      at('2026-11-22T10:59:00Z'), // Sunday 23:59 in Auckland
      at('2026-11-22T11:00:00Z'), // Monday 00:00 in Auckland: the next week
    ]);
    // Sunday 23:00 in Chicago, Monday 18:00 in Auckland.
    await runBilling(test.ctx, { now: at('2026-11-23T05:00:00Z'), concurrency: 1 });
    const week = sql`period_start = '2026-11-16' and payer_company_id = ${acmeClient}`;
    const first = await invoicesOf(test.ctx.db, week);
    expect(first.map((invoice) => invoice.timezone)).toEqual(['Pacific/Auckland']);
    expect(await linesOf(test.ctx.db, first[0]?.id ?? 0)).toEqual([
      ['platform_fee', 1, 10_000, 10_000, 4_000],
      ['minimum', 1, 5_000, 5_000, 2_000],
      ['leads', 1, 300, 300, 100],
    ]);
    // Two hours later Chicago's Monday has begun too.
    await runBilling(test.ctx, { now: at('2026-11-23T07:00:00Z'), concurrency: 1 });
    const both = await invoicesOf(test.ctx.db, week);
    expect(both.map((invoice) => invoice.timezone)).toEqual(['Pacific/Auckland', 'America/Chicago']);
    expect(both.every((invoice) => invoice.status === 'paid')).toBe(true);
    await expectMoneyConsistent(test.ctx.db);
  });

  it('two runs started at once issue and charge every invoice once', async () => {
    await test.ctx.db.update(companies).set({ manualBill: true }).where(eq(companies.id, beta));
    try {
      for (let index = 0; index < 4; index += 1) {
        const acmeCampaign = await addCampaign(test.ctx.db, acmeClient, {
          activatedAt: at('2026-09-02T15:00:00Z'),
          timezone: index % 2 ? 'Pacific/Auckland' : 'America/Chicago',
        });
        await addChargesBetween(test.ctx.db, acmeClient, acmeCampaign, at('2026-09-08T00:00:00Z'), 100, 7);
        const betaCampaign = await addCampaign(test.ctx.db, betaClient, {
          activatedAt: at('2026-09-02T15:00:00Z'),
        });
        await addChargesBetween(test.ctx.db, betaClient, betaCampaign, at('2026-09-08T00:00:00Z'), 100, 3);
      }
      const now = at('2026-09-14T12:00:00Z');
      const runs = await Promise.all([
        runBilling(test.ctx, { now, concurrency: 1 }),
        runBilling(test.ctx, { now, concurrency: 1 }),
      ]);
      const week = await invoicesOf(test.ctx.db, sql`period_start = '2026-09-07'`);
      // Acme's client in two zones, Beta's client (external) and Beta itself.
      expect(week).toHaveLength(4);
      expect(runs[0].invoicesIssued + runs[1].invoicesIssued).toBe(4);
      expect(runs[0].charges.paid + runs[1].charges.paid).toBe(3);
      for (const invoice of week)
        expect(await chargesOf(invoice.id)).toHaveLength(invoice.status === 'paid' ? 1 : 0);
      await expectMoneyConsistent(test.ctx.db);
    } finally {
      await test.ctx.db.update(companies).set({ manualBill: false }).where(eq(companies.id, beta));
    }
  });
});
