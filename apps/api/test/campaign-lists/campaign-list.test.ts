// GET /leadspeek/client/{group}/{type}/{companyID}/{clientID}/{sortby}/{order}/{search} (part 2 §7
// "Campaigns"; issue 5 point 4): rows, the sort cycle, status filter, archived view, search, paging,
// group and client filters, validation, and who sees which campaigns.
import {
  type CampaignListRequest,
  type CampaignSortState,
  campaignListInput,
  campaignListRoutes,
  nextCampaignSort,
  pathOf,
  queryStringOf,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companyGroups } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { listKit } from './list-test-kit.ts';

let test: TestApp;
const { call } = listKit(() => test);
const ids = { root: 0, acme: 0, acmeClient: 0, zeta: 0, beta: 0, betaClient: 0, vipGroup: 0 };

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  const acme = await companyOf(db, 'agency@demo.test');
  ids.root = (await companyOf(db, 'root@demo.test')).id;
  ids.acme = acme.id;
  ids.acmeClient = (await companyOf(db, 'client@demo.test')).id;
  ids.beta = (await companyOf(db, 'agency2@demo.test')).id;
  ids.betaClient = (await companyOf(db, 'client2@demo.test')).id;
  ids.zeta = (await createCompany(db, acme, { kind: 'client', companyName: 'Zeta Shop' })).id;
  const [vip] = await db
    .insert(companyGroups)
    .values({ companyId: ids.acme, module: 'local', groupName: 'VIP' })
    .returning();
  ids.vipGroup = vip?.id ?? 0;
  const add = (values: Partial<typeof campaigns.$inferInsert> & { leadspeekApiId: string }) =>
    db.insert(campaigns).values({ companyId: ids.acmeClient, module: 'local', campaignName: 'x', ...values });
  await add({
    leadspeekApiId: '20000001',
    campaignName: 'Alpha launch',
    status: 'paused',
    startDate: '2026-01-10',
    endDate: '2026-03-01',
    timezone: 'America/New_York',
    paymentTerm: 'Monthly',
    platformFeeCents: 15000,
    minCostCents: 50000,
    costPerLeadCents: 125,
    companyGroupId: ids.vipGroup,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  await add({
    leadspeekApiId: '20000002',
    campaignName: 'Beach promo',
    companyId: ids.zeta,
    status: 'draft',
    startDate: '2026-02-01',
    createdAt: new Date('2025-02-01T00:00:00Z'),
  });
  await add({
    leadspeekApiId: '20000003',
    campaignName: 'Cold leads',
    status: 'stopped',
    createdAt: new Date('2025-03-01T00:00:00Z'),
  });
  await add({
    leadspeekApiId: '20000004',
    campaignName: 'Dormant archive',
    status: 'archived',
    createdAt: new Date('2025-04-01T00:00:00Z'),
  });
  await add({
    leadspeekApiId: '20000005',
    campaignName: 'Search campaign',
    module: 'locator',
    status: 'active',
  });
});
afterAll(() => test.close());

type Row = { leadspeek_api_id: string; [key: string]: unknown };

function listUrl(request: Partial<CampaignListRequest>) {
  const { params, query } = campaignListInput({
    group: 'all',
    module: 'local',
    companyId: ids.acme,
    clientId: 'all',
    sort: { sortby: null, order: null },
    search: '',
    page: 1,
    perPage: 10,
    ...request,
  });
  return pathOf(campaignListRoutes.listCampaigns, params) + queryStringOf(query);
}

async function list(email: string, request: Partial<CampaignListRequest> = {}) {
  return call(email, 'GET', listUrl(request));
}

async function apiIds(email: string, request: Partial<CampaignListRequest> = {}) {
  const response = await list(email, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: Row) => row.leadspeek_api_id) as string[];
}

describe('rows and paging', () => {
  it('answers a page of the module’s campaigns with client, group, dates, zone and price in cents', async () => {
    const response = await list('agency@demo.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 4, last_page: 1 });
    const alpha = body.data.find((row: Row) => row.leadspeek_api_id === '20000001');
    expect(alpha).toMatchObject({
      campaign_name: 'Alpha launch',
      module: 'local',
      status: 'paused',
      company_id: ids.acmeClient,
      company_name: 'Acme Client Co',
      company_group_id: ids.vipGroup,
      group_name: 'VIP',
      start_date: '2026-01-10',
      end_date: '2026-03-01',
      timezone: 'America/New_York',
      payment_term: 'Monthly',
      platform_fee_cents: 15000,
      min_cost_cents: 50000,
      cost_per_lead_cents: 125,
      created_at: '2025-01-01T00:00:00.000Z',
    });
    expect(typeof alpha.id).toBe('number');
    const beach = body.data.find((row: Row) => row.leadspeek_api_id === '20000002');
    expect(beach).toMatchObject({ company_name: 'Zeta Shop', group_name: null, end_date: null });
  });

  it('pages with Page and PerPage', async () => {
    const first = (await list('agency@demo.test', { perPage: 3 })).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(first.data).toHaveLength(3);
    const second = (await list('agency@demo.test', { perPage: 3, page: 2 })).json();
    expect(second).toMatchObject({ current_page: 2, total: 4, last_page: 2 });
    expect(second.data.map((row: Row) => row.leadspeek_api_id)).toEqual(['20000001']);
    const past = (await list('agency@demo.test', { perPage: 3, page: 9 })).json();
    expect(past).toMatchObject({ total: 4, data: [] });
  });

  it('defaults to 10 per page and refuses more than 100', async () => {
    const plain = await call(
      'agency@demo.test',
      'GET',
      `/leadspeek/client/all/local/${ids.acme}/all/null/null`,
    );
    expect(plain.json()).toMatchObject({ current_page: 1, per_page: 10, total: 4 });
    const tooMany = await list('agency@demo.test', { perPage: 101 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('PerPage');
    const zero = await call('agency@demo.test', 'GET', `${listUrl({})}`.replace('Page=1', 'Page=0'));
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toHaveProperty('Page');
  });

  it('lists another module by type', async () => {
    expect(await apiIds('agency@demo.test', { module: 'locator' })).toEqual(['20000005']);
    expect(await apiIds('agency@demo.test', { module: 'b2b' })).toEqual([]);
  });
});

describe('sorting', () => {
  it.each<[CampaignSortState, string[]]>([
    [{ sortby: 'campaign_name', order: 'asc' }, ['10000001', '20000001', '20000002', '20000003']],
    [{ sortby: 'campaign_name', order: 'desc' }, ['20000003', '20000002', '20000001', '10000001']],
    [{ sortby: 'company_name', order: 'asc' }, ['10000001', '20000001', '20000003', '20000002']],
    [{ sortby: 'company_name', order: 'desc' }, ['20000002', '20000003', '20000001', '10000001']],
    [{ sortby: 'status', order: 'asc' }, ['10000001', '20000002', '20000001', '20000003']],
    [{ sortby: 'created_at', order: 'asc' }, ['20000001', '20000002', '20000003', '10000001']],
    [{ sortby: 'start_date', order: 'asc' }, ['20000001', '20000002', '10000001', '20000003']],
    [{ sortby: 'start_date', order: 'desc' }, ['20000002', '20000001', '20000003', '10000001']],
    [{ sortby: 'end_date', order: 'asc' }, ['20000001', '10000001', '20000002', '20000003']],
    [{ sortby: null, order: null }, ['10000001', '20000003', '20000002', '20000001']],
  ])('sorts by %j (no sort = newest first, blank dates last)', async (sort, expected) => {
    expect(await apiIds('agency@demo.test', { sort })).toEqual(expected);
  });

  it('cycles a column ascending, descending, then no sort', () => {
    let state: CampaignSortState = { sortby: null, order: null };
    state = nextCampaignSort(state, 'campaign_name');
    expect(state).toEqual({ sortby: 'campaign_name', order: 'asc' });
    state = nextCampaignSort(state, 'campaign_name');
    expect(state).toEqual({ sortby: 'campaign_name', order: 'desc' });
    state = nextCampaignSort(state, 'campaign_name');
    expect(state).toEqual({ sortby: null, order: null });
    expect(nextCampaignSort({ sortby: 'status', order: 'desc' }, 'created_at')).toEqual({
      sortby: 'created_at',
      order: 'asc',
    });
  });

  it('refuses an unknown sort column or order naming the segment', async () => {
    const column = await call(
      'agency@demo.test',
      'GET',
      `/leadspeek/client/all/local/${ids.acme}/all/password/asc`,
    );
    expect(column.statusCode).toBe(422);
    expect(column.json().errors).toHaveProperty('sortby');
    const order = await call(
      'agency@demo.test',
      'GET',
      `/leadspeek/client/all/local/${ids.acme}/all/status/up`,
    );
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toHaveProperty('order');
  });
});

describe('filters, archived view and search', () => {
  it.each([
    ['active', ['10000001']],
    ['paused', ['20000001']],
    ['stopped', ['20000003']],
    ['draft', ['20000002']],
    ['all', ['10000001', '20000003', '20000002', '20000001']],
  ] as const)('CampaignStatus=%s', async (campaignStatus, expected) => {
    expect(await apiIds('agency@demo.test', { campaignStatus })).toEqual(expected);
  });

  it('shows archived campaigns only in the archived view', async () => {
    expect(await apiIds('agency@demo.test')).not.toContain('20000004');
    expect(await apiIds('agency@demo.test', { view: 'archived' })).toEqual(['20000004']);
    expect(await apiIds('agency@demo.test', { view: 'archived', search: 'alpha' })).toEqual([]);
    const bad = await call('agency@demo.test', 'GET', listUrl({}).replace('view=campaign', 'view=trash'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('view');
    const status = await call(
      'agency@demo.test',
      'GET',
      listUrl({}).replace('CampaignStatus=all', 'CampaignStatus=archived'),
    );
    expect(status.statusCode).toBe(422);
    expect(status.json().errors).toHaveProperty('CampaignStatus');
  });

  it.each([
    ['beach', ['20000002']],
    ['ALPHA', ['20000001']],
    ['20000003', ['20000003']],
    ['zeta', ['20000002']],
    ['acme client', ['10000001', '20000003', '20000001']],
    ['100%', []],
    ['nothing like this', []],
  ])('searches %j in campaign name, campaign id and client name', async (search, expected) => {
    expect(await apiIds('agency@demo.test', { search })).toEqual(expected);
  });

  it('filters by one client the caller reaches', async () => {
    expect(await apiIds('agency@demo.test', { clientId: ids.zeta })).toEqual(['20000002']);
    expect(await apiIds('agency@demo.test', { clientId: ids.acmeClient })).toEqual([
      '10000001',
      '20000003',
      '20000001',
    ]);
    const bad = await call(
      'agency@demo.test',
      'GET',
      `/leadspeek/client/all/local/${ids.acme}/someone/null/null`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('clientID');
    // The agency company itself is not a client.
    expect((await list('agency@demo.test', { clientId: ids.acme })).statusCode).toBe(404);
  });

  it('filters by a company group of the module', async () => {
    expect(await apiIds('agency@demo.test', { group: ids.vipGroup })).toEqual(['20000001']);
    const [locatorGroup] = await test.ctx.db
      .insert(companyGroups)
      .values({ companyId: ids.acme, module: 'locator', groupName: 'Searchers' })
      .returning();
    const otherModule = await list('agency@demo.test', { group: locatorGroup?.id ?? 0 });
    expect(otherModule.statusCode).toBe(422);
    expect(otherModule.json().errors).toHaveProperty('group');
    const word = await call(
      'agency@demo.test',
      'GET',
      `/leadspeek/client/vip/local/${ids.acme}/all/null/null`,
    );
    expect(word.statusCode).toBe(422);
    expect(word.json().errors).toHaveProperty('group');
    expect((await list('agency@demo.test', { group: 999999 })).statusCode).toBe(404);
  });

  it('refuses an unknown module naming type', async () => {
    const response = await call(
      'agency@demo.test',
      'GET',
      `/leadspeek/client/all/leadspeek/${ids.acme}/all/null/null`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('type');
  });
});

describe('who sees which campaigns', () => {
  it('needs a signed-in caller', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api${listUrl({})}` });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an agency listing Beta’s company, client or group (404)', async () => {
    expect((await list('agency@demo.test', { companyId: ids.beta })).statusCode).toBe(404);
    expect((await list('agency@demo.test', { clientId: ids.betaClient })).statusCode).toBe(404);
    expect((await list('agency@demo.test', { companyId: ids.betaClient })).statusCode).toBe(404);
    const [betaGroup] = await test.ctx.db
      .insert(companyGroups)
      .values({ companyId: ids.beta, module: 'local', groupName: 'Beta folder' })
      .returning();
    expect((await list('agency@demo.test', { group: betaGroup?.id ?? 0 })).statusCode).toBe(404);
    expect(await apiIds('agency@demo.test', { search: '10000002' })).toEqual([]);
  });

  it('shows a client only its own company’s campaigns', async () => {
    expect(await apiIds('client@demo.test', { companyId: ids.acmeClient })).toEqual([
      '10000001',
      '20000003',
      '20000001',
    ]);
    expect((await list('client@demo.test', { companyId: ids.acme })).statusCode).toBe(404);
    expect((await list('client@demo.test', { companyId: ids.zeta })).statusCode).toBe(404);
    expect(
      (await list('client@demo.test', { companyId: ids.acmeClient, clientId: ids.zeta })).statusCode,
    ).toBe(404);
    expect(await apiIds('client2@demo.test', { companyId: ids.betaClient })).toEqual(['10000002']);
  });

  it('shows platform staff every agency’s campaigns from the root', async () => {
    const rows = await apiIds('root@demo.test', { companyId: ids.root });
    expect(rows).toEqual(expect.arrayContaining(['10000001', '10000002', '20000001']));
    expect(await apiIds('admin@demo.test', { companyId: ids.beta })).toEqual(['10000002']);
  });

  it('shows a sales person only the clients of its assigned agencies', async () => {
    const rows = await apiIds('sales@demo.test', { companyId: ids.root });
    expect(rows).toContain('10000001');
    expect(rows).not.toContain('10000002');
    expect((await list('sales@demo.test', { companyId: ids.beta })).statusCode).toBe(404);
    expect(
      (await list('sales@demo.test', { companyId: ids.root, clientId: ids.betaClient })).statusCode,
    ).toBe(404);
  });

  it('follows a campaign moved out of a group: the group filter no longer finds it', async () => {
    await test.ctx.db
      .update(campaigns)
      .set({ companyGroupId: null })
      .where(eq(campaigns.leadspeekApiId, '20000001'));
    expect(await apiIds('agency@demo.test', { group: ids.vipGroup })).toEqual([]);
    await test.ctx.db
      .update(campaigns)
      .set({ companyGroupId: ids.vipGroup })
      .where(eq(campaigns.leadspeekApiId, '20000001'));
  });
});
