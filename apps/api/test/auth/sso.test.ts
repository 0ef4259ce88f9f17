import { messages } from '@lead/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoTokens, userLogs, users } from '../../src/db/schema/index.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;

const issue = async (issuer: string, targetEmail: string) =>
  t.call(issuer, 'POST', '/v1/developer/sso/token', { user_id: await idOf(targetEmail) });

const tokensFor = async (email: string) =>
  test.ctx.db
    .select()
    .from(ssoTokens)
    .where(eq(ssoTokens.userId, await idOf(email)));

const validate = (payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/v1/developer/sso/validation', payload });

describe('single sign-on', () => {
  it('an agency signs its client in with a one-time token on the agency host', async () => {
    const issued = await issue('agency@demo.test', 'client@demo.test');
    expect(issued.statusCode).toBe(200);
    const { token } = issued.json();
    const response = await validate({ subdomain: 'acme.localhost', token, currentUserID: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, message: messages.ssoTokenValid, action: null });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(response.json().access_token),
    });
    expect(me.json().email).toBe('client@demo.test');
    const reused = await validate({ subdomain: 'acme.localhost', token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(messages.ssoTokenInvalid);
  });

  it('says replace_user when another user was signed in in that browser', async () => {
    const { token } = (await issue('agency@demo.test', 'client@demo.test')).json();
    const response = await validate({
      subdomain: 'acme.localhost',
      token,
      currentUserID: await idOf('agency@demo.test'),
    });
    expect(response.json().action).toBe('replace_user');
  });

  it('refuses an expired token', async () => {
    const { token } = (await issue('agency@demo.test', 'client@demo.test')).json();
    await test.ctx.db.update(ssoTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await validate({ subdomain: 'acme.localhost', token })).statusCode).toBe(401);
  });

  it('refuses a token used on another brand', async () => {
    const { token } = (await issue('agency@demo.test', 'client@demo.test')).json();
    expect((await validate({ subdomain: 'beta.localhost', token })).statusCode).toBe(401);
  });

  it("an agency cannot issue a token for another agency's client", async () => {
    const response = await issue('agency@demo.test', 'client2@demo.test');
    expect(response.statusCode).toBe(404);
    expect(
      await test.ctx.db
        .select()
        .from(ssoTokens)
        .where(eq(ssoTokens.userId, await idOf('client2@demo.test'))),
    ).toHaveLength(0);
  });

  it('a client may not issue tokens', async () => {
    const response = await issue('client@demo.test', 'client@demo.test');
    expect(response.statusCode).toBe(403);
  });

  it('rejects a missing token naming the field', async () => {
    const response = await validate({ subdomain: 'acme.localhost' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('token');
  });
});

// Issue "Close the holes an attacker found", item 1: the view-as rule, the Settings permission, the
// target's second factor, and both users in the user log.
describe('single sign-on cannot reach the caller itself or its superiors', () => {
  it.each([
    ['a platform administrator → the platform owner', 'admin@demo.test', 'root@demo.test'],
    ['the platform owner → a platform administrator (its own company)', 'root@demo.test', 'admin@demo.test'],
    ['the platform owner → itself', 'root@demo.test', 'root@demo.test'],
    ['an agency owner → itself', 'agency@demo.test', 'agency@demo.test'],
    ['an agency owner → the platform owner', 'agency@demo.test', 'root@demo.test'],
  ])('%s: 404 and no token', async (_, issuer, target) => {
    const before = (await tokensFor(target)).length;
    const response = await issue(issuer, target);
    expect(response.statusCode).toBe(404);
    expect(await tokensFor(target)).toHaveLength(before);
  });

  it('an agency administrator cannot become its agency owner, even with the Settings permission', async () => {
    const staff = await t.staffWith('agency@demo.test', 'sso-admin@acme.test', { update: true });
    const response = await issue(staff, 'agency@demo.test');
    expect(response.statusCode).toBe(404);
    expect(await tokensFor('agency@demo.test')).toHaveLength(0);
  });

  it('an agency administrator without the Settings update permission gets 403, even for a client', async () => {
    const staff = await t.staffWith('agency@demo.test', 'sso-viewer@acme.test', { update: false });
    const before = (await tokensFor('client@demo.test')).length;
    const response = await issue(staff, 'client@demo.test');
    expect(response.statusCode).toBe(403);
    expect(await tokensFor('client@demo.test')).toHaveLength(before);
  });

  it('an agency administrator with the Settings update permission may sign its client in', async () => {
    const staff = await t.staffWith('agency@demo.test', 'sso-settings@acme.test', { update: true });
    expect((await issue(staff, 'client@demo.test')).statusCode).toBe(200);
  });

  it('platform staff reach agencies and clients below the platform', async () => {
    expect((await issue('admin@demo.test', 'agency@demo.test')).statusCode).toBe(200);
    expect((await issue('root@demo.test', 'client2@demo.test')).statusCode).toBe(200);
  });

  it('refuses a target with two-factor on (the link would skip it), and one that turned it on after', async () => {
    const { token } = (await issue('agency@demo.test', 'client@demo.test')).json();
    await test.ctx.db
      .update(users)
      .set({ twoFactorAuth: true, twoFactorAuthType: 'email' })
      .where(eq(users.email, 'client@demo.test'));
    try {
      const refused = await issue('agency@demo.test', 'client@demo.test');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.user_id).toBe(messages.ssoTargetHasTwoFactor);
      expect((await validate({ subdomain: 'acme.localhost', token })).statusCode).toBe(401);
    } finally {
      await test.ctx.db
        .update(users)
        .set({ twoFactorAuth: false, twoFactorAuthType: 'none' })
        .where(eq(users.email, 'client@demo.test'));
    }
  });

  it('the user log names both users: the issuer on issuing, the issuer again on the sign-in', async () => {
    const issuerId = await idOf('agency@demo.test');
    const clientId = await idOf('client@demo.test');
    const { token } = (await issue('agency@demo.test', 'client@demo.test')).json();
    await validate({ subdomain: 'acme.localhost', token });
    const logs = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'sso-token'));
    expect(logs.at(-1)).toMatchObject({ userId: issuerId });
    expect(logs.at(-1)?.description).toContain('client@demo.test');
    const [signIn] = await test.ctx.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.userId, clientId))
      .orderBy(desc(userLogs.id))
      .limit(1);
    expect(signIn).toMatchObject({ action: 'login', actingUserId: issuerId });
  });

  it('is refused in view mode (a viewer cannot chain into another account)', async () => {
    const rootToken = await test.signIn('root@demo.test');
    const view = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch',
      headers: bearer(rootToken),
      payload: { usrID: await idOf('agency@demo.test') },
    });
    if (view.statusCode !== 200) throw new Error(`view-as failed: ${view.body}`);
    const viewToken = view.json().access_token;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/developer/sso/token',
      headers: bearer(viewToken),
      payload: { user_id: await idOf('client@demo.test') },
    });
    expect(response.statusCode).toBe(403);
  });
});
