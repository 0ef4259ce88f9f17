import { DEMO_PASSWORD, messages } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' });
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
  it('locks an account after too many failures, even with the right password, from any IP', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('admin@demo.test', 'wrong-password', `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login('admin@demo.test', DEMO_PASSWORD, '10.1.0.99');
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

  it('a successful sign-in clears the account counter', async () => {
    for (let attempt = 0; attempt < 2; attempt++)
      await login('sales@demo.test', 'wrong-password', '10.3.0.1');
    expect((await login('sales@demo.test', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++)
      await login('sales@demo.test', 'wrong-password', '10.3.0.2');
    expect((await login('sales@demo.test', DEMO_PASSWORD, '10.3.0.3')).statusCode).toBe(200);
  });
});
