// Per-address limits of the public auth forms count one IPv6 /64, and every spelling of one IPv4
// address, as one address (issue 12 items 4 and 12): eight sign-ups from fd00:9:9:9::1…8 all passed
// where one address is refused at the 6th, and sign-in and reset limits were dodged the same way.
import { DEMO_PASSWORD } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema/index.ts';
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

const post = (url: string, payload: object, ip: string) =>
  test.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const signUp = (n: number, ip: string) =>
  post(
    '/api/register',
    {
      companyname: `Network ${n}`,
      name: `Network ${n}`,
      email: `network${n}@flood.test`,
      phonenum: '+13125550123',
      password: 'Str0ng-pass!',
      userType: 'client',
      domainName: 'acme.localhost',
    },
    ip,
  );
const forget = (username: string, ip: string) =>
  post('/api/forgetpass', { username, domainName: 'acme.localhost' }, ip);
const login = (username: string, password: string, ip: string, domainName = 'localhost') =>
  post('/api/login', { username, password, domainName }, ip);

describe('sign-ups', () => {
  it('eight from one /64 are refused from the 6th, as from one address', async () => {
    const statuses = [];
    for (let n = 1; n <= 8; n++) statuses.push((await signUp(n, `fd00:9:9:9::${n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // The next /64 is someone else.
    expect((await signUp(9, 'fd00:9:9:a::1')).statusCode).toBe(200);
  });

  it('spellings of one IPv4 address are one address', async () => {
    const spellings = ['10.77.0.9', '::ffff:10.77.0.9', '::FFFF:10.77.0.9', '0:0:0:0:0:ffff:10.77.0.9'];
    const statuses = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await signUp(20 + n, spellings[n % spellings.length] ?? '')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await signUp(30, '::ffff:a4d:9')).statusCode).toBe(429);
  });
});

describe('reset requests', () => {
  it('one /64 asking for many victims is stopped after ten, as one address', async () => {
    const statuses = [];
    for (let n = 0; n < 12; n++)
      statuses.push((await forget(`victim${n}@demo.test`, `fd00:8:8:8::${n + 1}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('sign-in limits', () => {
  it('failures from rotating addresses inside one /64 count as one address', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const guess = await login(`nobody${attempt}@demo.test`, 'wrong-password', `fd00:7:7:7::${attempt + 1}`);
      expect(guess.statusCode).toBe(401);
    }
    expect((await login('root@demo.test', DEMO_PASSWORD, 'fd00:7:7:7::99')).statusCode).toBe(429);
    expect((await login('root@demo.test', DEMO_PASSWORD, 'fd00:7:7:8::1')).statusCode).toBe(200);
    const counted = new Set((await test.ctx.db.select().from(loginFailures)).map((row) => row.ip));
    expect(counted).toContain('fd00:7:7:7::/64');
  });

  it('one account guessed from one /64 locks as from one address', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const guess = await login('admin@demo.test', 'wrong-password', `fd00:6:6:6::${attempt + 1}`);
      expect(guess.statusCode).toBe(401);
    }
    expect((await login('admin@demo.test', DEMO_PASSWORD, 'fd00:6:6:6::abcd')).statusCode).toBe(429);
  });

  it('spellings of one IPv4 address count as one address', async () => {
    const spellings = ['10.88.0.1', '::ffff:10.88.0.1', '::FFFF:10.88.0.1', '0:0:0:0:0:ffff:10.88.0.1'];
    for (const [attempt, ip] of spellings.entries())
      await login(`someone${attempt}@demo.test`, 'wrong-password', ip);
    await login('someone-else@demo.test', 'wrong-password', '::ffff:a58:1');
    await login('someone-more@demo.test', 'wrong-password', '10.88.0.1');
    expect((await login('root@demo.test', DEMO_PASSWORD, '::ffff:a58:1')).statusCode).toBe(429);
  });

  it('the owner’s device is known by its /64 when its address rotated inside it', async () => {
    expect(
      (await login('agency2@demo.test', DEMO_PASSWORD, 'fd00:5:5:5::1', 'beta.localhost')).statusCode,
    ).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = await login(
        'agency2@demo.test',
        'wrong-password',
        `10.66.0.${attempt}`,
        'beta.localhost',
      );
      expect(guess.statusCode).toBe(401);
    }
    // Past the per-account limit: a stranger is refused, the owner's network still signs in.
    expect(
      (await login('agency2@demo.test', DEMO_PASSWORD, 'fd00:5:5:6::1', 'beta.localhost')).statusCode,
    ).toBe(429);
    expect(
      (await login('agency2@demo.test', DEMO_PASSWORD, 'fd00:5:5:5:1234::9', 'beta.localhost')).statusCode,
    ).toBe(200);
  });
});
