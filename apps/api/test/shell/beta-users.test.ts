// Beta users added and removed per feature from the beta-feature screen (issue 23 point 13; part 1
// §3 'Beta feature flags'): the list names each beta user (name, e-mail, company) so the screen can
// show and remove them; each change is logged; another platform's staff neither see nor change them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaFeatures, betaFeatureUsers, userLogs } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let other: SecondPlatform;
let wallet = 0;
beforeAll(async () => {
  test = await createTestApp();
  other = await createSecondPlatform(test);
  const [feature] = await test.ctx.db.select().from(betaFeatures).where(eq(betaFeatures.slug, 'data_wallet'));
  wallet = feature?.id ?? 0;
});
afterAll(() => test.close());

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const setBetaUser = (token: string, userId: number, enabled: boolean) =>
  call(token, 'PUT', `/configuration/beta-features/${wallet}/users`, { user_id: userId, enabled });
const betaUsersSeenBy = async (token: string) =>
  (
    (await call(token, 'GET', '/configuration/beta-features')).json().features as {
      id: number;
      beta_users: unknown[];
    }[]
  ).find((feature) => feature.id === wallet)?.beta_users;
const betaLogs = () => test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'beta-feature'));

describe('beta users of a feature', () => {
  it('platform staff add an agency owner, see it named in the list, and remove it; both logged', async () => {
    const root = await test.signIn('root@demo.test');
    const agency2 = await userNamed(test.ctx.db, 'agency2@demo.test');
    expect(await betaUsersSeenBy(root)).toEqual([]);

    const added = await setBetaUser(root, agency2.id, true);
    expect(added.statusCode).toBe(200);
    const listed = [
      { user_id: agency2.id, name: agency2.name, email: 'agency2@demo.test', company_name: 'Beta Growth' },
    ];
    expect(await betaUsersSeenBy(await test.signIn('admin@demo.test'))).toEqual(listed);
    // Adding again changes nothing.
    expect((await setBetaUser(root, agency2.id, true)).statusCode).toBe(200);
    expect(await betaUsersSeenBy(root)).toEqual(listed);

    const removed = await setBetaUser(root, agency2.id, false);
    expect(removed.statusCode).toBe(200);
    expect(await betaUsersSeenBy(root)).toEqual([]);
    expect((await betaLogs()).map((log) => log.description)).toEqual([
      'Data Wallet: let in agency2@demo.test',
      'Data Wallet: let in agency2@demo.test',
      'Data Wallet: removed agency2@demo.test',
    ]);
  });

  it("another platform's staff cannot add or remove this platform's users (404) nor see them", async () => {
    const root = await test.signIn('root@demo.test');
    const agency = await userNamed(test.ctx.db, 'agency@demo.test');
    await setBetaUser(root, agency.id, true);
    const before = await test.ctx.db.select().from(betaFeatureUsers);
    const otherOwner = await other.signIn('owner@other.test');
    for (const enabled of [true, false])
      expect((await setBetaUser(otherOwner, agency.id, enabled)).statusCode).toBe(404);
    expect(await test.ctx.db.select().from(betaFeatureUsers)).toEqual(before);
    expect(await betaUsersSeenBy(otherOwner)).toEqual([]);
    expect(await betaUsersSeenBy(root)).toHaveLength(1);
  });

  it('an agency cannot change beta users (403)', async () => {
    const agency = await test.signIn('agency@demo.test');
    const agency2 = await userNamed(test.ctx.db, 'agency2@demo.test');
    expect((await setBetaUser(agency, agency2.id, true)).statusCode).toBe(403);
  });
});
