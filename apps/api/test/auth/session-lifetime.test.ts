// Sessions end: unused for the idle time, or at their absolute age; view-as sessions much sooner;
// last_used_at is written at most once a minute (issue "Close the holes an attacker found", item 6).
import { DEMO_PASSWORD } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/platform/secrets.ts';
import { userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const ago = (ms: number) => new Date(Date.now() - ms);

const me = (token: string) => test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

async function sessionOf(token: string) {
  const [row] = await test.ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row) throw new Error('no session');
  return row;
}

async function setTimes(token: string, times: { createdAt?: Date; lastUsedAt?: Date }) {
  await test.ctx.db
    .update(sessions)
    .set(times)
    .where(eq(sessions.tokenHash, sha256(token)));
}

async function viewAsToken() {
  const root = await test.signIn('root@demo.test');
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/user/switch',
    headers: bearer(root),
    payload: { usrID: (await userNamed(test.ctx.db, 'agency@demo.test')).id },
  });
  return response.json().access_token as string;
}

describe('session lifetime', () => {
  it('a session unused for 400 days no longer works', async () => {
    const token = await test.signIn('client@demo.test');
    await setTimes(token, { createdAt: ago(400 * DAY), lastUsedAt: ago(400 * DAY) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends after 14 days unused, lives on when used within them', async () => {
    const idle = await test.signIn('client@demo.test');
    await setTimes(idle, { lastUsedAt: ago(14 * DAY + MIN) });
    expect((await me(idle)).statusCode).toBe(401);

    const used = await test.signIn('client@demo.test');
    await setTimes(used, { createdAt: ago(20 * DAY), lastUsedAt: ago(13 * DAY) });
    expect((await me(used)).statusCode).toBe(200);
    expect((await sessionOf(used)).lastUsedAt.getTime()).toBeGreaterThan(Date.now() - MIN);
  });

  it('ends at 90 days however often it is used', async () => {
    const token = await test.signIn('client@demo.test');
    await setTimes(token, { createdAt: ago(90 * DAY + MIN), lastUsedAt: ago(MIN) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a view-as session ends after 30 minutes unused and at 8 hours', async () => {
    const idle = await viewAsToken();
    expect((await me(idle)).statusCode).toBe(200);
    await setTimes(idle, { lastUsedAt: ago(31 * MIN) });
    expect((await me(idle)).statusCode).toBe(401);

    const old = await viewAsToken();
    await setTimes(old, { createdAt: ago(8 * 60 * MIN + MIN), lastUsedAt: ago(MIN) });
    expect((await me(old)).statusCode).toBe(401);
  });

  it('writes last_used_at at most once a minute, also under 20 requests at once', async () => {
    const token = await test.signIn('client@demo.test');
    const recent = ago(30_000);
    await setTimes(token, { lastUsedAt: recent });
    await Promise.all(Array.from({ length: 20 }, () => me(token)));
    expect((await sessionOf(token)).lastUsedAt.getTime()).toBe(recent.getTime());

    await setTimes(token, { lastUsedAt: ago(2 * MIN) });
    const results = await Promise.all(Array.from({ length: 20 }, () => me(token)));
    expect(results.every((response) => response.statusCode === 200)).toBe(true);
    expect((await sessionOf(token)).lastUsedAt.getTime()).toBeGreaterThan(Date.now() - MIN);
  });

  it('the limits are settings', async () => {
    const strict = await createTestApp({ SESSION_IDLE_DAYS: '1' });
    try {
      const token = await strict.signIn('client@demo.test');
      await strict.ctx.db
        .update(sessions)
        .set({ lastUsedAt: ago(DAY + MIN) })
        .where(eq(sessions.tokenHash, sha256(token)));
      const response = await strict.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('what a user opened ends with it', () => {
  it('a view-as session ends when the viewer changes its password, or is deactivated', async () => {
    const changed = await viewAsToken();
    const rootId = (await userNamed(test.ctx.db, 'root@demo.test')).id;
    const rootToken = await test.signIn('root@demo.test');
    const change = await test.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword',
      headers: bearer(rootToken),
      payload: { usrID: rootId, currpassword: DEMO_PASSWORD, newpassword: DEMO_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(changed)).statusCode).toBe(401);

    const deactivated = await viewAsToken();
    expect((await me(deactivated)).statusCode).toBe(200);
    await test.ctx.db.update(users).set({ active: false }).where(eq(users.id, rootId));
    try {
      expect((await me(deactivated)).statusCode).toBe(401);
    } finally {
      await test.ctx.db.update(users).set({ active: true }).where(eq(users.id, rootId));
    }
  });

  it('an unused sign-in link dies with its issuer’s password change or account', async () => {
    const issue = async () => {
      const agency = await test.signIn('agency@demo.test');
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/developer/sso/token',
        headers: bearer(agency),
        payload: { user_id: (await userNamed(test.ctx.db, 'client@demo.test')).id },
      });
      return { token: response.json().token as string, agency };
    };
    const validate = (token: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/developer/sso/validation',
        payload: { subdomain: 'acme.localhost', token },
      });
    const first = await issue();
    const agencyId = (await userNamed(test.ctx.db, 'agency@demo.test')).id;
    await test.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword',
      headers: bearer(first.agency),
      payload: { usrID: agencyId, currpassword: DEMO_PASSWORD, newpassword: DEMO_PASSWORD },
    });
    expect((await validate(first.token)).statusCode).toBe(401);

    const second = await issue();
    await test.ctx.db.update(users).set({ active: false }).where(eq(users.id, agencyId));
    try {
      expect((await validate(second.token)).statusCode).toBe(401);
    } finally {
      await test.ctx.db.update(users).set({ active: true }).where(eq(users.id, agencyId));
    }
  });
});
