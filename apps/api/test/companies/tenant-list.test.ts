// The tree list (part 2 §1–§2, §7 "Users and clients"): rows, children, sort cycle, search, paging,
// filters, and who may list what.
import { type ListUserType, type SortState, type TenantListRequest, tenantListPath } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies, paymentCards, subscriptions, users } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let rootId: number;
let acmeId: number;
let betaId: number;
beforeAll(async () => {
  test = await createTestApp();
  rootId = (await companyOf(test.ctx.db, 'root@demo.test')).id;
  acmeId = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  betaId = (await companyOf(test.ctx.db, 'agency2@demo.test')).id;
});
afterAll(() => test.close());

type Row = { company_name: string; name: string; email: string; [key: string]: unknown };

async function list(email: string, request: Partial<TenantListRequest> & { userType: ListUserType }) {
  const path = tenantListPath({
    companyId: rootId,
    idsys: rootId,
    sort: { sortby: null, order: null },
    search: '',
    page: 1,
    perPage: 10,
    ...request,
  });
  const response = await test.app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: bearer(await test.signIn(email)),
  });
  return response;
}

const names = (rows: Row[]) => rows.map((row) => row.company_name);

describe('agency list (userType userdownline)', () => {
  it('shows agencies with their client count, plan suffix and sales people', async () => {
    const response = await list('root@demo.test', { userType: 'userdownline' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    const acme = body.data.find((row: Row) => row.company_name === 'Acme Marketing');
    expect(acme).toMatchObject({
      name: 'Alice Agency',
      email: 'agency@demo.test',
      user_type: 'userdownline',
      package_suffix: 'WM',
      orisubdomain: 'acme',
      subdomain: 'acme.localhost',
      salesrep: 'Sam Sales',
      accountexecutive: 'Sam Sales',
      card_set: true,
      active_campaigns: 1,
      client_count: 1,
      rootpaymentterm: ['Weekly', 'Monthly', 'One Time', 'Prepaid'],
    });
    // Clients are the client list of their agency, loaded when the row opens.
    const clients = await list('root@demo.test', { userType: 'client', companyId: acmeId });
    expect(clients.json().data).toMatchObject([{ user_type: 'client', email: 'client@demo.test' }]);
    expect(body.data.find((row: Row) => row.company_name === 'Beta Growth').package_suffix).toBe('NWM');
  });

  // Part 2 §2: columns sort ascending, descending, none.
  it.each<[SortState, string[]]>([
    [{ sortby: 'company_name', order: 'asc' }, ['Acme Marketing', 'Beta Growth']],
    [{ sortby: 'company_name', order: 'desc' }, ['Beta Growth', 'Acme Marketing']],
    [{ sortby: 'full_name', order: 'asc' }, ['Acme Marketing', 'Beta Growth']],
    [{ sortby: 'full_name', order: 'desc' }, ['Beta Growth', 'Acme Marketing']],
    [{ sortby: 'email', order: 'asc' }, ['Beta Growth', 'Acme Marketing']],
    [{ sortby: 'created_at', order: 'asc' }, ['Acme Marketing', 'Beta Growth']],
    [{ sortby: 'created_at', order: 'desc' }, ['Beta Growth', 'Acme Marketing']],
    [{ sortby: null, order: null }, ['Beta Growth', 'Acme Marketing']],
  ])('sorts by %j', async (sort, expected) => {
    const response = await list('root@demo.test', { userType: 'userdownline', sort });
    expect(names(response.json().data)).toEqual(expected);
  });

  it('searches agencies by their own fields and by their clients', async () => {
    const byOwn = await list('root@demo.test', { userType: 'userdownline', search: 'bob beta' });
    expect(names(byOwn.json().data)).toEqual(['Beta Growth']);
    const byClient = await list('root@demo.test', { userType: 'userdownline', search: 'carl' });
    expect(names(byClient.json().data)).toEqual(['Acme Marketing']);
    const wildcard = await list('root@demo.test', { userType: 'userdownline', search: '%' });
    expect(wildcard.json().total).toBe(0);
  });

  it('pages a searched list: its total on every page, also past the last, and sorted by owner', async () => {
    // 'demo' is in both demo agencies' owners' e-mails: the search reads the agencies' words.
    const request = { userType: 'userdownline', search: 'demo', perPage: 1 } as const;
    const first = await list('root@demo.test', { ...request, sort: { sortby: 'full_name', order: 'asc' } });
    expect(first.json()).toMatchObject({ total: 2, last_page: 2 });
    expect(names(first.json().data)).toEqual(['Acme Marketing']);
    const second = await list('root@demo.test', {
      ...request,
      sort: { sortby: 'full_name', order: 'asc' },
      page: 2,
    });
    expect(second.json()).toMatchObject({ total: 2, last_page: 2 });
    expect(names(second.json().data)).toEqual(['Beta Growth']);
    const descending = await list('root@demo.test', {
      ...request,
      sort: { sortby: 'full_name', order: 'desc' },
    });
    expect(names(descending.json().data)).toEqual(['Beta Growth']);
    const beyond = await list('root@demo.test', { ...request, page: 3 });
    expect(beyond.json()).toMatchObject({ current_page: 3, total: 2, data: [] });
  });

  it('a search answered from the words rows keeps every rule of the list: order, a removed agency, a sales person', async () => {
    const search = (email: string, request: Partial<TenantListRequest> = {}) =>
      list(email, { userType: 'userdownline', search: 'demo', ...request }).then((response) =>
        response.json(),
      );
    const byName = (order: 'asc' | 'desc') =>
      search('root@demo.test', { sort: { sortby: 'company_name', order } });
    expect(names((await byName('asc')).data)).toEqual(['Acme Marketing', 'Beta Growth']);
    expect(names((await byName('desc')).data)).toEqual(['Beta Growth', 'Acme Marketing']);
    // Newest first when unsorted: Beta Growth was made after Acme Marketing.
    expect(names((await search('root@demo.test')).data)).toEqual(['Beta Growth', 'Acme Marketing']);
    expect(names((await search('sales@demo.test')).data)).toEqual(['Acme Marketing']);

    const gone = await createCompany(
      test.ctx.db,
      { id: rootId, path: String(rootId) },
      {
        kind: 'agency',
        companyName: 'Zephyrine Works',
      },
    );
    await test.ctx.db.insert(users).values({
      companyId: gone.id,
      userType: 'userdownline',
      name: 'Zed Owner',
      email: 'zed@zephyrine.test',
      passwordHash: 'never signs in',
    });
    expect((await search('root@demo.test', { search: 'zephyrine' })).total).toBe(1);
    await test.ctx.db.update(companies).set({ removedAt: new Date() }).where(eq(companies.id, gone.id));
    expect(await search('root@demo.test', { search: 'zephyrine' })).toMatchObject({ total: 0, data: [] });
  });

  it('pages on the server', async () => {
    const second = await list('root@demo.test', {
      userType: 'userdownline',
      sort: { sortby: 'company_name', order: 'asc' },
      page: 2,
      perPage: 1,
    });
    expect(second.json()).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(names(second.json().data)).toEqual(['Beta Growth']);
    // Past the last page the rows are empty and the total still right.
    const beyond = await list('root@demo.test', { userType: 'userdownline', page: 5, perPage: 10 });
    expect(beyond.json()).toMatchObject({ current_page: 5, total: 2, last_page: 1, data: [] });
  });

  it('filters by card, campaign status and direct payment', async () => {
    const db = test.ctx.db;
    await db.update(companies).set({ paymentStatus: 'failed' }).where(eq(companies.id, betaId));
    await db.update(companies).set({ manualBill: true }).where(eq(companies.id, acmeId));
    await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.leadspeekApiId, '10000002'));
    try {
      const only = async (request: Partial<TenantListRequest>) =>
        names((await list('root@demo.test', { userType: 'userdownline', ...request })).json().data);
      expect(await only({ cardStatus: 'failed' })).toEqual(['Beta Growth']);
      expect(await only({ cardStatus: 'notset' })).toEqual([]);
      expect(await only({ campaignStatus: 'active' })).toEqual(['Acme Marketing']);
      expect(await only({ campaignStatus: 'inactive' })).toEqual(['Beta Growth']);
      expect(await only({ filters: ['directpayment'] })).toEqual(['Acme Marketing']);
    } finally {
      await db.update(companies).set({ paymentStatus: null }).where(eq(companies.id, betaId));
      await db.update(companies).set({ manualBill: false }).where(eq(companies.id, acmeId));
      await db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.leadspeekApiId, '10000002'));
    }
  });

  it('the card filter follows an owner removing and saving a card; a staff member’s card is not the company’s', async () => {
    const db = test.ctx.db;
    const only = async (cardStatus: 'set' | 'notset') =>
      names((await list('root@demo.test', { userType: 'userdownline', cardStatus })).json().data).sort();
    const owner = await userNamed(db, 'agency2@demo.test');
    const saved = await db.select().from(paymentCards).where(eq(paymentCards.userId, owner.id));
    expect(saved.length).toBeGreaterThan(0);
    const [staff] = await db
      .insert(users)
      .values({
        companyId: betaId,
        userType: 'user',
        name: 'Card Staff',
        email: `card-staff-${Date.now()}@demo.test`,
        passwordHash: 'x',
      })
      .returning();
    if (!staff) throw new Error('no staff user');
    await db.delete(paymentCards).where(eq(paymentCards.userId, owner.id));
    try {
      expect(await only('notset')).toEqual(['Beta Growth']);
      expect(await only('set')).toEqual(['Acme Marketing']);
      const { id: _id, ...card } = saved[0] as typeof paymentCards.$inferSelect;
      await db.insert(paymentCards).values({ ...card, userId: staff.id });
      expect(await only('notset')).toEqual(['Beta Growth']);
    } finally {
      await db.delete(users).where(eq(users.id, staff.id));
      await db.insert(paymentCards).values(saved);
    }
    expect(await only('set')).toEqual(['Acme Marketing', 'Beta Growth']);
    expect(await only('notset')).toEqual([]);
  });

  it('keeps the active campaign counts of a client and its agency as campaigns change', async () => {
    const db = test.ctx.db;
    const clientId = (await companyOf(db, 'client2@demo.test')).id;
    const counts = async () => {
      const agencies = (await list('root@demo.test', { userType: 'userdownline' })).json().data as Row[];
      const clients = (await list('root@demo.test', { userType: 'client', companyId: betaId })).json()
        .data as Row[];
      return [
        agencies.find((row) => row.company_name === 'Beta Growth')?.active_campaigns,
        clients[0]?.active_campaigns,
      ];
    };
    expect(await counts()).toEqual([1, 1]);
    await db.insert(campaigns).values({
      leadspeekApiId: '19999999',
      companyId: clientId,
      module: 'locator',
      campaignName: 'Counted',
      status: 'active',
    });
    expect(await counts()).toEqual([2, 2]);
    await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.leadspeekApiId, '19999999'));
    expect(await counts()).toEqual([1, 1]);
    await db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.leadspeekApiId, '19999999'));
    await db.delete(campaigns).where(eq(campaigns.leadspeekApiId, '19999999'));
    expect(await counts()).toEqual([1, 1]);
  });

  it('shows a sales person only the agencies assigned to it', async () => {
    const response = await list('sales@demo.test', { userType: 'userdownline' });
    expect(response.statusCode).toBe(200);
    expect(names(response.json().data)).toEqual(['Acme Marketing']);
    const downline = await test.app.inject({
      method: 'GET',
      url: `/api${tenantListPath({ companyId: rootId, idsys: rootId, userType: 'userdownline', sort: { sortby: null, order: null }, search: '', page: 1, perPage: 10 }).replace('/configuration/user/', '/configuration/sales-downline/')}`,
      headers: bearer(await test.signIn('sales@demo.test')),
    });
    expect(names(downline.json().data)).toEqual(['Acme Marketing']);
  });

  it.each(['agency@demo.test', 'client@demo.test'])('is refused to %s', async (email) => {
    const response = await list(email, { userType: 'userdownline' });
    expect([403, 404]).toContain(response.statusCode);
  });
});

describe('client management (userType client)', () => {
  it("lists an agency's own clients", async () => {
    const response = await list('agency@demo.test', { userType: 'client', companyId: acmeId });
    expect(response.statusCode).toBe(200);
    expect(names(response.json().data)).toEqual(['Acme Client Co']);
  });

  it("answers 404 for another agency's clients and for the root's", async () => {
    expect((await list('agency@demo.test', { userType: 'client', companyId: betaId })).statusCode).toBe(404);
    expect((await list('agency@demo.test', { userType: 'client', companyId: rootId })).statusCode).toBe(404);
    expect((await list('client@demo.test', { userType: 'client', companyId: acmeId })).statusCode).toBe(404);
  });

  it('refuses a foreign platform id', async () => {
    const response = await list('agency@demo.test', {
      userType: 'client',
      companyId: acmeId,
      idsys: rootId + 999,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('staff lists', () => {
  it('lists the root administrators and sales people for system users', async () => {
    const admins = await list('root@demo.test', { userType: 'administrator' });
    expect(admins.json().data.map((row: Row) => row.email)).toEqual(['admin@demo.test']);
    const sales = await list('root@demo.test', { userType: 'sales' });
    expect(sales.json().data).toMatchObject([{ email: 'sales@demo.test', isAccExecutive: 'T' }]);
    const agencySales = await list('agency@demo.test', { userType: 'sales', companyId: acmeId });
    expect(agencySales.statusCode).toBe(404);
  });

  it('an agency lists its own administrators only', async () => {
    const own = await list('agency@demo.test', { userType: 'administrator', companyId: acmeId });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([]);
    const foreign = await list('agency@demo.test', { userType: 'administrator', companyId: betaId });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['/userdownline/all/bogus/asc', 'sortby'],
    ['/userdownline/all/company_name/up', 'order'],
    ['/nobody/all/null/null', 'userType'],
    ['/userdownline/everything/null/null', 'module'],
  ])('rejects %s naming %s', async (segment, field) => {
    const token = await test.signIn('root@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/user/${rootId}/all/${rootId}${segment}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {}).join()).toContain(field);
  });

  it.each([
    ['PerPage=1000', 'PerPage'],
    ['Page=0', 'Page'],
    ['CardStatus=maybe', 'CardStatus'],
    ['Filters=everything', 'Filters'],
  ])('rejects the query %s', async (query, field) => {
    const token = await test.signIn('root@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/user/${rootId}/all/${rootId}/userdownline/all/null/null?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {}).join()).toContain(field);
  });

  it('rejects a search longer than 100 characters', async () => {
    const response = await list('root@demo.test', { userType: 'userdownline', search: 'x'.repeat(101) });
    expect(response.statusCode).toBe(422);
  });
});

// Issue 24 item 5: a whole list's total is the count the database keeps (companies.clients,
// agencies), and a page past the middle is read backwards from the end; both must give exactly what
// counting and paging forwards would.
describe('long lists', () => {
  it('pages read from either end join up to the whole list, in every order', async () => {
    const acme = await companyOf(test.ctx.db, 'agency@demo.test');
    for (const index of [3, 1, 6, 0, 5, 2, 4]) {
      const client = await createCompany(test.ctx.db, acme, {
        kind: 'client',
        companyName: `Paging Client ${index}`,
      });
      await test.ctx.db.insert(users).values({
        companyId: client.id,
        userType: 'client',
        name: `Owner ${(index * 3) % 7}`,
        email: `paging${index}@paging.test`,
        passwordHash: 'never signs in',
      });
    }
    const sorts: SortState[] = [
      { sortby: 'company_name', order: 'asc' },
      { sortby: 'full_name', order: 'desc' },
      { sortby: 'email', order: 'asc' },
      { sortby: null, order: null },
    ];
    for (const sort of sorts) {
      const clients = (page: number, perPage: number) =>
        list('agency@demo.test', { userType: 'client', companyId: acmeId, sort, page, perPage });
      const whole = (await clients(1, 100)).json();
      expect(whole.total).toBe(8);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const body = (await clients(page, 3)).json();
        expect(body).toMatchObject({ total: 8, last_page: 3 });
        paged.push(...names(body.data));
      }
      expect(paged, JSON.stringify(sort)).toEqual(names(whole.data));
      expect((await clients(4, 3)).json()).toMatchObject({ total: 8, data: [] });
    }
  });

  it('counts the clients and agencies that come and go', async () => {
    const total = async (userType: ListUserType, companyId: number) =>
      (await list('root@demo.test', { userType, companyId })).json().total as number;
    const before = await total('client', betaId);
    const beta = await companyOf(test.ctx.db, 'agency2@demo.test');
    const added = await createCompany(test.ctx.db, beta, { kind: 'client', companyName: 'Comes and goes' });
    await test.ctx.db.insert(users).values({
      companyId: added.id,
      userType: 'client',
      name: 'Brief Owner',
      email: 'brief@paging.test',
      passwordHash: 'never signs in',
    });
    expect(await total('client', betaId)).toBe(before + 1);
    await test.ctx.db.update(companies).set({ removedAt: new Date() }).where(eq(companies.id, added.id));
    expect(await total('client', betaId)).toBe(before);
    // The agency list counts the same way: the searched list (counted as read) agrees with it.
    const agencies = await total('userdownline', rootId);
    const searched = await list('root@demo.test', { userType: 'userdownline', search: 'a' });
    expect(agencies).toBe(
      (await test.ctx.db.select().from(companies).where(eq(companies.kind, 'agency'))).filter(
        (row) => row.removedAt === null,
      ).length,
    );
    expect(searched.json().total).toBeLessThanOrEqual(agencies);
  });
});

it('knows the demo users', async () => {
  expect((await userNamed(test.ctx.db, 'sales@demo.test')).userType).toBe('sales');
});

describe("an agency's plan on its row", () => {
  const subscriptionOf = async (company: string) =>
    ((await list('root@demo.test', { userType: 'userdownline' })).json().data as Row[]).find(
      (row) => row.company_name === company,
    )?.subscription_status;

  it('says whether the agency has subscribed to it: chosen only, then live, then cancelled', async () => {
    // The demo's agencies chose their plans at sign-up and have not subscribed (their plan panels say so).
    expect(await subscriptionOf('Beta Growth')).toBeNull();
    const [live] = await test.ctx.db
      .insert(subscriptions)
      .values({
        agencyCompanyId: betaId,
        packageId: 'NWM',
        priceCents: 9900,
        anchorDate: '2026-12-01',
        currentPeriodStart: '2026-12-01',
        currentPeriodEnd: '2027-01-01',
      })
      .returning({ id: subscriptions.id });
    if (!live) throw new Error('no subscription inserted');
    try {
      expect(await subscriptionOf('Beta Growth')).toBe('active');
      expect(await subscriptionOf('Acme Marketing')).toBeNull();
      await test.ctx.db
        .update(subscriptions)
        .set({ status: 'cancelled' })
        .where(eq(subscriptions.id, live.id));
      expect(await subscriptionOf('Beta Growth')).toBe('cancelled');
      // An ended subscription is history: the plan is not subscribed any more.
      await test.ctx.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.id, live.id));
      expect(await subscriptionOf('Beta Growth')).toBeNull();
    } finally {
      await test.ctx.db.delete(subscriptions).where(eq(subscriptions.id, live.id));
    }
  });

  it('is not shown on a client row', async () => {
    const clients = (await list('root@demo.test', { userType: 'client', companyId: acmeId })).json()
      .data as Row[];
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.map((row) => [row.user_type, row.subscription_status])).toEqual(
      clients.map(() => ['client', null]),
    );
  });
});
