// POST /configuration/user/log-user and the filter choices: each filter narrows, pages, time zones.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userLogs } from '../../src/db/schema/index.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { seedLog } from './seed-logs.ts';

let test: TestApp;
let rootToken: string;
let ids: { root: number; acme: number; acmeClient: number; beta: number; client: number; client2: number };
const MARCH = '2021-03-01_2021-03-31';

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  const acmeClient = await companyOf(db, 'client@demo.test');
  ids = {
    root: (await companyOf(db, 'root@demo.test')).id,
    acme: (await companyOf(db, 'agency@demo.test')).id,
    acmeClient: acmeClient.id,
    beta: (await companyOf(db, 'agency2@demo.test')).id,
    client: (await userNamed(db, 'client@demo.test')).id,
    client2: (await userNamed(db, 'client2@demo.test')).id,
  };
  const march = [
    {
      email: 'agency@demo.test',
      action: 'setting',
      description: 'acme owner saved settings',
      at: '2021-03-01T10:00',
    },
    {
      email: 'client@demo.test',
      action: 'campaign',
      description: 'acme client started 10000001',
      at: '2021-03-02T23:30',
      campaignId: '10000001',
    },
    {
      email: 'client@demo.test',
      action: 'profile',
      description: 'acme client profile',
      at: '2021-03-05T09:00',
    },
    {
      email: null,
      companyId: acmeClient.id,
      action: 'user-remove',
      description: 'acme user since removed',
      at: '2021-03-04T12:00',
    },
    {
      email: 'client2@demo.test',
      action: 'campaign',
      description: 'beta client started 10000002',
      at: '2021-03-02T12:00',
      campaignId: '10000002',
    },
    {
      email: 'agency2@demo.test',
      action: 'free-plan',
      description: 'beta only action',
      at: '2021-03-03T08:00',
    },
    {
      email: 'root@demo.test',
      action: 'sales-person',
      description: 'root set sales',
      at: '2021-03-03T12:00',
    },
  ] as const;
  for (const log of march) await seedLog(db, log);
  // 23 logs in January 2020, one an hour, for paging.
  for (let hour = 0; hour < 23; hour += 1) {
    await seedLog(db, {
      email: 'client@demo.test',
      action: 'questionnaire',
      description: `page log ${String(hour).padStart(2, '0')}`,
      at: `2020-01-10T${String(hour).padStart(2, '0')}:00`,
    });
  }
  rootToken = await test.signIn('root@demo.test');
});
afterAll(() => test.close());

const readLogs = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/configuration/user/log-user',
    headers: { ...bearer(rootToken), ...headers },
    payload: body,
  });

async function descriptionsOf(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await readLogs(body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { description: string }[]).map((row) => row.description);
}

describe('POST /api/configuration/user/log-user filters', () => {
  it('shows the company and everything below it, newest first, nothing of other agencies', async () => {
    expect(await descriptionsOf({ companyID: ids.acme, logDateRange: MARCH })).toEqual([
      'acme client profile',
      'acme user since removed',
      'acme client started 10000001',
      'acme owner saved settings',
    ]);
    expect(await descriptionsOf({ companyID: ids.acmeClient, logDateRange: MARCH })).toEqual([
      'acme client profile',
      'acme user since removed',
      'acme client started 10000001',
    ]);
  });

  it('the root reads its whole platform, its own logs included', async () => {
    const all = await descriptionsOf({ companyID: ids.root, logDateRange: MARCH });
    expect(all).toHaveLength(7);
    expect(all).toContain('root set sales');
    expect(all).toContain('beta only action');
  });

  it('carries the row fields of part 2 §3; a user who is gone leaves name and type empty', async () => {
    const response = await readLogs({ companyID: ids.acme, logDateRange: MARCH });
    const rows = response.json().data;
    expect(rows[2]).toMatchObject({
      name: 'Carl Client',
      type_user: 'Client',
      company_name: 'Acme Client Co',
      action: 'campaign',
      user_ip: '203.0.113.7',
      location: null,
      campaign_id: '10000001',
      created_at: '2021-03-03T05:30:00.000Z',
    });
    expect(rows[1]).toMatchObject({ name: null, type_user: null, company_name: 'Acme Client Co' });
    expect(rows[3]).toMatchObject({
      name: 'Alice Agency',
      type_user: 'Agency',
      company_name: 'Acme Marketing',
    });
  });

  it.each([
    ['action', { action: 'campaign' }, ['acme client started 10000001']],
    ['user type client', { userType: 'client' }, ['acme client profile', 'acme client started 10000001']],
    ['user type admin (staff and agency owners)', { userType: 'admin' }, ['acme owner saved settings']],
    ['campaign', { campaignID: '10000001' }, ['acme client started 10000001']],
    ['campaign all', { campaignID: 'all' }, null],
    ['campaign 9999', { campaignID: '9999' }, null],
    ['action 9999', { action: '9999' }, null],
  ])('narrows by %s', async (_case, filter, expected) => {
    const everything = await descriptionsOf({ companyID: ids.acme, logDateRange: MARCH });
    const narrowed = await descriptionsOf({ companyID: ids.acme, logDateRange: MARCH, ...filter });
    expect(narrowed).toEqual(expected ?? everything);
  });

  it('narrows by user, given as a number or a string', async () => {
    const expected = ['acme client profile', 'acme client started 10000001'];
    expect(await descriptionsOf({ companyID: ids.acme, logDateRange: MARCH, userID: ids.client })).toEqual(
      expected,
    );
    expect(
      await descriptionsOf({ companyID: ids.acme, logDateRange: MARCH, userID: String(ids.client) }),
    ).toEqual(expected);
  });

  it('reads a date range as whole days in the browser time zone (default America/Chicago)', async () => {
    const body = { companyID: ids.acme, logDateRange: '2021-03-02_2021-03-02' };
    expect(await descriptionsOf(body)).toEqual(['acme client started 10000001']);
    expect(await descriptionsOf(body, { 'x-timezone': 'America/Chicago' })).toEqual([
      'acme client started 10000001',
    ]);
    // 23:30 in Chicago is already the next day in UTC.
    expect(await descriptionsOf(body, { 'x-timezone': 'UTC' })).toEqual([]);
    expect(
      await descriptionsOf(
        { companyID: ids.acme, logDateRange: '2021-03-03_2021-03-03' },
        { 'x-timezone': 'UTC' },
      ),
    ).toEqual(['acme client started 10000001']);
    expect(await descriptionsOf({ companyID: ids.acme, logDateRange: '2021-03-05_2021-03-05' })).toEqual([
      'acme client profile',
    ]);
  });

  it('without filters (9999 and all) shows every log of the subtree', async () => {
    const response = await readLogs({ companyID: ids.acme });
    expect(response.statusCode).toBe(200);
    const [stored] = await test.ctx.db
      .select({ total: count() })
      .from(userLogs)
      .innerJoin(companies, eq(companies.id, userLogs.companyId))
      .where(sql`${companies.path} <@ (select path from companies where id = ${ids.acme})`);
    expect(response.json().total).toBe(stored?.total);
    expect(response.json().total).toBeGreaterThanOrEqual(27);
  });
});

describe('POST /api/configuration/user/log-user pages', () => {
  const JANUARY = '2020-01-01_2020-01-31';
  it('pages by 10, the server deciding the page size', async () => {
    const first = (await readLogs({ companyID: ids.acme, logDateRange: JANUARY })).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 23, last_page: 3 });
    expect(first.data.map((row: { description: string }) => row.description)).toEqual(
      Array.from({ length: 10 }, (_, index) => `page log ${String(22 - index).padStart(2, '0')}`),
    );
    const third = (await readLogs({ companyID: ids.acme, logDateRange: JANUARY, page: 3 })).json();
    expect(third.current_page).toBe(3);
    expect(third.data.map((row: { description: string }) => row.description)).toEqual([
      'page log 02',
      'page log 01',
      'page log 00',
    ]);
    const beyond = (await readLogs({ companyID: ids.acme, logDateRange: JANUARY, page: 4 })).json();
    expect(beyond).toMatchObject({ data: [], total: 23, last_page: 3 });
  });

  it('an empty result is one empty page', async () => {
    const empty = (await readLogs({ companyID: ids.beta, logDateRange: JANUARY })).json();
    expect(empty).toEqual({ data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 });
  });
});

describe('bad log filters answer 422 naming the field', () => {
  it.each([
    ['a date range that is not one', { logDateRange: 'last-week' }, 'logDateRange'],
    ['an end before the start', { logDateRange: '2021-03-05_2021-03-01' }, 'logDateRange'],
    ['an impossible date', { logDateRange: '2021-02-30_2021-03-01' }, 'logDateRange'],
    ['a user id that is not a number', { userID: 'abc' }, 'userID'],
    ['a user id beyond any id', { userID: '9999999999' }, 'userID'],
    ['a user type outside the list', { userType: 'sales' }, 'userType'],
    ['page 0', { page: 0 }, 'page'],
    ['a company id that is not a number', { companyID: 'acme' }, 'companyID'],
  ])('%s', async (_case, filter, field) => {
    const response = await readLogs({ companyID: ids.acme, ...filter });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('a user of another tree', async () => {
    const response = await readLogs({ companyID: ids.acme, userID: ids.client2 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('userID');
  });

  it('a time zone that does not exist', async () => {
    const response = await readLogs({ companyID: ids.acme }, { 'x-timezone': 'Mars/Olympus_Mons' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('X-Timezone');
  });

  it('a company that does not exist answers 404', async () => {
    const response = await readLogs({ companyID: 2_000_000_000 });
    expect(response.statusCode).toBe(404);
  });
});

const post = (url: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(rootToken), payload });

describe('the Filters drawer choices', () => {
  it('log-category lists the actions present in the subtree, sorted', async () => {
    const response = await post('/configuration/user/log-category', { companyID: ids.acme });
    expect(response.statusCode).toBe(200);
    const { actions } = response.json();
    expect(actions).toEqual([...actions].sort());
    expect(actions).toEqual(
      expect.arrayContaining(['campaign', 'profile', 'questionnaire', 'setting', 'user-remove']),
    );
    expect(actions).not.toContain('free-plan');
    expect(actions).not.toContain('sales-person');
    const stored = await test.ctx.db
      .selectDistinct({ action: userLogs.action })
      .from(userLogs)
      .innerJoin(companies, eq(companies.id, userLogs.companyId))
      .where(and(sql`${companies.path} <@ (select path from companies where id = ${ids.acme})`));
    expect(actions).toHaveLength(stored.length);
  });

  it('show-user lists the users of the subtree by type and search', async () => {
    const users = async (body: Record<string, unknown>) => {
      const response = await post('/configuration/user/show-user', { companyID: ids.acme, ...body });
      expect(response.statusCode).toBe(200);
      return response.json().users as { name: string; company_name: string; type_user_tx: string }[];
    };
    expect(await users({})).toEqual([
      {
        id: expect.any(Number),
        name: 'Alice Agency',
        company_name: 'Acme Marketing',
        type_user_tx: 'Agency',
      },
      { id: ids.client, name: 'Carl Client', company_name: 'Acme Client Co', type_user_tx: 'Client' },
    ]);
    expect((await users({ userType: 'client' })).map((user) => user.name)).toEqual(['Carl Client']);
    expect((await users({ userType: 'admin' })).map((user) => user.name)).toEqual(['Alice Agency']);
    expect((await users({ searchUser: 'carl' })).map((user) => user.name)).toEqual(['Carl Client']);
    expect(await users({ searchUser: '%' })).toEqual([]);
  });

  it('show-campaigns lists the campaigns of the subtree', async () => {
    const response = await post('/configuration/user/show-campaigns', { companyID: ids.acme });
    expect(response.statusCode).toBe(200);
    expect(response.json().campaigns).toEqual([
      {
        leadspeek_api_id: '10000001',
        campaign_name: 'Acme Client Co website visitors',
        company_name: 'Acme Client Co',
      },
    ]);
  });
});
