import { messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index.ts';
import { lastMailTo } from '../outbox.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  // These tests sign up many times from one address; the flood limit has tests of its own.
  test = await createTestApp({ SIGNUPS_PER_IP_PER_HOUR: '100' });
});
afterAll(() => test.close());

const register = (payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/register', payload });

const clientSignUp = (overrides: Record<string, unknown> = {}) => ({
  companyname: 'Widget Works',
  name: 'Wendy Widget',
  email: 'wendy@widget.test',
  phonenum: '+13125550123',
  password: 'Str0ng-pass!',
  userType: 'client',
  domainName: 'acme.localhost',
  ...overrides,
});

const companyCount = async () =>
  (await test.ctx.db.select({ count: sql<number>`count(*)::int` }).from(companies))[0]?.count;

describe('POST /api/register', () => {
  it('registers a client under the agency of the host and signs it in', async () => {
    const response = await register(clientSignUp());
    expect(response.statusCode).toBe(200);
    const me = (
      await test.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearer(response.json().access_token),
      })
    ).json();
    expect(me).toMatchObject({
      user_type: 'client',
      company_name: 'Widget Works',
      companyparentname: 'Acme Marketing',
      profile_setup_completed: 'F',
      systemuser: false,
    });
    const [company] = await test.ctx.db.select().from(companies).where(eq(companies.id, me.company_id));
    expect(company?.kind).toBe('client');
    expect(company?.path).toMatch(/^1\.\d+\.\d+$/);
    expect((await lastMailTo(test, 'wendy@widget.test'))?.subject).toBe('Welcome to Acme Marketing');
  });

  it('registers an agency under the platform with a referral code', async () => {
    const response = await register(
      clientSignUp({
        companyname: 'Gamma Leads',
        email: 'gina@gamma.test',
        userType: 'userdownline',
        domainName: 'localhost',
        refcode: 'DEMOSALES',
      }),
    );
    expect(response.statusCode).toBe(200);
    const [agency] = await test.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.companyName, 'Gamma Leads'));
    const [sales] = await test.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.test'));
    expect(agency).toMatchObject({
      kind: 'agency',
      subdomain: 'gamma-leads',
      referredBySalesUserId: sales?.id,
    });
    const domain = await test.app.inject({
      method: 'GET',
      url: '/api/domain/info?domainorsub=gamma-leads.localhost',
    });
    expect(domain.json().company_root_name).toBe('Gamma Leads');
  });

  it.each([
    [
      'an unknown referral code',
      { userType: 'userdownline', domainName: 'localhost', refcode: 'NOPE' },
      'refcode',
      messages.referralUnknown,
    ],
    ['a taken e-mail', { email: 'Client@Demo.test' }, 'email', messages.emailTaken],
    ['a client on the platform host', { domainName: 'localhost' }, 'userType', messages.registerWrongHost],
    ['an agency on an agency host', { userType: 'userdownline' }, 'userType', messages.registerWrongHost],
  ])('refuses %s with 422 and writes nothing', async (_case, overrides, field, message) => {
    const before = await companyCount();
    const response = await register(clientSignUp({ email: 'nobody-new@demo.test', ...overrides }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
    expect(await companyCount()).toBe(before);
  });

  it.each([
    ['short password', { password: 'short' }, 'password'],
    ['missing company name', { companyname: '' }, 'companyname'],
    ['over-long name', { name: 'n'.repeat(121) }, 'name'],
    ['unknown user type', { userType: 'administrator' }, 'userType'],
    ['bad e-mail', { email: 'not-an-email' }, 'email'],
  ])('rejects %s naming the field', async (_case, overrides, field) => {
    const response = await register(clientSignUp(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('two sign-ups racing for one e-mail: one wins, the other gets 422', async () => {
    const payload = clientSignUp({ email: 'race@widget.test', companyname: 'Race Co' });
    const [first, second] = await Promise.all([register(payload), register(payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const rows = await test.ctx.db.select().from(users).where(eq(users.email, 'race@widget.test'));
    expect(rows).toHaveLength(1);
    const raceCompanies = await test.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.companyName, 'Race Co'));
    expect(raceCompanies).toHaveLength(1);
  });

  it('20 agencies of one name signing up at once: each gets its own subdomain, no 500', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        register(
          clientSignUp({
            userType: 'userdownline',
            domainName: 'localhost',
            companyname: 'Same Name Agency',
            email: `same${n}@agency.test`,
          }),
        ),
      ),
    );
    expect(results.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const made = await test.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.companyName, 'Same Name Agency'));
    expect(new Set(made.map((company) => company.subdomain)).size).toBe(20);
  });

  it('two agencies with one e-mail at once: one wins, the other gets 422, never 500', async () => {
    const payload = clientSignUp({
      userType: 'userdownline',
      domainName: 'localhost',
      companyname: 'Twin Agency',
      email: 'twin@agency.test',
    });
    const [first, second] = await Promise.all([register(payload), register(payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
  });

  it('an agency called "WWW" does not get the reserved www subdomain', async () => {
    const response = await register(
      clientSignUp({
        userType: 'userdownline',
        domainName: 'localhost',
        companyname: 'WWW',
        email: 'www@agency.test',
      }),
    );
    expect(response.statusCode).toBe(200);
    const [made] = await test.ctx.db.select().from(companies).where(eq(companies.companyName, 'WWW'));
    expect(made?.subdomain).not.toBe('www');
  });
});
