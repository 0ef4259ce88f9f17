// Isolation of the add/edit/remove routes and row actions (issue 4 "Bad input and security"): every
// route × every demo user × ids it does not manage — another agency, an unassigned agency for the
// sales person, another platform for platform staff, anything at all for clients — answers 404 or
// 403 and changes nothing.
import { DEMO_PASSWORD, NO_SORT, tenantListPath } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { hashPassword } from '../../src/platform/secrets.ts';
import { agencyCosts, ROOT_COSTS } from '../../src/seed/demo-costs.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { kit, type Method, US_PHONE } from './downline-test-kit.ts';

let test: TestApp;
const t = kit(() => test);

type Targets = {
  agency: number;
  agencyOwner: number;
  client: number;
  clientOwner: number;
  staff: number;
  sales: number;
};

/** Another platform with an agency, its client, an administrator and a sales person. */
async function otherPlatform(): Promise<Targets> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const db = test.ctx.db;
  const root = await createCompany(db, null, {
    kind: 'root',
    companyName: 'Other Platform',
    domain: 'other.test',
  });
  const agency = await createCompany(db, root, {
    kind: 'agency',
    companyName: 'Gamma Agency',
    subdomain: 'gamma',
    accountStatus: 'completed',
    paymentStatus: 'failed',
  });
  const client = await createCompany(db, agency, {
    kind: 'client',
    companyName: 'Gamma Client',
    leadspeekType: 'local',
  });
  const person = (
    companyId: number,
    email: string,
    userType: 'userdownline' | 'client' | 'administrator' | 'sales',
  ) => ({
    companyId,
    email,
    userType,
    name: email,
    passwordHash,
    isSystemUser: companyId === root.id,
  });
  const rows = await db
    .insert(users)
    .values([
      person(agency.id, 'owner@gamma.test', 'userdownline'),
      person(client.id, 'client@gamma.test', 'client'),
      person(agency.id, 'staff@gamma.test', 'administrator'),
      person(root.id, 'sales@other.test', 'sales'),
    ])
    .returning();
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? 0;
  return {
    agency: agency.id,
    agencyOwner: idOf('owner@gamma.test'),
    client: client.id,
    clientOwner: idOf('client@gamma.test'),
    staff: idOf('staff@gamma.test'),
    sales: idOf('sales@other.test'),
  };
}

async function demoAgency(ownerEmail: string, clientEmail: string, staffEmail: string): Promise<Targets> {
  await t.staffWith(ownerEmail, staffEmail, { create: true, update: true, delete: true });
  const agency = await t.companyId(ownerEmail);
  await test.ctx.db.update(companies).set({ paymentStatus: 'failed' }).where(eq(companies.id, agency));
  return {
    agency,
    agencyOwner: await t.userId(ownerEmail),
    client: await t.companyId(clientEmail),
    clientOwner: await t.userId(clientEmail),
    staff: await t.userId(staffEmail),
    sales: await t.userId('sales@demo.test'),
  };
}

const form = (target: Targets, userType: string, ClientID: number, companyID: number) => ({
  companyID,
  idsys: 1,
  userType,
  ClientID,
  ClientCompanyName: 'Taken Over',
  ClientFullName: 'Taken Over',
  ClientEmail: `taken.over.${ClientID}@evil.test`,
  ...US_PHONE,
  DownlineSubDomain: `taken-${target.agency}`,
  selectedmodules: [{ type: 'local', status: false }],
});

const listOf = (companyId: number, userType: 'client' | 'administrator') =>
  tenantListPath({
    companyId,
    idsys: 1,
    userType,
    sort: NO_SORT,
    search: '',
    page: 1,
    perPage: 10,
  });

/** Every route of this part, aimed at the targets. */
const ROUTES: [string, Method, (target: Targets) => string, (target: Targets) => object | undefined][] = [
  ['list the clients', 'GET', (x) => listOf(x.agency, 'client'), () => undefined],
  ['list the administrators', 'GET', (x) => listOf(x.agency, 'administrator'), () => undefined],
  ['view as the client', 'POST', () => '/user/switch', (x) => ({ usrID: x.clientOwner })],
  ['view as the agency', 'POST', () => '/user/switch', (x) => ({ usrID: x.agencyOwner })],
  [
    'add a client',
    'POST',
    () => '/configuration/user/create',
    (x) => ({
      companyID: x.agency,
      idsys: 1,
      userType: 'client',
      ClientFullName: 'Planted',
      ClientEmail: `planted.${x.agency}@evil.test`,
    }),
  ],
  [
    'add an administrator',
    'POST',
    () => '/configuration/user/create',
    (x) => ({
      companyID: x.agency,
      idsys: 1,
      userType: 'administrator',
      ClientFullName: 'Planted',
      ClientEmail: `planted.admin.${x.agency}@evil.test`,
    }),
  ],
  [
    'edit the agency',
    'PUT',
    () => '/configuration/user/update',
    (x) => form(x, 'userdownline', x.agencyOwner, x.agency),
  ],
  [
    'edit the client',
    'PUT',
    () => '/configuration/user/update',
    (x) => form(x, 'client', x.clientOwner, x.agency),
  ],
  [
    'edit the administrator',
    'PUT',
    () => '/configuration/user/update',
    (x) => form(x, 'administrator', x.staff, x.agency),
  ],
  [
    'check active campaigns',
    'POST',
    () => '/configuration/user/check-campaign-active',
    (x) => ({ company_id: x.agency, leadspeek_type: 'local', user_type: 'agency' }),
  ],
  [
    'remove the client',
    'DELETE',
    (x) => `/configuration/user/remove/${x.client}/${x.clientOwner}`,
    () => undefined,
  ],
  [
    'remove the agency',
    'DELETE',
    (x) => `/configuration/user/remove/${x.agency}/${x.agencyOwner}`,
    () => undefined,
  ],
  [
    'remove the administrator',
    'DELETE',
    (x) => `/configuration/user/remove/${x.agency}/${x.staff}`,
    () => undefined,
  ],
  [
    'resend an invitation',
    'POST',
    () => '/configuration/user/resendinvitation',
    (x) => ({ userID: x.clientOwner }),
  ],
  [
    'switch manual bill',
    'PUT',
    () => '/configuration/user/manual-bill',
    (x) => ({ companyID: x.agency, manualBill: 'T' }),
  ],
  [
    'set the free plan',
    'PUT',
    () => '/configuration/setting/freepackage',
    (x) => ({ CompanyID: x.agency, packageID: 'FREE' }),
  ],
  [
    'settle a failed payment',
    'PUT',
    () => '/general/manual-bill-settlement',
    (x) => ({ userID: x.agencyOwner }),
  ],
  [
    'read the sales list for the agency',
    'GET',
    (x) => `/configuration/sales/list/${x.agency}`,
    () => undefined,
  ],
  [
    'set sales people',
    'PUT',
    () => '/configuration/sales',
    (x) => ({ companyID: x.agency, salesRep: x.sales, salesAE: null, salesRef: null }),
  ],
  ['read the agency costs', 'GET', (x) => `/configuration/setting/${x.agency}/costagency`, () => undefined],
  [
    'save the agency costs',
    'PUT',
    (x) => `/configuration/setting/${x.agency}/costagency`,
    () => agencyCosts(ROOT_COSTS),
  ],
];

let targets: Record<string, Targets>;
beforeAll(async () => {
  test = await createTestApp();
  const acme = await demoAgency('agency@demo.test', 'client@demo.test', 'staff@acme.test');
  const beta = await demoAgency('agency2@demo.test', 'client2@demo.test', 'staff@beta.test');
  const other = await otherPlatform();
  targets = { acme, beta, other };
  // Campaigns would stop removals for another reason: these must be refused for who is asking.
  await test.ctx.db.execute(`update campaigns set status = 'paused'`);
});
afterAll(() => test.close());

/** Who asks, and which trees it must not reach. */
const ACTORS: [string, string[]][] = [
  ['root@demo.test', ['other']],
  ['admin@demo.test', ['other']],
  ['sales@demo.test', ['beta', 'other']],
  ['agency@demo.test', ['beta', 'other']],
  ['agency2@demo.test', ['acme', 'other']],
  // Clients manage nothing, not even their own agency's tree.
  ['client@demo.test', ['acme', 'beta']],
  ['client2@demo.test', ['beta', 'acme']],
];

describe.each(ACTORS)('%s', (actor, trees) => {
  it.each(ROUTES.flatMap((route) => trees.map((tree) => [route[0], tree, route] as const)))(
    '%s in %s → 404 or 403, nothing changed',
    async (_name, tree, [, method, url, payload]) => {
      const target = targets[tree];
      if (!target) throw new Error(`no tree ${tree}`);
      await t.tokenOf(actor);
      const before = await t.fingerprint();
      const response = await t.call(actor, method, url(target), payload(target));
      expect([403, 404]).toContain(response.statusCode);
      expect(await t.fingerprint()).toBe(before);
    },
  );
});

// Without this, a route that refused everyone would pass the matrix above.
it('the matrix is not vacuous: root reaches its own agency through every one of the same calls', async () => {
  const acme = targets.acme;
  if (!acme) throw new Error('no acme');
  // Removals last (administrator, client, then the agency), so every other call still has its row.
  const removals = ['remove the administrator', 'remove the client', 'remove the agency'].map((removal) => {
    const route = ROUTES.find(([name]) => name === removal);
    if (!route) throw new Error(`no route ${removal}`);
    return route;
  });
  const others = ROUTES.filter(([name]) => !name.startsWith('remove'));
  // The newest log id: a removal cascades the removed company's own rows away, so counts would lie.
  const logCount = async () =>
    (await test.ctx.db.execute<{ n: number }>('select coalesce(max(id), 0)::int as n from user_logs')).rows[0]
      ?.n ?? 0;
  for (const [name, method, url, payload] of [...others, ...removals]) {
    const logsBefore = await logCount();
    const response = await t.call('root@demo.test', method, url(acme), payload(acme));
    expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
    // Part 2 §3: every mutating action writes a user-log row; reads write none.
    const reads = method === 'GET' || name === 'check active campaigns';
    if (reads) expect(await logCount(), `${name} writes no log`).toBe(logsBefore);
    else expect(await logCount(), `${name} logs`).toBeGreaterThan(logsBefore);
  }
});
