// Billing row actions (part 2 §4 manual bill, free plan, failed payment; §6 roles; §8 messages):
// PUT /configuration/user/manual-bill, PUT /configuration/setting/freepackage,
// PUT /general/manual-bill-settlement.
import { messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userLogs } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { kit } from './downline-test-kit.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const manualBill = (email: string, companyID: number, manualBill: 'T' | 'F') =>
  t.call(email, 'PUT', '/configuration/user/manual-bill', { companyID, manualBill });
const freePlan = (email: string, CompanyID: number, packageID = 'FREE') =>
  t.call(email, 'PUT', '/configuration/setting/freepackage', { CompanyID, packageID });
const settle = (email: string, userID: number) =>
  t.call(email, 'PUT', '/general/manual-bill-settlement', { userID });

const logsOf = async (action: string) =>
  test.ctx.db
    .select()
    .from(userLogs)
    .where(and(eq(userLogs.action, action), eq(userLogs.companyId, await t.companyId('root@demo.test'))));

describe('manual bill', () => {
  it('root turns manual bill on and off for an agency (part 2 §8 message), each logged', async () => {
    const acme = await t.companyId('agency@demo.test');
    const on = await manualBill('root@demo.test', acme, 'T');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: messages.manualBillSaved });
    expect((await t.companyById(acme))?.manualBill).toBe(true);
    const off = await manualBill('admin@demo.test', acme, 'F');
    expect(off.statusCode).toBe(200);
    expect((await t.companyById(acme))?.manualBill).toBe(false);
    expect((await logsOf('manual-bill')).map((log) => log.description)).toEqual([
      'Manual bill turned on for Acme Marketing',
      'Manual bill turned off for Acme Marketing',
    ]);
  });

  it('client rows have no manual bill (404)', async () => {
    const response = await manualBill('root@demo.test', await t.companyId('client@demo.test'), 'T');
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['a sales person (reduced view)', 'sales@demo.test', 'agency@demo.test', 403],
    ['an agency, for itself', 'agency@demo.test', 'agency@demo.test', 403],
    ['an agency, for another agency', 'agency@demo.test', 'agency2@demo.test', 403],
    ['a client', 'client@demo.test', 'agency@demo.test', 403],
  ])('%s → %s, nothing changed', async (_case, actor, target, status) => {
    await t.tokenOf(actor);
    const before = await t.fingerprint();
    const response = await manualBill(actor, await t.companyId(target), 'T');
    expect(response.statusCode).toBe(status);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a manual bill value other than T or F is refused (422)', async () => {
    const response = await manualBill('root@demo.test', await t.companyId('agency@demo.test'), 'X' as 'T');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('manualBill');
  });
});

describe('free plan', () => {
  it('root sets an agency on the free plan: the answer carries packageid and the row shows FREE', async () => {
    const beta = await t.companyId('agency2@demo.test');
    const response = await freePlan('root@demo.test', beta);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ packageid: 'FREE', message: messages.freePlanSaved });
    expect((await t.companyById(beta))?.packageId).toBe('FREE');
    expect((await logsOf('free-plan'))[0]?.description).toBe('Plan of Beta Growth set to Free');
  });

  it('an unknown plan is refused (422), a client company is not an agency (404)', async () => {
    const bad = await freePlan('root@demo.test', await t.companyId('agency2@demo.test'), 'GOLD');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('packageID');
    expect((await freePlan('root@demo.test', await t.companyId('client2@demo.test'))).statusCode).toBe(404);
  });

  it.each([
    ['a sales person', 'sales@demo.test', 403],
    ['an agency', 'agency@demo.test', 403],
    ['a client', 'client@demo.test', 403],
  ])('%s may not set plans (%s), nothing changed', async (_case, actor, status) => {
    await t.tokenOf(actor);
    const before = await t.fingerprint();
    const response = await freePlan(actor, await t.companyId('agency@demo.test'));
    expect(response.statusCode).toBe(status);
    expect(await t.fingerprint()).toBe(before);
  });

  it('an id outside the platform answers 404', async () => {
    expect((await freePlan('root@demo.test', 987_654)).statusCode).toBe(404);
  });
});

describe('manual bill settlement of a failed payment', () => {
  it.each([
    ['an agency', 'agency@demo.test'],
    ['a client', 'client2@demo.test'],
  ])('root settles the failed payment of %s: payment status is cleared and logged', async (_case, email) => {
    const company = await t.companyId(email);
    await test.ctx.db.update(companies).set({ paymentStatus: 'failed' }).where(eq(companies.id, company));
    const response = await settle('root@demo.test', await t.userId(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.settlementDone });
    expect((await t.companyById(company))?.paymentStatus).toBeNull();
    expect(
      (await logsOf('settlement')).some((log) =>
        log.description.includes(email === 'agency@demo.test' ? 'Acme Marketing' : 'Beta Client Inc'),
      ),
    ).toBe(true);
  });

  it('nothing to settle answers 409', async () => {
    const response = await settle('root@demo.test', await t.userId('agency@demo.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.noFailedPayment);
  });

  it('staff rows have no payment to settle (404)', async () => {
    expect((await settle('root@demo.test', await t.userId('sales@demo.test'))).statusCode).toBe(404);
  });

  it.each([
    ['a sales person', 'sales@demo.test', 403],
    ['the agency itself', 'agency@demo.test', 403],
    ['a client', 'client@demo.test', 403],
  ])('%s may not settle (%s): the failed payment stays', async (_case, actor, status) => {
    const acme = await t.companyId('agency@demo.test');
    await test.ctx.db.update(companies).set({ paymentStatus: 'failed' }).where(eq(companies.id, acme));
    const response = await settle(actor, await t.userId('agency@demo.test'));
    expect(response.statusCode).toBe(status);
    expect((await t.companyById(acme))?.paymentStatus).toBe('failed');
  });
});
