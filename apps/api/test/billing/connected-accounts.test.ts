// An agency's connected payment account with the sandbox provider: onboarding states and reset.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userLogs } from '../../src/db/schema/index.ts';
import { companyOf as demoCompany, userNamed as demoUser } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const OPEN_REQUIREMENTS = ['external_account', 'business_profile.url'];

const _userNamed = (email: string) => demoUser(test.ctx.db, email);
const companyOf = (email: string) => demoCompany(test.ctx.db, email);
const call = async (email: string, method: 'GET' | 'POST', url: string) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(await test.signIn(email)) });

describe('an agency connects its payment account', () => {
  it('goes from reset to pending, in verification and completed, stored on its company', async () => {
    const acme = await companyOf('agency@demo.test');
    const reset = await call(
      'agency@demo.test',
      'POST',
      `/general/reset-payment-connection/${acme.id}/agency`,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'The payment connection has been reset.' });
    expect(await companyOf('agency@demo.test')).toMatchObject({
      accountStatus: '',
      providerAccountId: null,
      chargesEnabled: false,
      payoutsEnabled: false,
    });
    expect((await call('agency@demo.test', 'GET', '/general/connected-account/check')).json()).toEqual({
      status: '',
      charges_enabled: false,
      payouts_enabled: false,
      account_requirements: [],
    });

    const created = await call('agency@demo.test', 'POST', '/general/connected-account/create');
    expect(created.json()).toEqual({ status: 'pending' });
    expect(await companyOf('agency@demo.test')).toMatchObject({
      accountStatus: 'pending',
      providerAccountId: `acct_sandbox_${acme.id}`,
    });
    expect((await call('agency@demo.test', 'POST', '/general/connected-account/create')).json()).toEqual({
      status: 'pending',
    });

    const link = await call('agency@demo.test', 'POST', '/general/connected-account/link');
    const url = new URL(link.json().url);
    expect(url.pathname).toBe('/sandbox/connect');
    expect(url.searchParams.get('return')).toBe('/configuration/general-setting?connect=return');

    const pending = await call('agency@demo.test', 'GET', '/general/connected-account/check');
    expect(pending.json()).toEqual({
      status: 'pending',
      charges_enabled: false,
      payouts_enabled: false,
      account_requirements: OPEN_REQUIREMENTS,
    });
    expect((await companyOf('agency@demo.test')).accountRequirements).toEqual(OPEN_REQUIREMENTS);

    const advance = () => call('agency@demo.test', 'POST', '/payment/sandbox/accounts/advance');
    expect((await advance()).json()).toMatchObject({ status: 'inverification', charges_enabled: false });
    expect((await call('agency@demo.test', 'GET', '/general/connected-account/check')).json().status).toBe(
      'inverification',
    );
    expect((await advance()).json()).toEqual({
      status: 'completed',
      charges_enabled: true,
      payouts_enabled: true,
      account_requirements: [],
    });
    expect(await companyOf('agency@demo.test')).toMatchObject({
      accountStatus: 'completed',
      chargesEnabled: true,
      payoutsEnabled: true,
      accountRequirements: [],
    });
    const me = await call('agency@demo.test', 'GET', '/user');
    expect(me.json().status_acc).toBe('completed');
    const logged = await test.ctx.db.select().from(userLogs).where(eq(userLogs.companyId, acme.id));
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining(['reset-payment-connection', 'connected-account']),
    );
  });

  it('cannot advance an account that does not exist', async () => {
    const beta = await companyOf('agency2@demo.test');
    await call('agency2@demo.test', 'POST', `/general/reset-payment-connection/${beta.id}/agency`);
    const response = await call('agency2@demo.test', 'POST', '/payment/sandbox/accounts/advance');
    expect(response.statusCode).toBe(409);
    expect((await companyOf('agency2@demo.test')).accountStatus).toBe('');
  });

  it("agency B cannot reset agency A's connection", async () => {
    const acme = await companyOf('agency@demo.test');
    await test.ctx.db.update(companies).set({ accountStatus: 'completed' }).where(eq(companies.id, acme.id));
    const response = await call(
      'agency2@demo.test',
      'POST',
      `/general/reset-payment-connection/${acme.id}/agency`,
    );
    expect(response.statusCode).toBe(404);
    expect((await companyOf('agency@demo.test')).accountStatus).toBe('completed');
  });

  it('an agency cannot reset its own client as an agency', async () => {
    const client = await companyOf('client@demo.test');
    const response = await call(
      'agency@demo.test',
      'POST',
      `/general/reset-payment-connection/${client.id}/agency`,
    );
    expect(response.statusCode).toBe(404);
  });

  it("the platform's system user resets any agency in its platform", async () => {
    const beta = await companyOf('agency2@demo.test');
    await test.ctx.db.update(companies).set({ accountStatus: 'completed' }).where(eq(companies.id, beta.id));
    const response = await call(
      'root@demo.test',
      'POST',
      `/general/reset-payment-connection/${beta.id}/agency`,
    );
    expect(response.statusCode).toBe(200);
    expect((await companyOf('agency2@demo.test')).accountStatus).toBe('');
  });
});
