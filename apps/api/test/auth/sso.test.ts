import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoTokens } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;

async function issue(issuer: string, targetEmail: string) {
  const token = await test.signIn(issuer);
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/developer/sso/token',
    headers: bearer(token),
    payload: { user_id: await idOf(targetEmail) },
  });
}

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
