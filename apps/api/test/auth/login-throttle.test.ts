// Sign-in limits (part 1 §7 and issue "Close the holes an attacker found", item 7): failures counted
// per account and address, per address, and per account; checking and recording are one step, so
// parallel guesses cannot pass together; a stranger cannot lock the owner's own device out.
import { DEMO_PASSWORD, messages } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '3',
    LOGIN_MAX_FAILURES_PER_IP: '6',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_KNOWN_DEVICE_DELAY_MS: '10',
  });
});
afterAll(() => test.close());

const login = (username: string, password: string, ip: string, domainName = 'localhost') =>
  test.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, domainName },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('locks an account on one address after too many failures, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('admin@demo.test', 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    }
    const locked = await login('admin@demo.test', DEMO_PASSWORD, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.tooManyAttempts });
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('limits one IP across many accounts', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(`nobody${attempt}@demo.test`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    const blocked = await login('root@demo.test', DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    const otherIp = await login('root@demo.test', DEMO_PASSWORD, '10.2.0.2');
    expect(otherIp.statusCode).toBe(200);
  });

  it('a successful sign-in clears that address’s counter', async () => {
    for (let attempt = 0; attempt < 2; attempt++)
      await login('sales@demo.test', 'wrong-password', '10.3.0.1');
    expect((await login('sales@demo.test', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++)
      await login('sales@demo.test', 'wrong-password', '10.3.0.1');
    expect((await login('sales@demo.test', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('40 wrong passwords at once: no more than the limit get through to a password check', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        login('client2@demo.test', 'wrong-password', '10.4.0.1', 'beta.localhost'),
      ),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(37);
  });

  it('a stranger rotating addresses locks strangers out, but the owner’s device only slows down', async () => {
    // The owner signed in from 10.5.0.1 before.
    expect((await login('agency2@demo.test', DEMO_PASSWORD, '10.5.0.1', 'beta.localhost')).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = await login('agency2@demo.test', 'wrong-password', `10.6.0.${attempt}`, 'beta.localhost');
      expect(guess.statusCode).toBe(401);
    }
    // Past the per-account limit: a new address is refused even with the right password…
    expect((await login('agency2@demo.test', DEMO_PASSWORD, '10.6.0.99', 'beta.localhost')).statusCode).toBe(
      429,
    );
    // …while the owner's known device still signs in.
    expect((await login('agency2@demo.test', DEMO_PASSWORD, '10.5.0.1', 'beta.localhost')).statusCode).toBe(
      200,
    );
  });
});
