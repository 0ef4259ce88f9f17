// POST /configuration/user/create (part 2 §2 inline add form, §5 add rules, §7 CreateClient, §8).
import { DEMO_PASSWORD, DOMAIN_PROBLEMS, messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, userLogs, users } from '../../src/db/schema/index.ts';
import { lastMailTo } from '../outbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { kit, US_PHONE } from './downline-test-kit.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const create = (email: string, payload: object) =>
  t.call(email, 'POST', '/configuration/user/create', payload);
const rootId = () => t.companyId('root@demo.test');
const acmeId = () => t.companyId('agency@demo.test');

/** Follows the invitation link: sets a password, then signs in with it on the mailed host. */
async function acceptInvitation(email: string) {
  const mail = await lastMailTo(test, email);
  const link = mail?.textBody.match(/(https?):\/\/([^/\s]+)\/reset-password\/(\S+)/);
  if (!link?.[3] || !link[2]) throw new Error(`no invitation link mailed to ${email}`);
  const reset = await test.app.inject({
    method: 'POST',
    url: '/api/forgetpass/reset',
    payload: { token: link[3], password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);
  return { host: link[2], token: await test.signIn(email, link[2].replace(/:\d+$/, '')) };
}

describe('adding an agency (userdownline, platform staff)', () => {
  it('root adds an agency under the platform with the platform terms and modules, and invites its owner', async () => {
    const response = await create('root@demo.test', {
      companyID: await rootId(),
      idsys: await rootId(),
      userType: 'userdownline',
      ClientCompanyName: '',
      ClientFullName: 'Nina New',
      ClientEmail: '  Nina.New@Agency.TEST ',
      DownlineSubDomain: '',
      DownlineOrganizationID: 'ORG-7',
      ClientWhiteLabeling: 'T',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ result: 'success', message: messages.dataAdded });
    // part 2 §5: e-mail lowercased; company name defaults to the full name.
    expect(body.data[0]).toMatchObject({
      email: 'nina.new@agency.test',
      company_name: 'Nina New',
      user_type: 'userdownline',
      orisubdomain: 'nina-new',
      is_whitelabeling: 'T',
      external_organizationid: 'ORG-7',
    });
    expect(body.data[0].selected_payment_term.every((term: { status: boolean }) => term.status)).toBe(true);

    const user = await t.userByEmail('nina.new@agency.test');
    const company = await t.companyById(user?.companyId ?? 0);
    expect(company).toMatchObject({ kind: 'agency', parentId: await rootId(), subdomain: 'nina-new' });
    expect(company?.path).toBe(`${await rootId()}.${company?.id}`);
    const [log] = await test.ctx.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, 'user-create'), eq(userLogs.companyId, await rootId())));
    expect(log?.description).toContain('nina.new@agency.test');

    // Nobody can sign in before the invitation is accepted; afterwards the owner can.
    const before = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nina.new@agency.test', password: DEMO_PASSWORD, domainName: 'localhost' },
    });
    expect(before.statusCode).toBe(401);
    const mail = await lastMailTo(test, 'nina.new@agency.test');
    expect(mail?.subject).toBe('You are invited to Demo Platform');
    const { host } = await acceptInvitation('nina.new@agency.test');
    expect(host.replace(/:\d+$/, '')).toBe('localhost');
  });

  it('a sales person may not add agencies (403) and nothing is created', async () => {
    const response = await create('sales@demo.test', {
      companyID: await rootId(),
      idsys: await rootId(),
      userType: 'userdownline',
      ClientFullName: 'Sly Sales Agency',
      ClientEmail: 'sly@agency.test',
    });
    expect(response.statusCode).toBe(403);
    expect(await t.userByEmail('sly@agency.test')).toBeNull();
  });

  it('an agency cannot add agencies: the agency list is not its page (404)', async () => {
    const response = await create('agency@demo.test', {
      companyID: await rootId(),
      idsys: await rootId(),
      userType: 'userdownline',
      ClientFullName: 'Sub Agency',
      ClientEmail: 'sub@agency.test',
    });
    expect(response.statusCode).toBe(404);
    expect(await t.userByEmail('sub@agency.test')).toBeNull();
  });
});

describe('adding a client', () => {
  it("an agency adds a client with its Site ID and Search ID; the invitation carries the agency's brand and host", async () => {
    const response = await create('agency@demo.test', {
      companyID: await acmeId(),
      idsys: await rootId(),
      userType: 'client',
      ClientCompanyName: 'Corner Bakery',
      ClientFullName: 'Ben Baker',
      ClientEmail: 'ben@bakery.test',
      ...US_PHONE,
      disabledaddcampaign: 'T',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      company_name: 'Corner Bakery',
      user_type: 'client',
      phonenum: '2015550123',
      phone_country_code: 'US',
      disabledaddcampaign: 'T',
    });
    const user = await t.userByEmail('ben@bakery.test');
    const company = await t.companyById(user?.companyId ?? 0);
    expect(company).toMatchObject({
      kind: 'client',
      parentId: await acmeId(),
      leadspeekType: 'local|locator',
    });
    const mail = await lastMailTo(test, 'ben@bakery.test');
    expect(mail?.subject).toBe('You are invited to Acme Marketing');
    const { host } = await acceptInvitation('ben@bakery.test');
    expect(host.replace(/:\d+$/, '')).toBe('acme.localhost');
  });

  it('a client gets only the default products its agency has', async () => {
    await test.ctx.db
      .update(companies)
      .set({ selectedModules: ['local', 'enhance'] })
      .where(eq(companies.id, await acmeId()));
    const response = await create('agency@demo.test', {
      companyID: await acmeId(),
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Lena Local',
      ClientEmail: 'lena@local.test',
    });
    await test.ctx.db
      .update(companies)
      .set({ selectedModules: ['local', 'locator', 'enhance', 'b2b'] })
      .where(eq(companies.id, await acmeId()));
    expect(response.statusCode).toBe(200);
    const company = await t.companyById(response.json().data[0].company_id);
    expect(company?.leadspeekType).toBe('local');
  });

  it('root adds a client under an agency it manages', async () => {
    const response = await create('root@demo.test', {
      companyID: await acmeId(),
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Rooted Client',
      ClientEmail: 'rooted@client.test',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.companyById(response.json().data[0].company_id))?.parentId).toBe(await acmeId());
  });

  it('a sales person adds a client under its assigned agency, not under another one', async () => {
    const own = await create('sales@demo.test', {
      companyID: await acmeId(),
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Sold Client',
      ClientEmail: 'sold@client.test',
    });
    expect(own.statusCode).toBe(200);
    const foreign = await create('sales@demo.test', {
      companyID: await t.companyId('agency2@demo.test'),
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Stray Client',
      ClientEmail: 'stray@client.test',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.userByEmail('stray@client.test')).toBeNull();
  });

  it.each([
    // part 2 §8: the three payment-account notices of an agency
    ['not connected', '', 'paymentNoticeAgencyNotConnected'],
    ['pending', 'pending', 'paymentNoticeAgencyPending'],
    ['in verification', 'inverification', 'paymentNoticeUnderReview'],
  ] as const)('an agency whose payment account is %s cannot add clients', async (_state, status, key) => {
    const packageId = null;
    const beta = await t.companyId('agency2@demo.test');
    const [saved] = await test.ctx.db.select().from(companies).where(eq(companies.id, beta));
    await test.ctx.db
      .update(companies)
      .set({ accountStatus: status, packageId })
      .where(eq(companies.id, beta));
    const response = await create('agency2@demo.test', {
      companyID: beta,
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Blocked Client',
      ClientEmail: 'blocked@client.test',
    });
    await test.ctx.db
      .update(companies)
      .set({ accountStatus: saved?.accountStatus ?? '', packageId: saved?.packageId ?? null })
      .where(eq(companies.id, beta));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages[key]);
    expect(await t.userByEmail('blocked@client.test')).toBeNull();
  });

  it('a package billed manually counts as connected (part 2 §4)', async () => {
    const beta = await t.companyId('agency2@demo.test');
    await test.ctx.db
      .update(companies)
      .set({ accountStatus: '', manualBill: true })
      .where(eq(companies.id, beta));
    const response = await create('agency2@demo.test', {
      companyID: beta,
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Manual Client',
      ClientEmail: 'manual@client.test',
    });
    await test.ctx.db
      .update(companies)
      .set({ accountStatus: 'completed', manualBill: false })
      .where(eq(companies.id, beta));
    expect(response.statusCode).toBe(200);
  });

  it('an agency cannot add a client under another agency (404) and a client cannot add anyone (403)', async () => {
    const beta = await t.companyId('agency2@demo.test');
    const foreign = await create('agency@demo.test', {
      companyID: beta,
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Poached Client',
      ClientEmail: 'poached@client.test',
    });
    expect(foreign.statusCode).toBe(404);
    const byClient = await create('client@demo.test', {
      companyID: await t.companyId('client@demo.test'),
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Nested Client',
      ClientEmail: 'nested@client.test',
    });
    expect(byClient.statusCode).toBe(403);
    expect(await t.userByEmail('poached@client.test')).toBeNull();
    expect(await t.userByEmail('nested@client.test')).toBeNull();
  });

  it('staff whose role lacks Settings create are refused (403) and nothing is created', async () => {
    const staff = await t.staffWith('agency@demo.test', 'nocreate@acme.test', { update: true, delete: true });
    const response = await create(staff, {
      companyID: await acmeId(),
      idsys: await rootId(),
      userType: 'client',
      ClientFullName: 'Unwanted Client',
      ClientEmail: 'unwanted@client.test',
    });
    expect(response.statusCode).toBe(403);
    expect(await t.userByEmail('unwanted@client.test')).toBeNull();
  });
});

describe('adding staff', () => {
  it("an agency adds an administrator with one of its roles; another agency's role is refused", async () => {
    const [acmeRole] = await test.ctx.db
      .select()
      .from(roles)
      .where(eq(roles.companyId, await acmeId()));
    const [betaRole] = await test.ctx.db
      .select()
      .from(roles)
      .where(eq(roles.companyId, await t.companyId('agency2@demo.test')));
    const base = { companyID: await acmeId(), idsys: await rootId(), userType: 'administrator' };
    const refused = await create('agency@demo.test', {
      ...base,
      ClientFullName: 'Wrong Role',
      ClientEmail: 'wrongrole@acme.test',
      ClientRole: betaRole?.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('ClientRole');
    expect(await t.userByEmail('wrongrole@acme.test')).toBeNull();

    const response = await create('agency@demo.test', {
      ...base,
      ClientFullName: 'Ada Admin',
      ClientEmail: 'ada@acme.test',
      ClientRole: acmeRole?.id,
      customercare: 'T',
      adminGetNotification: 'T',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ user_type: 'administrator', role_id: acmeRole?.id });
    const user = await t.userByEmail('ada@acme.test');
    expect(user).toMatchObject({
      companyId: await acmeId(),
      isSystemUser: false,
      customerCare: true,
      adminGetNotification: true,
      defaultAdmin: false,
    });
    expect((await lastMailTo(test, 'ada@acme.test'))?.subject).toBe('You are invited to Acme Marketing');
  });

  it('root adds a platform administrator (a system user) and a sales person who is an account executive', async () => {
    const admin = await create('root@demo.test', {
      companyID: await rootId(),
      idsys: await rootId(),
      userType: 'administrator',
      ClientFullName: 'Pat Platform',
      ClientEmail: 'pat@demo.test',
    });
    expect(admin.statusCode).toBe(200);
    expect(await t.userByEmail('pat@demo.test')).toMatchObject({
      isSystemUser: true,
      companyId: await rootId(),
    });

    const sales = await create('admin@demo.test', {
      companyID: await rootId(),
      idsys: await rootId(),
      userType: 'sales',
      ClientFullName: 'Sue Seller',
      ClientEmail: 'sue@demo.test',
      isAccExecutive: 'T',
    });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().data[0]).toMatchObject({ user_type: 'sales', isAccExecutive: 'T' });
    expect(await t.userByEmail('sue@demo.test')).toMatchObject({ userType: 'sales', isAccExecutive: true });
  });

  it.each([
    ['an agency', 'agency@demo.test', 404],
    ['a sales person', 'sales@demo.test', 404],
  ])('%s cannot add sales people', async (_who, email, status) => {
    const response = await create(email, {
      companyID: await rootId(),
      idsys: await rootId(),
      userType: 'sales',
      ClientFullName: 'Fake Seller',
      ClientEmail: 'fake.seller@demo.test',
    });
    expect(response.statusCode).toBe(status);
    expect(await t.userByEmail('fake.seller@demo.test')).toBeNull();
  });

  it('an agency cannot add administrators to the platform or to another agency (404)', async () => {
    for (const companyID of [await rootId(), await t.companyId('agency2@demo.test')]) {
      const response = await create('agency@demo.test', {
        companyID,
        idsys: await rootId(),
        userType: 'administrator',
        ClientFullName: 'Intruder',
        ClientEmail: 'intruder@demo.test',
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.userByEmail('intruder@demo.test')).toBeNull();
  });
});

describe('add form rules (part 2 §5) and unique e-mails and hosts', () => {
  const agencyBase = async () => ({
    companyID: await rootId(),
    idsys: await rootId(),
    userType: 'userdownline',
    ClientFullName: 'Rule Agency',
    ClientEmail: 'rule@agency.test',
  });

  it.each([
    // part 2 §5 add form: saved only when full name and e-mail are non-empty
    ['full name empty', { ClientFullName: '  ' }, 'ClientFullName', messages.fullNameRequired],
    ['e-mail empty', { ClientEmail: '' }, 'ClientEmail', messages.emailRequired],
    // part 2 §5: e-mail valid format
    ['e-mail malformed', { ClientEmail: 'not-an-email' }, 'ClientEmail', messages.emailInvalid],
    // part 2 §5 / part 1 §5: phone valid per country
    [
      'phone invalid for the country',
      { ClientPhone: '123', ClientPhoneCountryCode: 'US' },
      'ClientPhone',
      messages.invalidPhone,
    ],
    [
      'phone without a country',
      { ClientPhone: '2015550123', ClientPhoneCountryCode: '' },
      'ClientPhone',
      messages.chooseCountry,
    ],
    // part 2 §5: subdomain letters, digits and hyphens, 1–63, alphanumeric at both ends
    [
      'subdomain with an underscore',
      { DownlineSubDomain: 'bad_sub' },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      'subdomain starting with a hyphen',
      { DownlineSubDomain: '-abc' },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      'subdomain ending with a hyphen',
      { DownlineSubDomain: 'abc-' },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      'subdomain of 64 characters',
      { DownlineSubDomain: 'a'.repeat(64) },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    // ours: unique e-mail on the platform, unique hosts, no host under the platform domain
    [
      'e-mail of another account (any case)',
      { ClientEmail: 'Agency@Demo.Test' },
      'ClientEmail',
      messages.emailTaken,
    ],
    [
      'subdomain of another agency',
      { DownlineSubDomain: 'ACME' },
      'DownlineSubDomain',
      messages.subdomainTaken,
    ],
    [
      'custom domain under the platform domain',
      { DownlineDomain: 'beta.localhost' },
      'DownlineDomain',
      messages.domainTaken,
    ],
    [
      'custom domain without a dot (the platform host)',
      { DownlineDomain: 'localhost' },
      'DownlineDomain',
      // Issue 14: the refusal says what is wrong.
      DOMAIN_PROBLEMS.private,
    ],
    [
      'custom domain that is not a host name',
      { DownlineDomain: 'not a host' },
      'DownlineDomain',
      DOMAIN_PROBLEMS.badCharacters,
    ],
  ])('%s → 422 naming the field, nothing created', async (_case, change, field, reason) => {
    const before = await t.fingerprint();
    const response = await create('root@demo.test', { ...(await agencyBase()), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(reason);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a single problem is also the message the form shows (part 2 §8: 422 data.message)', async () => {
    const response = await create('root@demo.test', {
      ...(await agencyBase()),
      ClientEmail: 'client@demo.test',
    });
    expect(response.json()).toMatchObject({
      message: messages.emailTaken,
      errors: { ClientEmail: messages.emailTaken },
    });
  });

  it("the platform's own domain cannot be an agency's custom domain", async () => {
    const root = await rootId();
    await test.ctx.db.update(companies).set({ domain: 'platform.test' }).where(eq(companies.id, root));
    const response = await create('root@demo.test', {
      ...(await agencyBase()),
      DownlineDomain: 'Platform.Test',
    });
    await test.ctx.db.update(companies).set({ domain: 'localhost' }).where(eq(companies.id, root));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.DownlineDomain).toBe(messages.domainTaken);
  });

  it('a custom domain another agency uses is taken', async () => {
    const first = await create('root@demo.test', {
      ...(await agencyBase()),
      ClientEmail: 'first@domain.test',
      DownlineDomain: 'Leads.Example.com',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0].domain).toBe('leads.example.com');
    const second = await create('root@demo.test', {
      ...(await agencyBase()),
      ClientEmail: 'second@domain.test',
      DownlineDomain: 'leads.example.com',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.DownlineDomain).toBe(messages.domainTaken);
  });

  it('the same new e-mail saved twice at once creates one account', async () => {
    const payload = { ...(await agencyBase()), ClientEmail: 'twice@agency.test', DownlineSubDomain: '' };
    await t.tokenOf('root@demo.test');
    const answers = await Promise.all([
      create('root@demo.test', { ...payload, ClientFullName: 'Twice One' }),
      create('root@demo.test', { ...payload, ClientFullName: 'Twice Two' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await test.ctx.db.select().from(users).where(eq(users.email, 'twice@agency.test'));
    expect(rows).toHaveLength(1);
  });
});
