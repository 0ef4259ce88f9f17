// A sales person's own payout account (kept on the user row), and clients, who have no account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf as demoCompany, userNamed as demoUser } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const userNamed = (email: string) => demoUser(test.ctx.db, email);
const companyOf = (email: string) => demoCompany(test.ctx.db, email);
const call = async (email: string, method: 'GET' | 'POST', url: string) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(await test.signIn(email)) });

describe('a sales person connects their own payout account', () => {
  it('is kept on the user row, not on the company', async () => {
    const sales = await userNamed('sales@demo.test');
    const rootBefore = await companyOf('sales@demo.test');
    const reset = await call(
      'sales@demo.test',
      'POST',
      `/general/reset-payment-connection/${sales.id}/sales`,
    );
    expect(reset.statusCode).toBe(200);
    expect((await userNamed('sales@demo.test')).accountStatus).toBe('');

    expect((await call('sales@demo.test', 'POST', '/general/connected-account/create')).json()).toEqual({
      status: 'pending',
    });
    expect(await userNamed('sales@demo.test')).toMatchObject({
      accountStatus: 'pending',
      providerAccountId: `acct_sandbox_user_${sales.id}`,
    });
    const link = await call('sales@demo.test', 'POST', '/general/connected-account/link');
    expect(new URL(link.json().url).searchParams.get('return')).toMatch(
      /^\/configuration\/sales-connect-account/,
    );
    await call('sales@demo.test', 'POST', '/payment/sandbox/accounts/advance');
    const done = await call('sales@demo.test', 'POST', '/payment/sandbox/accounts/advance');
    expect(done.json()).toMatchObject({ status: 'completed', charges_enabled: true, payouts_enabled: true });
    expect((await call('sales@demo.test', 'GET', '/general/connected-account/check')).json().status).toBe(
      'completed',
    );
    expect((await userNamed('sales@demo.test')).accountStatus).toBe('completed');
    const rootAfter = await companyOf('sales@demo.test');
    expect(rootAfter.providerAccountId).toBe(rootBefore.providerAccountId);
    expect(rootAfter.accountStatus).toBe(rootBefore.accountStatus);
  });

  it("cannot reset an agency's connection", async () => {
    const acme = await companyOf('agency@demo.test');
    const response = await call(
      'sales@demo.test',
      'POST',
      `/general/reset-payment-connection/${acme.id}/agency`,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('clients have no connected account', () => {
  it.each([
    ['POST', '/general/connected-account/create'],
    ['POST', '/general/connected-account/link'],
    ['GET', '/general/connected-account/check'],
    ['POST', '/payment/sandbox/accounts/advance'],
    ['POST', '/general/reset-payment-connection/1/agency'],
  ] as const)('%s %s answers 403 to a client', async (method, url) => {
    const response = await call('client@demo.test', method, url);
    expect(response.statusCode).toBe(403);
  });
});
