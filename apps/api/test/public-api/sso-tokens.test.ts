// The developer API's sign-in links (issue 26 part 2 item 3), called with the typed client: the web's
// single sign-on issues them (same lifetime, single use), on the client's agency host; another
// agency's users, the agency's own colleagues and platform staff are never targets (404, nothing
// written); a repeat with the same Idempotency-Key never shows the link again.
import { AUTH_LIMITS, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoTokens } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi } from './public-api-client.ts';

let test: TestApp;
let acme: DeveloperAccess;
beforeAll(async () => {
  test = await createTestApp();
  acme = await developerAccess(test, 'agency@demo.test', ['sso:issue']);
});
afterAll(() => test.close());

const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;
const tokensOf = async (email: string) =>
  test.ctx.db
    .select()
    .from(ssoTokens)
    .where(eq(ssoTokens.userId, await idOf(email)));

const issue = (body: object, token = acme.token, key?: string) =>
  publicApi(test, token).POST('/v1/sso-tokens', {
    body: body as never,
    ...(key && { params: { header: { 'idempotency-key': key } as never } }),
  });

const validate = (subdomain: string, token: string) =>
  test.app.inject({ method: 'POST', url: '/api/v1/developer/sso/validation', payload: { subdomain, token } });

describe('POST /v1/sso-tokens', () => {
  it("issues a one-time link on the agency's host that signs the client's user in once", async () => {
    const before = Date.now();
    const { data, error, response } = await issue({ user_id: await idOf('client@demo.test') });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(201);
    const token = data?.token ?? '';
    expect(data?.url).toMatch(new RegExp(`^https?://acme\\.localhost(:\\d+)?/sso\\?token=${token}$`));
    // The web's lifetime.
    const expires = Date.parse(data?.expires_at ?? '');
    expect(expires - before).toBeGreaterThan(AUTH_LIMITS.ssoTokenTtlMinutes * 60_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(AUTH_LIMITS.ssoTokenTtlMinutes * 60_000 + 5_000);
    const signedIn = await validate('acme.localhost', token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().message).toBe(messages.ssoTokenValid);
    expect((await validate('acme.localhost', token)).statusCode).toBe(401);
  });

  it('finds the user by e-mail too', async () => {
    const { data, response } = await issue({ email: 'CLIENT@demo.test' });
    expect(response.status).toBe(201);
    expect((await validate('acme.localhost', data?.token ?? '')).statusCode).toBe(200);
  });

  it.each([
    ["another agency's client", 'client2@demo.test'],
    ['a colleague in the agency itself (the view-as rule)', 'agency@demo.test'],
    ['the platform owner', 'root@demo.test'],
    ['platform staff', 'admin@demo.test'],
  ])('answers %s with a 404 problem and writes nothing', async (_case, email) => {
    const before = (await tokensOf(email)).length;
    for (const body of [{ user_id: await idOf(email) }, { email }]) {
      const { error, response } = await issue(body);
      expect(response.status).toBe(404);
      expect(error).toMatchObject({ status: 404, title: 'Not Found' });
    }
    expect(await tokensOf(email)).toHaveLength(before);
  });

  it('never shows the link again to a repeat with the same Idempotency-Key, and issues one', async () => {
    const before = (await tokensOf('client@demo.test')).length;
    const body = { user_id: await idOf('client@demo.test') };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => issue(body, acme.token, 'sso-once-0001')),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(5).fill(201));
    expect(answers.filter((answer) => answer.data?.token)).toHaveLength(1);
    expect(await tokensOf('client@demo.test')).toHaveLength(before + 1);
  });

  it.each([
    ['neither user_id nor email', {}, 'user_id'],
    ['both user_id and email', { user_id: 1, email: 'client@demo.test' }, 'user_id'],
    ['a user_id of 2^31', { user_id: 2 ** 31 }, 'user_id'],
    ['a 100 KB e-mail', { email: 'x'.repeat(100_000) }, 'email'],
    ['a NUL byte', { email: 'client\u0000@demo.test' }, 'email'],
  ])('refuses %s with a 422 problem naming the field', async (_case, body, field) => {
    const { error, response } = await issue(body);
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toContain(field);
  });

  it('refuses a token without sso:issue with a 403 problem', async () => {
    const other = await developerAccess(test, 'agency@demo.test', ['leads:read', 'campaigns:write']);
    const before = (await tokensOf('client@demo.test')).length;
    const { response } = await issue({ user_id: await idOf('client@demo.test') }, other.token);
    expect(response.status).toBe(403);
    expect(await tokensOf('client@demo.test')).toHaveLength(before);
  });
});
