// The subscription renewal job (issue 15 point 5): bills each period once, FREE bills nothing, a
// cancelled plan stops renewing and ends on FREE, a decline leaves the invoice failed, and two runs
// at once charge nothing twice.
import { addMonths } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices } from '../../src/db/schema/index.ts';
import { allBalances } from '../../src/modules/ledger/balances.ts';
import { billDueSubscriptions } from '../../src/modules/subscriptions/renewal-job.ts';
import { issuePeriodInvoice } from '../../src/modules/subscriptions/subscription-invoice.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { declineCardsOf } from '../invoices/invoice-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { liveSubscriptionOf, subscriptionInvoicesOf } from './subscription-kit.ts';

let test: TestApp;
const t = kit(() => test);
let acme: number;
let beta: number;

beforeAll(async () => {
  test = await createTestApp();
  acme = await t.companyId('agency@demo.test');
  beta = await t.companyId('agency2@demo.test');
  const saved = await t.call('root@demo.test', 'PUT', '/configuration/package-prices', {
    NWM: '19.00',
    NWY: '190.00',
    WM: '49.00',
    WY: '490.00',
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => test.close());

const db = () => test.ctx.db;
const setPackage = (email: string, CompanyID: number, packageID: string) =>
  t.call(email, 'PUT', '/configuration/setting/package', { CompanyID, packageID });
const subscriptionInvoices = (agencyId: number) => subscriptionInvoicesOf(db(), agencyId);
const liveOf = (agencyId: number) => liveSubscriptionOf(db(), agencyId);
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const journalSum = async () => [...(await allBalances(db())).values()].reduce((a, b) => a + b, 0);

const setDecline = (agencyId: number, decline: string | null) => declineCardsOf(db(), agencyId, decline);

describe('subscription renewal job', () => {
  it('nothing is due before the period ends', async () => {
    expect((await setPackage('agency@demo.test', acme, 'NWM')).statusCode).toBe(200);
    const before = await subscriptionInvoices(acme);
    const live = await liveOf(acme);
    const summary = await billDueSubscriptions(test.ctx, at(live?.currentPeriodStart ?? ''));
    expect(summary.renewed).toBe(0);
    expect(await subscriptionInvoices(acme)).toHaveLength(before.length);
  });

  it('bills the next period once at its start, and a second run bills nothing', async () => {
    const live = await liveOf(acme);
    const start = live?.currentPeriodEnd ?? '';
    const before = (await subscriptionInvoices(acme)).length;
    const summary = await billDueSubscriptions(test.ctx, at(start));
    expect(summary).toMatchObject({ renewed: 1, charged: 1, failed: 0 });
    const after = await subscriptionInvoices(acme);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      status: 'paid',
      totalCents: 1900,
      periodStart: start,
      periodEnd: addMonths(live?.anchorDate ?? '', 2),
      billingKey: `subscription:${acme}:NWM:${start}`,
    });
    expect((await liveOf(acme))?.currentPeriodStart).toBe(start);
    const again = await billDueSubscriptions(test.ctx, at(start));
    expect(again).toMatchObject({ renewed: 0, charged: 0 });
    expect(await subscriptionInvoices(acme)).toHaveLength(before + 1);
    expect(await journalSum()).toBe(0);
  });

  it('a job that missed two periods bills each once; two runs at once charge nothing twice', async () => {
    const live = await liveOf(acme);
    const before = (await subscriptionInvoices(acme)).length;
    const later = addMonths(live?.currentPeriodEnd ?? '', 1);
    const [first, second] = await Promise.all([
      billDueSubscriptions(test.ctx, at(later)),
      billDueSubscriptions(test.ctx, at(later)),
    ]);
    expect((first?.renewed ?? 0) + (second?.renewed ?? 0)).toBe(2);
    const after = await subscriptionInvoices(acme);
    expect(after).toHaveLength(before + 2);
    expect(after.slice(-2).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    const { rows } = await db().execute<{ n: string }>(
      sql`select count(*) as n from payment_attempts where invoice_id in (${after.at(-1)?.id}, ${after.at(-2)?.id})`,
    );
    expect(Number(rows[0]?.n)).toBe(2);
  });

  it('a price change applies from the next period', async () => {
    await t.call('root@demo.test', 'PUT', '/configuration/package-prices', {
      NWM: '25.00',
      NWY: '190.00',
      WM: '49.00',
      WY: '490.00',
    });
    const live = await liveOf(acme);
    await billDueSubscriptions(test.ctx, at(live?.currentPeriodEnd ?? ''));
    expect((await subscriptionInvoices(acme)).at(-1)?.totalCents).toBe(2500);
  });

  it('a declined card leaves the renewal invoice failed (consequences are the failures job’s)', async () => {
    await setDecline(acme, 'Your card has insufficient funds.');
    const live = await liveOf(acme);
    const summary = await billDueSubscriptions(test.ctx, at(live?.currentPeriodEnd ?? ''));
    expect(summary).toMatchObject({ renewed: 1, failed: 1 });
    expect((await subscriptionInvoices(acme)).at(-1)).toMatchObject({
      status: 'failed',
      lastError: 'Your card has insufficient funds.',
    });
    await setDecline(acme, null);
  });

  it('a cancelled plan stops renewing: at its end the agency is on FREE, nothing billed', async () => {
    expect(
      (await t.call('agency@demo.test', 'PUT', '/configuration/cancel-subscription', { CompanyID: acme }))
        .statusCode,
    ).toBe(200);
    const live = await liveOf(acme);
    const before = (await subscriptionInvoices(acme)).length;
    const summary = await billDueSubscriptions(test.ctx, at(addMonths(live?.currentPeriodEnd ?? '', 3)));
    expect(summary.ended).toBe(1);
    expect(await subscriptionInvoices(acme)).toHaveLength(before);
    expect(await liveOf(acme)).toMatchObject({ packageId: 'FREE', status: 'active', currentPeriodEnd: null });
    expect((await t.companyById(acme))?.packageId).toBe('FREE');
  });

  it('an invoice a crashed run issued but never charged is charged by the next run, once', async () => {
    const rootId = await t.companyId('root@demo.test');
    const issued = await issuePeriodInvoice(db(), {
      agencyCompanyId: beta,
      rootCompanyId: rootId,
      plan: 'NWM',
      priceCents: 1900,
      periodStart: '2031-01-01',
      periodEnd: '2031-02-01',
    });
    expect((await db().select().from(invoices).where(eq(invoices.id, issued.id)))[0]?.status).toBe('open');
    const summary = await billDueSubscriptions(test.ctx, at('2026-01-01'));
    expect(summary.charged).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(invoices).where(eq(invoices.id, issued.id)))[0]).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
    await billDueSubscriptions(test.ctx, at('2026-01-01'));
    expect((await db().select().from(invoices).where(eq(invoices.id, issued.id)))[0]?.attempts).toBe(1);
  });

  it('FREE bills nothing, ever', async () => {
    expect((await setPackage('root@demo.test', beta, 'FREE')).statusCode).toBe(200);
    const summary = await billDueSubscriptions(test.ctx, at('2099-01-01'));
    expect(summary).toMatchObject({ renewed: 0, charged: 0 });
    expect(await subscriptionInvoices(beta)).toHaveLength(1);
  });

  it('a yearly plan renews a year later', async () => {
    expect((await setPackage('agency2@demo.test', beta, 'WY')).statusCode).toBe(200);
    const live = await liveOf(beta);
    expect(live?.currentPeriodEnd).toBe(addMonths(live?.anchorDate ?? '', 12));
    await billDueSubscriptions(test.ctx, at(addMonths(live?.anchorDate ?? '', 11)));
    expect(await subscriptionInvoices(beta)).toHaveLength(2);
    await billDueSubscriptions(test.ctx, at(live?.currentPeriodEnd ?? ''));
    expect((await subscriptionInvoices(beta)).at(-1)).toMatchObject({ totalCents: 49000, term: 'Yearly' });
  });

  it('a removed agency renews nothing: its plan ends with the period it paid for', async () => {
    const live = await liveOf(beta);
    const before = (await subscriptionInvoices(beta)).length;
    await db().update(companies).set({ removedAt: new Date() }).where(eq(companies.id, beta));
    const summary = await billDueSubscriptions(test.ctx, at(addMonths(live?.currentPeriodEnd ?? '', 1)));
    expect(summary.renewed).toBe(0);
    expect(await subscriptionInvoices(beta)).toHaveLength(before);
    expect(await liveOf(beta)).toBeUndefined();
  });
});
