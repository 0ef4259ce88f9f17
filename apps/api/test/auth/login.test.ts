import { DEMO_PASSWORD, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLogs, users } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, DEMO_HOSTS, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => test.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  test.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/login', () => {
  it.each(Object.entries(DEMO_HOSTS))(
    'demo user %s signs in on %s and reads its own data',
    async (email, host) => {
      const response = await login({ username: email, password: DEMO_PASSWORD, domainName: host });
      expect(response.statusCode).toBe(200);
      const token = response.json().access_token;
      expect(token).toMatch(/^[\w-]{43}$/);
      const me = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(email);
    },
  );

  it('accepts the e-mail in any case', async () => {
    const response = await login({
      username: 'Agency@Demo.TEST',
      password: DEMO_PASSWORD,
      domainName: 'acme.localhost',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['agency2@demo.test', 'acme.localhost', 'an agency on another agency host'],
    ['client2@demo.test', 'acme.localhost', 'a client on another agency host'],
    ['client@demo.test', 'localhost', 'a client on the platform host'],
    ['root@demo.test', 'acme.localhost', 'platform staff on an agency host'],
  ])('refuses %s on %s (%s)', async (email, host) => {
    const response = await login({ username: email, password: DEMO_PASSWORD, domainName: host });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.invalidCredentials });
  });

  it('lets an agency sign in on the platform host too', async () => {
    const response = await login({
      username: 'agency@demo.test',
      password: DEMO_PASSWORD,
      domainName: 'localhost',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login({ username: 'root@demo.test', password: 'nope-nope', domainName: 'localhost' });
    const unknown = await login({
      username: 'nobody@demo.test',
      password: 'nope-nope',
      domainName: 'localhost',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('records the sign-in in the user log', async () => {
    await login(
      { username: 'sales@demo.test', password: DEMO_PASSWORD, domainName: 'localhost' },
      '10.9.9.9',
    );
    const [sales] = await test.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.test'));
    const rows = await test.ctx.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.userId, sales?.id ?? 0));
    expect(rows.some((row) => row.action === 'login' && row.userIp === '10.9.9.9')).toBe(true);
  });

  it.each([
    ['missing password', { username: 'root@demo.test', domainName: 'localhost' }, 'password'],
    ['missing domainName', { username: 'root@demo.test', password: 'x' }, 'domainName'],
    ['wrong type', { username: 'root@demo.test', password: 12345, domainName: 'localhost' }, 'password'],
    ['not an e-mail', { username: 'root', password: 'x', domainName: 'localhost' }, 'username'],
    [
      'over-long password',
      { username: 'root@demo.test', password: 'x'.repeat(500), domainName: 'localhost' },
      'password',
    ],
    [
      'host with a slash',
      { username: 'root@demo.test', password: 'x', domainName: 'evil.com/x' },
      'domainName',
    ],
  ])('rejects %s with 422 naming the field', async (_case, payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.malformedJson);
  });

  it('rejects a body that is not JSON with a 4xx, not a 500', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('session contract', () => {
  it.each([
    ['no token', {}],
    ['an unknown token', bearer('x'.repeat(43))],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])('answers 401 Unauthenticated. with %s', async (_case, headers) => {
    const response = await test.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('revokes the token on logout', async () => {
    const token = await test.signIn('admin@demo.test');
    const logout = await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout only ends that one session', async () => {
    const first = await test.signIn('admin@demo.test');
    const second = await test.signIn('admin@demo.test');
    await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    const stillIn = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(second) });
    expect(stillIn.statusCode).toBe(200);
  });

  it('a deactivated user loses its sessions at once', async () => {
    const token = await test.signIn('client2@demo.test');
    await test.ctx.db.update(users).set({ active: false }).where(eq(users.email, 'client2@demo.test'));
    const response = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    await test.ctx.db.update(users).set({ active: true }).where(eq(users.email, 'client2@demo.test'));
  });
});
