// Beta flags and beta users belong to one platform: another platform's staff neither see nor change
// them, and a flag turned on here opens nothing there.
import { type ShellFacts, shellView } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaFeatures, betaFeatureUsers, platformBetaFeatures } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let other: SecondPlatform;
let b2b: number;
beforeAll(async () => {
  test = await createTestApp();
  other = await createSecondPlatform(test);
  const [feature] = await test.ctx.db.select().from(betaFeatures).where(eq(betaFeatures.slug, 'b2b_module'));
  b2b = feature?.id ?? 0;
});
afterAll(() => test.close());

type Listed = { id: number; is_beta: boolean; apply_to_all_agency: boolean; beta_user_ids: number[] };

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const listed = async (token: string): Promise<Listed | undefined> =>
  ((await call(token, 'GET', '/configuration/beta-features')).json().features as Listed[]).find(
    (feature) => feature.id === b2b,
  );
const factsOf = async (token: string): Promise<ShellFacts> =>
  (await call(token, 'GET', '/user/shell')).json();
const sidebarOf = async (token: string) => shellView(await factsOf(token)).sidebar;
/** The b2b flags a user's shell gets (the gamma agency has no card yet, so no module menu at all). */
const b2bFlagsOf = async (token: string) => {
  const flags = (await factsOf(token)).betaFeatures.b2b_module;
  return { is_beta: flags?.is_beta, apply_to_all_agency: flags?.apply_to_all_agency };
};
const flagRows = () =>
  test.ctx.db.select().from(platformBetaFeatures).orderBy(platformBetaFeatures.rootCompanyId);
const memberRows = () => test.ctx.db.select().from(betaFeatureUsers).orderBy(betaFeatureUsers.userId);

describe('beta flags per platform', () => {
  it('opening b2b to all agencies on one platform opens nothing on the other', async () => {
    const root = await test.signIn('root@demo.test');
    const answer = await call(root, 'PUT', `/configuration/beta-features/${b2b}`, {
      is_beta: true,
      apply_to_all_agency: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(await sidebarOf(await test.signIn('agency@demo.test'))).toContain('module:b2b');
    expect(await b2bFlagsOf(await other.signIn('agency@gamma.test'))).toEqual({
      is_beta: true,
      apply_to_all_agency: false,
    });
    expect(await listed(await other.signIn('owner@other.test'))).toMatchObject({
      is_beta: true,
      apply_to_all_agency: false,
    });
  });

  it("another platform's change leaves this platform's flags as they were", async () => {
    const otherOwner = await other.signIn('owner@other.test');
    const answer = await call(otherOwner, 'PUT', `/configuration/beta-features/${b2b}`, {
      is_beta: false,
      apply_to_all_agency: false,
    });
    expect(answer.statusCode).toBe(200);
    expect(await b2bFlagsOf(await other.signIn('agency@gamma.test'))).toEqual({
      is_beta: false,
      apply_to_all_agency: false,
    });
    expect(await listed(await test.signIn('admin@demo.test'))).toMatchObject({
      is_beta: true,
      apply_to_all_agency: true,
    });
    expect(await sidebarOf(await test.signIn('client2@demo.test'))).not.toContain('module:b2b');
  });

  it('an unknown feature answers 404 and writes nothing', async () => {
    const before = await flagRows();
    const answer = await call(
      await other.signIn('admin@other.test'),
      'PUT',
      '/configuration/beta-features/999999',
      {
        is_beta: false,
        apply_to_all_agency: true,
      },
    );
    expect(answer.statusCode).toBe(404);
    expect(await flagRows()).toEqual(before);
  });
});

describe('beta users per platform', () => {
  it("each platform's list shows its own beta users only", async () => {
    const root = await test.signIn('root@demo.test');
    const otherOwner = await other.signIn('owner@other.test');
    const agency2 = (await userNamed(test.ctx.db, 'agency2@demo.test')).id;
    const gamma = other.userIds['agency@gamma.test'];
    expect(
      (
        await call(root, 'PUT', `/configuration/beta-features/${b2b}/users`, {
          user_id: agency2,
          enabled: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(otherOwner, 'PUT', `/configuration/beta-features/${b2b}/users`, {
          user_id: gamma,
          enabled: true,
        })
      ).statusCode,
    ).toBe(200);

    expect((await listed(root))?.beta_user_ids).toEqual([agency2]);
    expect((await listed(otherOwner))?.beta_user_ids).toEqual([gamma]);
  });

  it("a platform's staff cannot let in or remove a user of another platform (404), nothing written", async () => {
    const before = await memberRows();
    const otherOwner = await other.signIn('owner@other.test');
    const agency2 = (await userNamed(test.ctx.db, 'agency2@demo.test')).id;
    for (const enabled of [true, false]) {
      const answer = await call(otherOwner, 'PUT', `/configuration/beta-features/${b2b}/users`, {
        user_id: agency2,
        enabled,
      });
      expect(answer.statusCode).toBe(404);
    }
    const root = await test.signIn('root@demo.test');
    const answer = await call(root, 'PUT', `/configuration/beta-features/${b2b}/users`, {
      user_id: other.userIds['agency@gamma.test'],
      enabled: false,
    });
    expect(answer.statusCode).toBe(404);
    expect(await memberRows()).toEqual(before);
  });

  it.each(['agency@gamma.test', 'client@gamma.test'] as const)(
    "%s may not read or change the platform's beta features (403)",
    async (email) => {
      const token = await other.signIn(email);
      expect((await call(token, 'GET', '/configuration/beta-features')).statusCode).toBe(403);
      const change = await call(token, 'PUT', `/configuration/beta-features/${b2b}`, {
        is_beta: false,
        apply_to_all_agency: true,
      });
      expect(change.statusCode).toBe(403);
    },
  );
});
