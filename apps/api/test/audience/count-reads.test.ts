// The Audience page's reads (part 2 §7 "Audience data"; issue 5 point 6): one count for polling, a
// client's count history by type and page, the page's configuration, and the Enhance ID locations —
// each limited to the clients the caller reaches (another tenant's ids are 404).
import { AUDIENCE_TARGET_LOCATIONS, CAMPAIGN_LIMITS, CAMPAIGN_FIELD_MESSAGES as M } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, leadCountRequests } from '../../src/db/schema/index.ts';
import { usStates } from '../../src/modules/general/states.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AUDIENCE_TEST_ENV, audienceKit } from './audience-kit.ts';

let test: TestApp;
const t = audienceKit(() => test);
/** Stored straight into the table: status, counts and times as each case needs. */
const ids: Record<'pending' | 'error' | 'success' | 'noresult' | 'older', number> = {
  pending: 0,
  error: 0,
  success: 0,
  noresult: 0,
  older: 0,
};
let betaCount = 0;

beforeAll(async () => {
  test = await createTestApp(AUDIENCE_TEST_ENV);
  const acme = await t.companyId('client@demo.test');
  const insert = async (values: Partial<typeof leadCountRequests.$inferInsert>, companyId = acme) => {
    const [row] = await test.ctx.db
      .insert(leadCountRequests)
      .values({ companyId, targetLocation: 'National Targeting', keyword: 'dentist', ...values })
      .returning();
    if (!row) throw new Error('insert failed');
    return row.id;
  };
  ids.older = await insert({
    status: 'success',
    count: 1,
    countWithoutGeo: 2,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  ids.noresult = await insert({
    status: 'success',
    count: 0,
    countWithoutGeo: 9,
    createdAt: new Date('2026-01-02T00:00:00Z'),
  });
  ids.error = await insert({
    status: 'error',
    error: 'partner down',
    createdAt: new Date('2026-01-03T00:00:00Z'),
  });
  ids.success = await insert({
    status: 'success',
    targetLocation: 'Zip Code',
    zipCodes: ['60601', '60602'],
    keyword: 'roof repair, plumber',
    count: 12,
    countWithoutGeo: 300,
    attempts: 2,
    completedAt: new Date('2026-01-04T01:00:00Z'),
    createdAt: new Date('2026-01-04T00:00:00Z'),
  });
  ids.pending = await insert({ status: 'pending', createdAt: new Date('2026-01-05T00:00:00Z') });
  betaCount = await insert({ status: 'success', count: 5 }, await t.companyId('client2@demo.test'));
});
afterAll(() => test.close());

const get = (email: string, url: string) => t.call(email, 'GET', `/bigdbm/services${url}`);

describe('GET /bigdbm/services/getcountcampaign/{id}', () => {
  it('answers one count in the spec fields to its client, the client agency and the assigned sales person', async () => {
    for (const email of ['client@demo.test', 'agency@demo.test', 'root@demo.test', 'sales@demo.test']) {
      const response = await get(email, `/getcountcampaign/${ids.success}`);
      expect(response.statusCode, email).toBe(200);
      expect(response.json()).toEqual({
        id: ids.success,
        company_id: await t.companyId('client@demo.test'),
        target_location: 'Zip Code',
        states: [],
        cities: [],
        zip_code: '60601\n60602',
        keyword: 'roof repair, plumber',
        keywords: ['roof repair', 'plumber'],
        count_without_geo: 300,
        count: 12,
        status: 'success',
        attempts: 2,
        created_at: '2026-01-04T00:00:00.000Z',
        completed_at: '2026-01-04T01:00:00.000Z',
      });
    }
  });

  it('another tenant count is 404, as is one that does not exist', async () => {
    for (const [email, id] of [
      ['client@demo.test', betaCount],
      ['agency@demo.test', betaCount],
      ['client2@demo.test', ids.success],
      ['agency2@demo.test', ids.success],
      ['client@demo.test', 99_999_999],
    ] as const) {
      expect((await get(email, `/getcountcampaign/${id}`)).statusCode, `${email} ${id}`).toBe(404);
    }
  });

  it('an id that is not a number is 422', async () => {
    const response = await get('client@demo.test', '/getcountcampaign/abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('id');
  });
});

describe('GET /bigdbm/services/getcountcampaignhistory/{id}/{type}', () => {
  const history = (email: string, type: string, query = '', companyEmail = 'client@demo.test') =>
    t.companyId(companyEmail).then((id) => get(email, `/getcountcampaignhistory/${id}/${type}${query}`));
  const listed = (response: { json: () => { data: { id: number }[] } }) =>
    response.json().data.map((row) => row.id);

  it('lists the client counts newest first, with the page facts', async () => {
    const response = await history('client@demo.test', 'all');
    expect(response.statusCode).toBe(200);
    expect(listed(response)).toEqual([ids.pending, ids.success, ids.error, ids.noresult, ids.older]);
    expect(response.json()).toMatchObject({ current_page: 1, per_page: 10, total: 5, last_page: 1 });
  });

  it.each([
    ['pending', ['pending']],
    ['error', ['error']],
    ['success', ['success', 'older']],
    ['noresult', ['noresult']],
  ] as const)('type %s lists only those counts', async (type, expected) => {
    const response = await history('agency@demo.test', type);
    expect(listed(response)).toEqual(expected.map((key) => ids[key]));
    expect(response.json().total).toBe(expected.length);
  });

  it('pages with Page and PerPage', async () => {
    const second = await history('client@demo.test', 'all', '?Page=2&PerPage=2');
    expect(listed(second)).toEqual([ids.error, ids.noresult]);
    expect(second.json()).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
  });

  it('an unknown type or a page size over the limit is 422', async () => {
    expect((await history('client@demo.test', 'finished')).statusCode).toBe(422);
    expect((await history('client@demo.test', 'all', '?PerPage=1000')).statusCode).toBe(422);
  });

  it('another tenant client is 404; an agency is not a client (422)', async () => {
    expect((await history('agency@demo.test', 'all', '', 'client2@demo.test')).statusCode).toBe(404);
    expect((await history('client2@demo.test', 'all', '', 'client@demo.test')).statusCode).toBe(404);
    const agency = await history('root@demo.test', 'all', '', 'agency@demo.test');
    expect(agency.statusCode).toBe(422);
    expect(agency.json().errors).toEqual({ id: M.clientOnly });
  });
});

describe('GET /bigdbm/services/configdata/{id}', () => {
  it('gives the target locations, the limits and the client Search ID and Enhance ID campaigns that are not archived', async () => {
    const acme = await t.companyId('client@demo.test');
    await t.addCampaign(acme, '30000001', 'locator', 'paused');
    await t.addCampaign(acme, '30000002', 'enhance');
    await t.addCampaign(acme, '30000003', 'b2b');
    await t.addCampaign(acme, '30000004', 'locator');
    await test.ctx.db
      .update(campaigns)
      .set({ status: 'archived' })
      .where(eq(campaigns.leadspeekApiId, '30000004'));
    const response = await get('agency@demo.test', `/configdata/${acme}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      company_id: acme,
      company_name: 'Acme Client Co',
      target_locations: [...AUDIENCE_TARGET_LOCATIONS],
      limits: {
        keywordsMax: CAMPAIGN_LIMITS.keywordsMax,
        keywordLengthMax: CAMPAIGN_LIMITS.keywordLengthMax,
        zipsMax: CAMPAIGN_LIMITS.zipsMax,
      },
    });
    expect(body.campaigns.map((row: { leadspeek_api_id: string }) => row.leadspeek_api_id).sort()).toEqual([
      '30000001',
      '30000002',
    ]);
    expect(body.campaigns).toContainEqual({
      leadspeek_api_id: '30000002',
      campaign_name: 'Test 30000002',
      module: 'enhance',
      status: 'active',
    });
    expect((await get('client@demo.test', `/configdata/${acme}`)).statusCode).toBe(200);
  });

  it('another tenant client is 404', async () => {
    const beta = await t.companyId('client2@demo.test');
    expect((await get('agency@demo.test', `/configdata/${beta}`)).statusCode).toBe(404);
    expect((await get('client@demo.test', `/configdata/${beta}`)).statusCode).toBe(404);
  });
});

describe('GET /general/enhance/location', () => {
  it('lists the US states with their codes to any signed-in user, and nobody else', async () => {
    const response = await t.call('client@demo.test', 'GET', '/general/enhance/location');
    expect(response.statusCode).toBe(200);
    expect(response.json().states).toEqual(usStates());
    expect(response.json().states).toContainEqual({ name: 'Texas', code: 'TX' });
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/general/enhance/location' });
    expect(anonymous.statusCode).toBe(401);
  });
});
