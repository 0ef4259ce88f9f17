// Public forms that mail someone or create a company are limited per IP and per target address
// (issue "Close the holes an attacker found", item 12): ten reset requests used to mail a victim ten
// times, and twelve sign-ups from one address created twelve companies.
import { messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const forget = (username: string, ip: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/forgetpass',
    payload: { username, domainName: 'acme.localhost' },
    remoteAddress: ip,
  });

const signUp = (n: number, ip: string, email = `flood${n}@flood.test`) =>
  test.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ip,
    payload: {
      companyname: `Flood ${n}`,
      name: `Flood ${n}`,
      email,
      phonenum: '+13125550123',
      password: 'Str0ng-pass!',
      userType: 'client',
      domainName: 'acme.localhost',
    },
  });

const mailsTo = async (email: string) =>
  (await test.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
const companyCount = async () =>
  (await test.ctx.db.select({ count: sql<number>`count(*)::int` }).from(companies))[0]?.count ?? 0;

describe('reset-link floods', () => {
  it('ten requests for one victim from ten addresses mail it three times', async () => {
    const before = await mailsTo('client@demo.test');
    const results = [];
    for (let n = 0; n < 10; n++) results.push(await forget('client@demo.test', `198.51.100.${n}`));
    expect(results.slice(0, 3).every((response) => response.statusCode === 200)).toBe(true);
    const refused = results.slice(3);
    expect(refused.every((response) => response.statusCode === 429)).toBe(true);
    expect(refused[0]?.json()).toEqual({ message: messages.tooManyRequests });
    expect(refused[0]?.headers['retry-after']).toBeDefined();
    expect((await mailsTo('client@demo.test')) - before).toBe(3);
  });

  it('one address asking for many victims is stopped after ten', async () => {
    const statuses = [];
    for (let n = 0; n < 12; n++)
      statuses.push((await forget(`victim${n}@demo.test`, '198.51.100.200')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('sign-up floods', () => {
  it('twelve sign-ups from one address create five companies', async () => {
    const before = await companyCount();
    const statuses = [];
    for (let n = 0; n < 12; n++) statuses.push((await signUp(n, '198.51.100.77')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    expect((await companyCount()) - before).toBe(5);
  });

  it('one target address is tried at most three times an hour, whatever the IP', async () => {
    const statuses = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await signUp(100 + n, `198.51.101.${n}`, 'target@flood.test')).statusCode);
    // The first creates the account, two more are refused as taken (422), then 429.
    expect(statuses).toEqual([200, 422, 422, 429, 429]);
  });
});
