// Packages and subscriptions (issue 15 point 5; part 2 §2 package suffix, §4 free plan, §7 billing
// calls, §8 free plan messages): package prices the platform owner sets, an agency's plan billed by
// the platform as a subscription invoice, cancellation, billing method, direct-payment customer.
import { messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  campaigns,
  companies,
  invoiceLines,
  invoices,
  subscriptions,
  userLogs,
  users,
} from '../../src/db/schema/index.ts';
import { allBalances } from '../../src/modules/ledger/balances.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { declineCardsOf } from '../invoices/invoice-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { liveSubscriptionOf, subscriptionInvoicesOf } from './subscription-kit.ts';

let test: TestApp;
const t = kit(() => test);
let acme: number;
let beta: number;
let rootId: number;

beforeAll(async () => {
  test = await createTestApp();
  acme = await t.companyId('agency@demo.test');
  beta = await t.companyId('agency2@demo.test');
  rootId = await t.companyId('root@demo.test');
});
afterAll(() => test.close());

const prices = { NWM: '19.00', NWY: '190.00', WM: '49.00', WY: '490.00' };
const savePrices = (email: string, body: object) =>
  t.call(email, 'PUT', '/configuration/package-prices', body);
const setPackage = (email: string, CompanyID: number, packageID: string) =>
  t.call(email, 'PUT', '/configuration/setting/package', { CompanyID, packageID });
const cancel = (email: string, CompanyID: number) =>
  t.call(email, 'PUT', '/configuration/cancel-subscription', { CompanyID });
const billingMethod = (email: string, CompanyID: number, billing_method: string) =>
  t.call(email, 'PUT', '/payment/set-billing-method', { CompanyID, billing_method });
const customerDirect = (email: string, CompanyID: number) =>
  t.call(email, 'POST', '/payment/customer-direct', { CompanyID });
const readPlan = (email: string, companyID: number) =>
  t.call(email, 'GET', `/configuration/subscription/${companyID}`);

const db = () => test.ctx.db;
const subscriptionInvoices = (agencyId: number) => subscriptionInvoicesOf(db(), agencyId);
const liveOf = (agencyId: number) => liveSubscriptionOf(db(), agencyId);
const logs = (action: string) => db().select().from(userLogs).where(eq(userLogs.action, action));
const journalSum = async () => [...(await allBalances(db())).values()].reduce((a, b) => a + b, 0);

const setAgencyDecline = (agencyId: number, decline: string | null) =>
  declineCardsOf(db(), agencyId, decline);

describe('package prices (General Settings of the platform)', () => {
  it('the platform owner saves the prices in dollars; they are stored in cents and logged', async () => {
    const response = await savePrices('root@demo.test', prices);
    expect(response.statusCode).toBe(200);
    const byPlan = Object.fromEntries(
      response
        .json()
        .packages.map((offer: { package_id: string; price_cents: number }) => [
          offer.package_id,
          offer.price_cents,
        ]),
    );
    expect(byPlan).toEqual({ NWM: 1900, NWY: 19000, WM: 4900, WY: 49000, FREE: 0 });
    expect((await logs('setting')).at(-1)?.description).toContain('Package prices set: NWM $19.00');
  });

  it('an agency reads the same prices (to choose its plan), with period and white label', async () => {
    const response = await t.call('agency@demo.test', 'GET', '/configuration/package-prices');
    expect(response.statusCode).toBe(200);
    expect(response.json().packages).toContainEqual({
      package_id: 'WY',
      price_cents: 49000,
      period: 'year',
      white_label: true,
    });
  });

  it.each([
    ['a negative amount', { ...prices, WM: '-5' }, 'WM'],
    ['not a number', { ...prices, NWY: 'abc' }, 'NWY'],
    ['over the cap', { ...prices, WY: '999999999999' }, 'WY'],
    ['missing', { NWM: '1', NWY: '1', WM: '1' }, 'WY'],
  ])('%s is refused with 422 naming the field, nothing changed', async (_case, body, field) => {
    const before = await t.fingerprint();
    const response = await savePrices('root@demo.test', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    ['an agency', 'agency@demo.test'],
    ['a sales person', 'sales@demo.test'],
    ['a client', 'client@demo.test'],
  ])('%s may not set package prices (403), nothing changed', async (_case, email) => {
    await t.tokenOf(email);
    const before = await t.fingerprint();
    expect((await savePrices(email, prices)).statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('PUT /configuration/setting/package', () => {
  beforeEach(() => setAgencyDecline(acme, null));

  it('the agency chooses a paid plan: one subscription, one paid invoice with one package line', async () => {
    const sumBefore = await journalSum();
    const response = await setPackage('agency@demo.test', acme, 'NWM');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ packageid: 'NWM', message: messages.freePlanSaved });
    expect(body.subscription).toMatchObject({
      package_id: 'NWM',
      status: 'active',
      price_cents: 1900,
      period: 'month',
      last_invoice: { status: 'paid', total_cents: 1900 },
    });
    expect(body.subscription.next_billing_date).toBe(body.subscription.current_period_end);
    const [invoice] = await subscriptionInvoices(acme);
    expect(invoice).toMatchObject({
      status: 'paid',
      totalCents: 1900,
      payeeCompanyId: rootId,
      billingKey: `subscription:${acme}:NWM:${body.subscription.current_period_start}`,
    });
    const lines = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0));
    expect(lines).toMatchObject([{ lineNo: 1, kind: 'package', amountCents: 1900 }]);
    expect((await t.companyById(acme))?.packageId).toBe('NWM');
    expect(await journalSum()).toBe(sumBefore);
    expect((await logs('free-plan')).at(-1)?.description).toBe(
      'Plan of Acme Marketing set to Standard, monthly ($19.00 charged)',
    );
  });

  it('20 identical requests at once: one subscription, one charge', async () => {
    const before = (await subscriptionInvoices(acme)).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => setPackage('agency@demo.test', acme, 'WY')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const after = await subscriptionInvoices(acme);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ status: 'paid', totalCents: 49000, attempts: 1 });
    const live = await db().select().from(subscriptions).where(eq(subscriptions.agencyCompanyId, acme));
    expect(live.filter((row) => row.status === 'active')).toHaveLength(1);
    const { rows } = await db().execute<{ n: string }>(
      sql`select count(*) as n from sandbox_charges where idempotency_key = ${`invoice-${after.at(-1)?.id}-attempt-1`}`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('the same plan again bills nothing', async () => {
    const before = (await subscriptionInvoices(acme)).length;
    expect((await setPackage('agency@demo.test', acme, 'WY')).statusCode).toBe(200);
    expect((await subscriptionInvoices(acme)).length).toBe(before);
  });

  it('a declined card leaves the invoice failed with the decline (the plan is changed)', async () => {
    await setAgencyDecline(acme, 'Your card was declined.');
    const response = await setPackage('agency@demo.test', acme, 'WM');
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription.last_invoice).toMatchObject({
      status: 'failed',
      last_error: 'Your card was declined.',
    });
    expect((await subscriptionInvoices(acme)).at(-1)?.status).toBe('failed');
  });

  it('an agency cannot put itself on FREE: 403 with what to do, nothing changed, twenty times at once', async () => {
    const plan = await liveOf(acme);
    const invoicesBefore = (await subscriptionInvoices(acme)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => setPackage('agency@demo.test', acme, 'FREE')),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: messages.freePlanPlatformOnly });
    }
    expect(await liveOf(acme)).toEqual(plan);
    expect((await t.companyById(acme))?.packageId).not.toBe('FREE');
    expect((await subscriptionInvoices(acme)).length).toBe(invoicesBefore);
  });

  it('FREE, granted by the platform, bills nothing and has no next billing date (part 2 §4, §8)', async () => {
    const before = (await subscriptionInvoices(acme)).length;
    const response = await setPackage('root@demo.test', acme, 'FREE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      packageid: 'FREE',
      message: 'Your plan has been updated',
      subscription: { package_id: 'FREE', price_cents: 0, next_billing_date: null },
    });
    expect((await subscriptionInvoices(acme)).length).toBe(before);
  });

  it('platform staff set an agency plan from the agency list', async () => {
    const response = await setPackage('admin@demo.test', beta, 'WM');
    expect(response.statusCode).toBe(200);
    expect((await liveOf(beta))?.packageId).toBe('WM');
  });

  it.each([
    ['another agency', 'agency@demo.test', () => beta, 404],
    ['a client company (platform staff)', 'root@demo.test', () => 0, 404],
    ['a client', 'client@demo.test', () => acme, 403],
    ['a sales person', 'sales@demo.test', () => acme, 403],
  ])('%s → %s, nothing changed', async (_case, email, target, status) => {
    const id = target() || (await t.companyId('client@demo.test'));
    await t.tokenOf(email);
    const before = await t.fingerprint();
    const invoicesBefore = (await db().select().from(invoices)).length;
    expect((await setPackage(email, id, 'NWY')).statusCode).toBe(status);
    expect(await t.fingerprint()).toBe(before);
    expect((await db().select().from(invoices)).length).toBe(invoicesBefore);
  });

  it('agency staff without the Settings update permission are refused (403)', async () => {
    const email = await t.staffWith('agency@demo.test', 'viewer@acme.test', { update: false });
    await t.tokenOf(email, 'acme.localhost');
    const before = await t.fingerprint();
    expect((await setPackage(email, acme, 'NWY')).statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });

  it('an unknown package is refused with 422 naming packageID', async () => {
    const response = await setPackage('agency@demo.test', acme, 'GOLD');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('packageID');
  });
});

describe('PUT /configuration/cancel-subscription', () => {
  it('cancelling ends renewal at the period end; again changes nothing; other tenants 404', async () => {
    await setAgencyDecline(acme, null);
    await setPackage('agency@demo.test', acme, 'NWY');
    const other = await cancel('agency2@demo.test', acme);
    expect(other.statusCode).toBe(404);
    const response = await cancel('agency@demo.test', acme);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.subscriptionCancelled,
      subscription: { status: 'cancelled', package_id: 'NWY', next_billing_date: null },
    });
    expect(response.json().subscription.current_period_end).not.toBeNull();
    const logged = (await logs('subscription')).length;
    expect((await cancel('agency@demo.test', acme)).statusCode).toBe(200);
    expect((await logs('subscription')).length).toBe(logged);
  });

  it('FREE has nothing to cancel (409)', async () => {
    await setPackage('root@demo.test', beta, 'FREE');
    expect((await cancel('agency2@demo.test', beta)).statusCode).toBe(409);
  });
});

describe('GET /configuration/subscription/:companyID', () => {
  it('the agency reads its plan; another agency gets 404; platform staff read any', async () => {
    expect((await readPlan('agency@demo.test', acme)).json()).toMatchObject({ company_id: acme });
    expect((await readPlan('agency@demo.test', beta)).statusCode).toBe(404);
    expect((await readPlan('root@demo.test', beta)).json()).toMatchObject({ package_id: 'FREE' });
  });
});

describe('PUT /payment/set-billing-method', () => {
  it('refused while campaigns run (409), then switches to direct payment and back, logged', async () => {
    // Earlier declines in this file paused the agency's campaigns for payment: one runs again.
    await db()
      .update(campaigns)
      .set({ status: 'active' })
      .where(sql`${campaigns.companyId} in (select id from companies where parent_id = ${acme})`);
    const refused = await billingMethod('agency@demo.test', acme, 'direct');
    expect(refused.statusCode).toBe(409);
    // The sentence the web shows before its confirmation (billingMethodChangeBlocker).
    expect(refused.json().message).toBe(messages.billingMethodBusy);
    await db()
      .update(campaigns)
      .set({ status: 'paused' })
      .where(sql`${campaigns.companyId} in (select id from companies where parent_id = ${acme})`);
    const direct = await billingMethod('agency@demo.test', acme, 'direct');
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toEqual({ message: messages.billingMethodSaved, billing_method: 'direct' });
    expect((await t.companyById(acme))?.manualBill).toBe(true);
    expect((await logs('billing-method')).at(-1)?.description).toBe(
      'Billing method of Acme Marketing set to direct payment',
    );
  });

  it('bad method 422; another agency 404; a client 403; nothing changed', async () => {
    const bad = await billingMethod('agency@demo.test', acme, 'cash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('billing_method');
    await t.tokenOf('client@demo.test');
    const before = await t.fingerprint();
    expect((await billingMethod('agency@demo.test', beta, 'direct')).statusCode).toBe(404);
    expect((await billingMethod('client@demo.test', acme, 'stripe')).statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('POST /payment/customer-direct', () => {
  it('makes the provider customer of a direct-payment agency once, even for 20 calls at once', async () => {
    expect((await t.companyById(acme))?.manualBill).toBe(true);
    const owner = await t.userByEmail('agency@demo.test');
    await db()
      .update(users)
      .set({ providerCustomerId: null })
      .where(eq(users.id, owner?.id ?? 0));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => customerDirect('agency@demo.test', acme)),
    );
    const ids = new Set(responses.map((response) => response.json().customer_id));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await t.userByEmail('agency@demo.test'))?.providerCustomerId).toBe([...ids][0]);
  });

  it('not for an agency that is not on direct payment (409); another agency 404; client 403', async () => {
    await db().update(companies).set({ manualBill: false }).where(eq(companies.id, beta));
    expect((await customerDirect('root@demo.test', beta)).statusCode).toBe(409);
    expect((await customerDirect('agency@demo.test', beta)).statusCode).toBe(404);
    expect((await customerDirect('client@demo.test', acme)).statusCode).toBe(403);
  });
});
