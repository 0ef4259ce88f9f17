// Behind proxies, the per-IP sign-in limit counts the address the trusted proxy saw: whatever a
// client writes on the left of X-Forwarded-For, it keeps counting against its real address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const login = (test: TestApp, attempt: number, socket: string, forwardedFor: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: `nobody${attempt}@demo.test`, password: 'wrong-password', domainName: 'localhost' },
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** Forty failures, each with a new forged address on the left; the statuses seen. */
async function rotatingAttack(test: TestApp, socket: string, realClient: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const forged = `198.18.${Math.floor(attempt / 250)}.${attempt % 250}`;
    statuses.push((await login(test, attempt, socket, `${forged}, ${realClient}`)).statusCode);
  }
  return statuses;
}

const ipsCounted = async (test: TestApp) => [
  ...new Set((await test.ctx.db.select().from(loginFailures)).map((row) => row.ip)),
];

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => test.close());

  it('rotating forged X-Forwarded-For values does not escape the per-IP limit (30)', async () => {
    const statuses = await rotatingAttack(test, '10.0.0.2', '203.0.113.7');
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    expect(await ipsCounted(test)).toEqual(['203.0.113.7']);
  });
});

describe('TRUST_PROXY with the proxies listed', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: '10.0.0.2,10.9.0.0/16', LOGIN_MAX_FAILURES_PER_IP: '3' });
  });
  afterAll(() => test.close());

  it('takes the client address from a listed proxy, past every listed hop', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const forged = `198.18.0.${attempt}`;
      await login(test, attempt, '10.0.0.2', `${forged}, 203.0.113.8, 10.9.1.1`);
    }
    expect((await login(test, 3, '10.0.0.2', '198.18.0.99, 203.0.113.8')).statusCode).toBe(429);
    expect(await ipsCounted(test)).toEqual(['203.0.113.8']);
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const statuses: number[] = [];
    for (let attempt = 10; attempt < 14; attempt++) {
      statuses.push((await login(test, attempt, '192.0.2.50', `198.18.1.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await ipsCounted(test)).toContain('192.0.2.50');
    expect((await ipsCounted(test)).some((ip) => ip.startsWith('198.18.'))).toBe(false);
  });
});

describe('TRUST_PROXY unset', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3' });
  });
  afterAll(() => test.close());

  it('never believes X-Forwarded-For', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      await login(test, attempt, '192.0.2.60', `198.18.2.${attempt}`);
    expect((await login(test, 3, '192.0.2.60', '198.18.2.99')).statusCode).toBe(429);
    expect(await ipsCounted(test)).toEqual(['192.0.2.60']);
  });
});
