// GET /payment/card/{usrID} and /user/onboarding-status/{user_id} answer only for users the caller
// reaches: a sales person its own account and the agencies it is assigned to (and their clients);
// everyone else its tenant scope. Anything else answers 404 as if it did not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNamed } from '../demo-lookup.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let other: SecondPlatform;
beforeAll(async () => {
  test = await createTestApp();
  other = await createSecondPlatform(test);
});
afterAll(() => test.close());

const READS = [
  (userId: number) => `/api/payment/card/${userId}`,
  (userId: number) => `/api/user/onboarding-status/${userId}`,
];

async function statusesOf(token: string, userId: number): Promise<number[]> {
  const statuses: number[] = [];
  for (const url of READS) {
    statuses.push(
      (await test.app.inject({ method: 'GET', url: url(userId), headers: bearer(token) })).statusCode,
    );
  }
  return statuses;
}

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;

describe('sales person (assigned to Acme Marketing only)', () => {
  it.each(['sales@demo.test', 'agency@demo.test', 'client@demo.test'])('reads %s', async (email) => {
    const sales = await test.signIn('sales@demo.test');
    expect(await statusesOf(sales, await idOf(email))).toEqual([200, 200]);
  });

  it.each(['agency2@demo.test', 'client2@demo.test', 'root@demo.test', 'admin@demo.test'])(
    'gets 404 for %s, outside its downline',
    async (email) => {
      const sales = await test.signIn('sales@demo.test');
      expect(await statusesOf(sales, await idOf(email))).toEqual([404, 404]);
    },
  );

  it("gets 404 for another platform's agency", async () => {
    const sales = await test.signIn('sales@demo.test');
    expect(await statusesOf(sales, other.userIds['agency@gamma.test'])).toEqual([404, 404]);
  });
});

describe('everyone else reads within its scope', () => {
  it('platform staff read every user of their platform, never of another', async () => {
    const root = await test.signIn('root@demo.test');
    expect(await statusesOf(root, await idOf('client2@demo.test'))).toEqual([200, 200]);
    expect(await statusesOf(root, other.userIds['client@gamma.test'])).toEqual([404, 404]);
    const otherOwner = await other.signIn('owner@other.test');
    expect(await statusesOf(otherOwner, await idOf('agency@demo.test'))).toEqual([404, 404]);
    expect(await statusesOf(otherOwner, other.userIds['client@gamma.test'])).toEqual([200, 200]);
  });

  it('an agency reads its clients, not another agency', async () => {
    const agency = await test.signIn('agency@demo.test');
    expect(await statusesOf(agency, await idOf('client@demo.test'))).toEqual([200, 200]);
    expect(await statusesOf(agency, await idOf('client2@demo.test'))).toEqual([404, 404]);
  });
});
