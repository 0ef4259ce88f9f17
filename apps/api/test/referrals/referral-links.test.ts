// Referral links (part 2 §7 "Referral under /general/referralink/"): agency owners and sales people
// read their own link to /agency-register/{code} (issued once, on the first read), agencies that
// register through it are listed for them (newest first, paged), a sales referrer becomes the
// agency's account referral, and nobody sees another referrer's registrations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index.ts';
import { listKit } from '../campaign-lists/list-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const { call } = listKit(() => test);

beforeAll(async () => {
  test = await createTestApp({ SIGNUPS_PER_IP_PER_HOUR: '100' });
});
afterAll(() => test.close());

const linkOf = async (email: string) => {
  const response = await call(email, 'GET', '/general/referralink');
  expect(response.statusCode).toBe(200);
  return response.json() as { referral_code: string; referral_link: string };
};

const registerAgency = (companyname: string, refcode: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      companyname,
      name: `${companyname} Owner`,
      email: `${companyname.toLowerCase().replace(/\W+/g, '-')}@referred.test`,
      password: 'Str0ng-pass!',
      userType: 'userdownline',
      domainName: 'localhost',
      refcode,
    },
  });

const registrationsOf = async (email: string, query = '') => {
  const response = await call(email, 'GET', `/general/referralink/registrations${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { company_name: string; name: string; registered_at: string }[];
    total: number;
    last_page: number;
  };
};

describe('GET /general/referralink', () => {
  it('gives a sales person its code on the platform’s agency sign-up page', async () => {
    const link = await linkOf('sales@demo.test');
    expect(link.referral_code).toBe('DEMOSALES');
    expect(link.referral_link).toMatch(/^http:\/\/localhost(:\d+)?\/agency-register\/DEMOSALES$/);
  });

  it('issues an agency owner a code once, and the same code on every later read', async () => {
    const first = await linkOf('agency@demo.test');
    expect(first.referral_code).toMatch(/^[0-9A-F]{10}$/);
    // Agencies register on the platform's own site, not on the referring agency's.
    expect(first.referral_link).toMatch(/^http:\/\/localhost(:\d+)?\/agency-register\/[0-9A-F]{10}$/);
    const reads = await Promise.all([linkOf('agency@demo.test'), linkOf('agency@demo.test')]);
    expect(reads.map((read) => read.referral_code)).toEqual([first.referral_code, first.referral_code]);
  });

  it.each([['client@demo.test'], ['admin@demo.test'], ['root@demo.test']])(
    'refuses %s (not a referrer) and issues no code',
    async (email) => {
      const response = await call(email, 'GET', '/general/referralink');
      expect(response.statusCode).toBe(403);
      const [user] = await test.ctx.db.select().from(users).where(eq(users.email, email));
      expect(user?.referralCode).toBeNull();
    },
  );

  it('refuses anonymous callers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/general/referralink' });
    expect(response.statusCode).toBe(401);
  });
});

describe('registrations through a referral link', () => {
  it('lists the agencies an agency owner brought, newest first, and only to that owner', async () => {
    expect((await registrationsOf('agency2@demo.test')).total).toBe(0);
    const { referral_code } = await linkOf('agency@demo.test');
    expect((await registerAgency('Delta Growth', referral_code)).statusCode).toBe(200);
    expect((await registerAgency('Echo Media', referral_code)).statusCode).toBe(200);

    const mine = await registrationsOf('agency@demo.test');
    expect(mine.total).toBe(2);
    expect(mine.data.map((row) => [row.company_name, row.name])).toEqual([
      ['Echo Media', 'Echo Media Owner'],
      ['Delta Growth', 'Delta Growth Owner'],
    ]);
    expect(Number.isNaN(Date.parse(mine.data[0]?.registered_at ?? ''))).toBe(false);
    // Another agency and the sales person see none of them.
    expect((await registrationsOf('agency2@demo.test')).total).toBe(0);
    expect((await registrationsOf('sales@demo.test')).data.map((row) => row.company_name)).not.toContain(
      'Delta Growth',
    );
  });

  it('pages the registrations', async () => {
    const page = await registrationsOf('agency@demo.test', '?Page=2&PerPage=1');
    expect(page.data.map((row) => row.company_name)).toEqual(['Delta Growth']);
    expect(page.last_page).toBe(2);
  });

  it('makes a referring sales person the agency’s account referral', async () => {
    expect((await registerAgency('Foxtrot Ads', 'DEMOSALES')).statusCode).toBe(200);
    const [sales] = await test.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.test'));
    const [agency] = await test.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.companyName, 'Foxtrot Ads'));
    expect(agency).toMatchObject({ referredBySalesUserId: sales?.id, accountRefId: sales?.id });
    expect((await registrationsOf('sales@demo.test')).data[0]?.company_name).toBe('Foxtrot Ads');
  });

  it('does not take a client’s or an unknown code', async () => {
    const [client] = await test.ctx.db.select().from(users).where(eq(users.email, 'client@demo.test'));
    await test.ctx.db
      .update(users)
      .set({ referralCode: 'CLIENTCODE' })
      .where(eq(users.id, client?.id ?? 0));
    const response = await registerAgency('Golf Leads', 'CLIENTCODE');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.refcode).toBeTruthy();
    expect(await test.ctx.db.select().from(companies).where(eq(companies.companyName, 'Golf Leads'))).toEqual(
      [],
    );
  });

  it.each([
    ['Page=0', 'Page'],
    ['Page=9007199254740992', 'Page'],
    ['PerPage=2147483648', 'PerPage'],
    ['Page=abc', 'Page'],
    [`Page=${'9'.repeat(100_000)}`, 'Page'],
    ['Page=%00', 'Page'],
  ])('refuses the bad page %# naming %s, never 500', async (query, field) => {
    const response = await call('agency@demo.test', 'GET', `/general/referralink/registrations?${query}`);
    expect([400, 422]).toContain(response.statusCode);
    if (response.statusCode === 422) expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });
});
