// PUT /configuration/user/update (part 2 §2 inline edit form, §4 disabling a product, §5 edit rules,
// §7 UpdateClient) and POST /configuration/user/check-campaign-active.
import { LEAD_MODULE_KINDS, messages, PAYMENT_TERMS } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, userLogs, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { kit, US_PHONE } from './downline-test-kit.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const update = (email: string, payload: object) =>
  t.call(email, 'PUT', '/configuration/user/update', payload);
const terms = (on: readonly string[]) => PAYMENT_TERMS.map((term) => ({ term, status: on.includes(term) }));
const modules = (on: readonly string[]) =>
  LEAD_MODULE_KINDS.map((type) => ({ type, status: on.includes(type) }));

/** The edit form of the Acme agency row as the web sends it, with changes. */
async function acmeForm(change: object = {}) {
  const owner = await t.user('agency@demo.test');
  const company = await t.company('agency@demo.test');
  return {
    companyID: company.id,
    idsys: await t.companyId('root@demo.test'),
    userType: 'userdownline',
    ClientID: owner.id,
    ClientCompanyName: company.companyName,
    ClientFullName: owner.name,
    ClientEmail: owner.email,
    ...US_PHONE,
    ClientWhiteLabeling: company.isWhitelabeling ? 'T' : 'F',
    DownlineSubDomain: company.subdomain ?? '',
    DownlineDomain: company.domain ?? '',
    DownlineOrganizationID: company.organizationId ?? '',
    selectedterms: terms(company.selectedTerms),
    selectedmodules: modules(company.selectedModules),
    action: 'downline',
    ...change,
  };
}

async function clientForm(email: string, change: object = {}) {
  const owner = await t.user(email);
  const company = await t.company(email);
  return {
    companyID: company.parentId,
    idsys: await t.companyId('root@demo.test'),
    userType: 'client',
    ClientID: owner.id,
    ClientCompanyName: company.companyName,
    ClientFullName: owner.name,
    ClientEmail: owner.email,
    ...US_PHONE,
    selectedmodules: modules(company.leadspeekType.split('|')),
    ...change,
  };
}

describe('editing an agency row', () => {
  it('root edits the company and owner of an agency; the row comes back and the change is logged', async () => {
    const response = await update(
      'root@demo.test',
      await acmeForm({
        ClientCompanyName: 'Acme Marketing Group',
        ClientFullName: 'Alice Agency-Smith',
        DownlineDomain: 'Leads.Acme.example',
        DownlineOrganizationID: 'ACME-1',
        ClientWhiteLabeling: 'F',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'success', message: messages.dataUpdated });
    expect(response.json().data[0]).toMatchObject({
      company_name: 'Acme Marketing Group',
      name: 'Alice Agency-Smith',
      domain: 'leads.acme.example',
      external_organizationid: 'ACME-1',
      is_whitelabeling: 'F',
      phonenum: '2015550123',
    });
    const company = await t.company('agency@demo.test');
    expect(company).toMatchObject({
      companyName: 'Acme Marketing Group',
      domain: 'leads.acme.example',
      isWhitelabeling: false,
    });
    const [log] = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'user-update'));
    expect(log).toMatchObject({ companyId: await t.companyId('root@demo.test') });
    await update(
      'root@demo.test',
      await acmeForm({ ClientCompanyName: 'Acme Marketing', ClientWhiteLabeling: 'T', DownlineDomain: '' }),
    );
  });

  it("root switches off an agency's product without active campaigns; its clients lose it too", async () => {
    const response = await update(
      'root@demo.test',
      await acmeForm({ selectedmodules: modules(['local', 'enhance', 'b2b']) }),
    );
    expect(response.statusCode).toBe(200);
    expect((await t.company('agency@demo.test')).selectedModules).toEqual(['local', 'enhance', 'b2b']);
    expect((await t.company('client@demo.test')).leadspeekType).toBe('local');
    // Switching it back on does not give it back to clients: that is the agency's choice.
    await update('root@demo.test', await acmeForm({ selectedmodules: modules(LEAD_MODULE_KINDS) }));
    expect((await t.company('agency@demo.test')).selectedModules).toEqual([...LEAD_MODULE_KINDS]);
    await test.ctx.db
      .update(companies)
      .set({ leadspeekType: 'local|locator' })
      .where(eq(companies.id, await t.companyId('client@demo.test')));
  });

  it('switching off a product with active campaigns is refused with their ids per product, and nothing is written', async () => {
    await t.addCampaign(await t.companyId('client@demo.test'), '10000101', 'enhance');
    await t.addCampaign(await t.companyId('client@demo.test'), '10000102', 'enhance', 'paused');
    const before = await t.fingerprint();
    const response = await update(
      'root@demo.test',
      await acmeForm({ ClientCompanyName: 'Renamed Anyway', selectedmodules: modules(['locator', 'b2b']) }),
    );
    expect(response.statusCode).toBe(422);
    // part 2 §8 "Active campaigns block"
    expect(response.json()).toEqual({
      message: messages.productHasActiveCampaigns,
      active_campaign_id: { local: ['10000001'], enhance: ['10000101'] },
    });
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    // part 2 §5 edit form
    ['company name empty', { ClientCompanyName: ' ' }, 'ClientCompanyName', messages.companyNameRequired],
    ['full name empty', { ClientFullName: '' }, 'ClientFullName', messages.fullNameRequired],
    ['e-mail empty', { ClientEmail: '' }, 'ClientEmail', messages.emailRequired],
    ['e-mail malformed', { ClientEmail: 'alice@' }, 'ClientEmail', messages.emailInvalid],
    ['phone empty', { ClientPhone: '' }, 'ClientPhone', messages.invalidPhone],
    ['phone invalid', { ClientPhone: '99' }, 'ClientPhone', messages.invalidPhone],
    ['subdomain empty', { DownlineSubDomain: '' }, 'DownlineSubDomain', messages.subdomainRequired],
    ['subdomain malformed', { DownlineSubDomain: 'a.b' }, 'DownlineSubDomain', messages.subdomainInvalid],
    ['no payment term', { selectedterms: terms([]) }, 'selectedterms', messages.selectPaymentTerm],
    // ours: unique e-mail and hosts
    ['e-mail of another account', { ClientEmail: 'agency2@demo.test' }, 'ClientEmail', messages.emailTaken],
    [
      'subdomain of another agency',
      { DownlineSubDomain: 'beta' },
      'DownlineSubDomain',
      messages.subdomainTaken,
    ],
  ])('%s → 422 naming the field, nothing written', async (_case, change, field, reason) => {
    const before = await t.fingerprint();
    const response = await update('root@demo.test', await acmeForm(change));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(reason);
    expect(await t.fingerprint()).toBe(before);
  });

  it('keeping its own e-mail and subdomain is not "taken"', async () => {
    const response = await update(
      'root@demo.test',
      await acmeForm({ ClientEmail: 'AGENCY@demo.test', DownlineSubDomain: 'Acme' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it("terms and products can only be chosen among the platform's", async () => {
    const root = await t.companyId('root@demo.test');
    const acme = await t.companyId('agency@demo.test');
    await test.ctx.db
      .update(companies)
      .set({ selectedTerms: ['Weekly', 'Monthly'], selectedModules: ['local', 'locator'] })
      .where(eq(companies.id, root));
    await test.ctx.db
      .update(companies)
      .set({ selectedTerms: ['Weekly'], selectedModules: ['local', 'locator'] })
      .where(eq(companies.id, acme));
    const term = await update(
      'root@demo.test',
      await acmeForm({ selectedterms: terms(['Weekly', 'Prepaid']) }),
    );
    const product = await update(
      'root@demo.test',
      await acmeForm({ selectedmodules: modules(['local', 'locator', 'b2b']) }),
    );
    const allowed = await update(
      'root@demo.test',
      await acmeForm({ selectedterms: terms(['Weekly', 'Monthly']) }),
    );
    await test.ctx.db
      .update(companies)
      .set({ selectedTerms: [...PAYMENT_TERMS], selectedModules: [...LEAD_MODULE_KINDS] })
      .where(eq(companies.id, root));
    const acmeAfter = await t.companyById(acme);
    await test.ctx.db
      .update(companies)
      .set({ selectedTerms: [...PAYMENT_TERMS], selectedModules: [...LEAD_MODULE_KINDS] })
      .where(eq(companies.id, acme));
    expect(term.statusCode).toBe(422);
    expect(term.json().errors).toHaveProperty('selectedterms');
    expect(product.statusCode).toBe(422);
    expect(product.json().errors).toHaveProperty('selectedmodules');
    expect(allowed.statusCode).toBe(200);
    expect(acmeAfter?.selectedTerms).toEqual(['Weekly', 'Monthly']);
  });

  it('a sales person edits its assigned agency but may not change what it sells (403, nothing written)', async () => {
    const renamed = await update('sales@demo.test', await acmeForm({ ClientFullName: 'Alice by Sales' }));
    expect(renamed.statusCode).toBe(200);
    expect((await t.user('agency@demo.test')).name).toBe('Alice by Sales');
    const before = await t.fingerprint();
    const refused = await update('sales@demo.test', await acmeForm({ selectedterms: terms(['Weekly']) }));
    expect(refused.statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a sales person cannot edit an agency it is not assigned to (404)', async () => {
    const beta = await t.company('agency2@demo.test');
    const owner = await t.user('agency2@demo.test');
    await t.tokenOf('sales@demo.test');
    const before = await t.fingerprint();
    const response = await update(
      'sales@demo.test',
      await acmeForm({
        ClientID: owner.id,
        companyID: beta.id,
        ClientEmail: owner.email,
        DownlineSubDomain: 'beta',
        ClientFullName: 'Hijacked',
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(await t.fingerprint()).toBe(before);
  });

  it('an agency cannot edit its own agency row (the agency list is not its page)', async () => {
    const response = await update('agency@demo.test', await acmeForm({ ClientFullName: 'Self Promoted' }));
    expect(response.statusCode).toBe(404);
  });
});

describe('editing a client row', () => {
  it('an agency edits its client: details, the add-campaign switch and products', async () => {
    const response = await update(
      'agency@demo.test',
      await clientForm('client@demo.test', {
        ClientCompanyName: 'Acme Client Company',
        disabledaddcampaign: 'T',
        selectedmodules: modules(['local', 'locator', 'enhance']),
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      company_name: 'Acme Client Company',
      disabledaddcampaign: 'T',
    });
    expect(await t.company('client@demo.test')).toMatchObject({ leadspeekType: 'local|locator|enhance' });
    expect((await t.user('client@demo.test')).disableClientAddCampaign).toBe(true);
  });

  it("switching off a client's product with an active campaign is refused", async () => {
    const before = await t.fingerprint();
    const response = await update(
      'agency@demo.test',
      await clientForm('client@demo.test', { selectedmodules: modules(['locator']) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().active_campaign_id).toEqual({ local: ['10000001'], enhance: ['10000101'] });
    expect(await t.fingerprint()).toBe(before);
  });

  it('an agency cannot give its client a product the agency does not have', async () => {
    const acme = await t.companyId('agency@demo.test');
    await test.ctx.db
      .update(companies)
      .set({ selectedModules: ['local', 'locator', 'enhance'] })
      .where(eq(companies.id, acme));
    const response = await update(
      'agency@demo.test',
      await clientForm('client@demo.test', {
        selectedmodules: modules(['local', 'locator', 'enhance', 'b2b']),
      }),
    );
    await test.ctx.db
      .update(companies)
      .set({ selectedModules: [...LEAD_MODULE_KINDS] })
      .where(eq(companies.id, acme));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('selectedmodules');
  });

  it.each([
    ['agency B edits a client of agency A', 'agency2@demo.test', 'client@demo.test', 'client'],
    ['agency A edits a client of agency B', 'agency@demo.test', 'client2@demo.test', 'client'],
    ['a client row sent as an agency row', 'root@demo.test', 'client@demo.test', 'userdownline'],
  ])('%s → 404, nothing written', async (_case, actor, target, userType) => {
    await t.tokenOf(actor);
    const before = await t.fingerprint();
    const response = await update(
      actor,
      await clientForm(target, { userType, ClientFullName: 'Hijacked', DownlineSubDomain: 'hijacked' }),
    );
    expect(response.statusCode).toBe(404);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a client cannot edit anyone (403)', async () => {
    const response = await update(
      'client@demo.test',
      await clientForm('client@demo.test', { ClientFullName: 'Me Myself' }),
    );
    expect(response.statusCode).toBe(403);
    expect((await t.user('client@demo.test')).name).toBe('Carl Client');
  });

  it('staff whose role lacks Settings update are refused (403), nothing written', async () => {
    const staff = await t.staffWith('agency@demo.test', 'noupdate@acme.test', { create: true, delete: true });
    await t.tokenOf(staff);
    const before = await t.fingerprint();
    const response = await update(
      staff,
      await clientForm('client@demo.test', { ClientFullName: 'Not Allowed' }),
    );
    expect(response.statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('editing staff rows', () => {
  it("an agency edits its administrator's flags and role; a role of another company is refused", async () => {
    const staff = await t.staffWith('agency@demo.test', 'editable@acme.test', { update: true });
    const user = await t.user(staff);
    const [acmeRole] = await test.ctx.db
      .select()
      .from(roles)
      .where(eq(roles.companyId, await t.companyId('agency@demo.test')));
    const [betaRole] = await test.ctx.db
      .select()
      .from(roles)
      .where(eq(roles.companyId, await t.companyId('agency2@demo.test')));
    const form = {
      companyID: user.companyId,
      idsys: await t.companyId('root@demo.test'),
      userType: 'administrator',
      ClientID: user.id,
      ClientFullName: 'Edited Staff',
      ClientEmail: staff,
      ...US_PHONE,
      defaultAdmin: 'T',
      disabledreceivedemail: 'T',
    };
    const refused = await update('agency@demo.test', { ...form, ClientRole: betaRole?.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('ClientRole');
    const response = await update('agency@demo.test', { ...form, ClientRole: acmeRole?.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      user_type: 'administrator',
      defaultAdmin: 'T',
      disabledreceivedemail: 'T',
      role_id: acmeRole?.id,
    });
    const [stored] = await test.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({
      name: 'Edited Staff',
      defaultAdmin: true,
      disabledReceiveEmail: true,
      roleId: acmeRole?.id,
    });
  });

  it("agency B cannot edit agency A's administrator (404)", async () => {
    const user = await t.user('editable@acme.test');
    const response = await update('agency2@demo.test', {
      companyID: user.companyId,
      idsys: 1,
      userType: 'administrator',
      ClientID: user.id,
      ClientFullName: 'Taken Over',
      ClientEmail: user.email,
      ...US_PHONE,
    });
    expect(response.statusCode).toBe(404);
    expect((await t.user('editable@acme.test')).name).toBe('Edited Staff');
  });

  it('root edits a sales person, including the account executive flag', async () => {
    const sales = await t.user('sales@demo.test');
    const response = await update('root@demo.test', {
      companyID: sales.companyId,
      idsys: sales.companyId,
      userType: 'sales',
      ClientID: sales.id,
      ClientFullName: 'Sam Seller',
      ClientEmail: sales.email,
      ...US_PHONE,
      isAccExecutive: 'F',
    });
    expect(response.statusCode).toBe(200);
    expect(await t.user('sales@demo.test')).toMatchObject({ name: 'Sam Seller', isAccExecutive: false });
    await test.ctx.db.update(users).set({ isAccExecutive: true }).where(eq(users.id, sales.id));
  });
});

describe('POST /configuration/user/check-campaign-active', () => {
  const check = (email: string, company_id: number, leadspeek_type: string, user_type = 'agency') =>
    t.call(email, 'POST', '/configuration/user/check-campaign-active', {
      company_id,
      leadspeek_type,
      user_type,
    });

  it('lists the active campaigns of one product below an agency or in a client', async () => {
    const acme = await t.companyId('agency@demo.test');
    expect((await check('root@demo.test', acme, 'local')).json()).toEqual({
      active_campaign_id: ['10000001'],
    });
    expect((await check('root@demo.test', acme, 'enhance')).json()).toEqual({
      active_campaign_id: ['10000101'],
    });
    expect((await check('root@demo.test', acme, 'b2b')).json()).toEqual({ active_campaign_id: [] });
    const client = await t.companyId('client@demo.test');
    expect((await check('agency@demo.test', client, 'local', 'client')).json()).toEqual({
      active_campaign_id: ['10000001'],
    });
  });

  it('answers 404 for companies the caller does not manage, and 403 for clients', async () => {
    const acme = await t.companyId('agency@demo.test');
    expect((await check('agency2@demo.test', acme, 'local')).statusCode).toBe(404);
    expect((await check('agency@demo.test', acme, 'local')).statusCode).toBe(404);
    expect((await check('sales@demo.test', await t.companyId('agency2@demo.test'), 'local')).statusCode).toBe(
      404,
    );
    expect(
      (await check('client@demo.test', await t.companyId('client@demo.test'), 'local', 'client')).statusCode,
    ).toBe(403);
  });

  it('answers 422 for an unknown product', async () => {
    const response = await check('root@demo.test', await t.companyId('agency@demo.test'), 'radio');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('leadspeek_type');
  });
});

// The demo's second client keeps its data through all of the above.
it('nothing of Beta changed', async () => {
  const [beta] = await test.ctx.db
    .select()
    .from(companies)
    .where(and(eq(companies.subdomain, 'beta')));
  expect(beta).toMatchObject({ companyName: 'Beta Growth', selectedModules: [...LEAD_MODULE_KINDS] });
  expect((await t.user('client2@demo.test')).name).toBe('Cleo Client');
});

describe('an agency added without a phone (issue 14)', () => {
  it('saves without one; a phone it once had cannot be removed', async () => {
    const owner = await t.user('agency@demo.test');
    const had = owner.phonenum;
    await test.ctx.db.update(users).set({ phonenum: null }).where(eq(users.id, owner.id));
    try {
      const response = await update(
        'root@demo.test',
        await acmeForm({ ClientPhone: '', ClientFullName: 'Alice NoPhone' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0]).toMatchObject({ name: 'Alice NoPhone', phonenum: null });

      await update('root@demo.test', await acmeForm());
      const cleared = await update('root@demo.test', await acmeForm({ ClientPhone: '' }));
      expect(cleared.statusCode).toBe(422);
      expect(cleared.json().errors.ClientPhone).toBe(messages.invalidPhone);
    } finally {
      await test.ctx.db.update(users).set({ phonenum: had }).where(eq(users.id, owner.id));
    }
  });
});
