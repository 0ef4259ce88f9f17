// POST /v1/campaigns (issue 26 part 2 item 3), called with the typed client: our field names go to the
// web's own campaign creation, so the campaign is a draft priced as on the web, answered in the
// Campaign shape with its embed code; the wizard's required targeting is asked; refusals name our
// fields; 20 identical calls with one Idempotency-Key make one campaign; another agency's client is
// a 404 with nothing written.
import { messages, PROBLEM_CONTENT_TYPE } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies } from '../../src/db/schema/index.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi } from './public-api-client.ts';

let test: TestApp;
let acme: DeveloperAccess;
let acmeClient = 0;
let betaClient = 0;
beforeAll(async () => {
  test = await createTestApp();
  acmeClient = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  betaClient = (await companyOf(test.ctx.db, 'client2@demo.test')).id;
  // Acme Client Co may buy all four products here.
  await test.ctx.db
    .update(companies)
    .set({ leadspeekType: 'local|locator|enhance|b2b' })
    .where(eq(companies.id, acmeClient));
  acme = await developerAccess(test, 'agency@demo.test');
});
afterAll(() => test.close());

const create = (body: object, token = acme.token, key?: string) =>
  publicApi(test, token).POST('/v1/campaigns', {
    body: body as never,
    ...(key && { params: { header: { 'idempotency-key': key } as never } }),
  });

const campaignCount = async () =>
  Number(
    (await test.ctx.db.execute<{ n: string }>(sql`select count(*)::text as n from campaigns`)).rows[0]?.n,
  );

const stored = async (apiId: string) => {
  const [row] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.leadspeekApiId, apiId));
  return row;
};

describe('POST /v1/campaigns', () => {
  it('creates a draft Site ID campaign priced as on the web, with its embed code', async () => {
    const { data, error, response } = await create({
      client_id: acmeClient,
      name: '  API visitors ',
      module: 'site',
      site_url: 'https://acme-client.example.com/api',
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'API visitors',
      module: 'site',
      status: 'draft',
      client_id: acmeClient,
      site_url: 'https://acme-client.example.com/api',
    });
    expect(data?.id).toMatch(/^\d{8}$/);
    expect(data?.embed_code).toMatch(new RegExp(`data-campaign="${data?.id}"`));
    // The demo agency's Weekly prices (seed/demo-costs.ts), as the web's create applies them.
    expect(await stored(data?.id ?? '')).toMatchObject({
      companyId: acmeClient,
      module: 'local',
      status: 'draft',
      paymentTerm: 'Weekly',
      platformFeeCents: 25000,
      minCostCents: 10000,
    });
  });

  it('creates a Search ID campaign with keywords and states, and Enhance and B2B campaigns', async () => {
    const search = await create({
      client_id: acmeClient,
      name: 'API search',
      module: 'search',
      keywords: ['roof repair', 'roof repair', 'gutters'],
      states: ['tx'],
      zip_codes: ['75001'],
    });
    expect(search.response.status).toBe(201);
    expect(search.data).toMatchObject({ module: 'search', embed_code: null });
    expect(await stored(search.data?.id ?? '')).toMatchObject({
      module: 'locator',
      locatorState: ['TX'],
      locatorZip: ['75001'],
    });
    for (const [module, targeting] of [
      ['enhance', { attributes: ['age'] }],
      ['b2b', { job_titles: ['Owner'] }],
    ] as const) {
      const made = await create({ client_id: acmeClient, name: `API ${module}`, module, ...targeting });
      expect(made.data?.module).toBe(module);
    }
  });

  it('20 identical calls with one Idempotency-Key at once make one campaign', async () => {
    const body = {
      client_id: acmeClient,
      name: 'Once campaign',
      module: 'site',
      site_url: 'https://a.example.com',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(body, acme.token, 'campaign-once-0001')),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.data?.id)).size).toBe(1);
    const made = await test.ctx.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.campaignName, 'Once campaign'));
    expect(made).toHaveLength(1);
  });

  it.each([
    ['a Site ID campaign without site_url', { module: 'site' }, { site_url: messages.apiSiteUrlRequired }],
    [
      'a Search ID campaign without keywords',
      { module: 'search', national_targeting: true },
      { keywords: messages.apiKeywordsRequired },
    ],
    [
      'an Enhance ID campaign without attributes',
      { module: 'enhance' },
      { attributes: messages.apiAttributesRequired },
    ],
    [
      'a B2B ID campaign without industries or job titles',
      { module: 'b2b' },
      { industries: messages.apiB2bTargetRequired },
    ],
    [
      'a field of another module',
      { module: 'site', site_url: 'https://a.example.com', keywords: ['x'] },
      { keywords: messages.apiWrongModuleField },
    ],
    [
      'national and local targeting at once',
      { module: 'search', keywords: ['x'], national_targeting: true, states: ['TX'] },
      { national_targeting: expect.any(String) },
    ],
    [
      'an unknown state',
      { module: 'search', keywords: ['x'], states: ['ZZ'] },
      { states: expect.any(String) },
    ],
    [
      'a term the agency does not offer',
      { module: 'site', site_url: 'https://a.example.com', payment_term: 'Nope' },
      { payment_term: expect.any(String) },
    ],
  ])('refuses %s with a 422 problem naming our field, writing nothing', async (_case, fields, errors) => {
    const before = await campaignCount();
    const { error, response } = await create({ client_id: acmeClient, name: 'Refused', ...fields });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(error?.errors).toEqual(errors);
    expect(await campaignCount()).toBe(before);
  });

  it.each([
    [
      'a module of the client it has not enabled',
      { module: 'site', site_url: 'https://a.example.com' },
      'module',
    ],
    ['no name', { name: ' ', module: 'site', site_url: 'https://a.example.com' }, 'name'],
    [
      'a 100 KB name',
      { name: 'x'.repeat(100_000), module: 'site', site_url: 'https://a.example.com' },
      'name',
    ],
    ['a NUL byte', { name: 'A\u0000B', module: 'site', site_url: 'https://a.example.com' }, 'name'],
    ['an internal module key', { module: 'local', site_url: 'https://a.example.com' }, 'module'],
    ['a site_url that is no address', { module: 'site', site_url: 'not a url' }, 'site_url'],
  ])('refuses %s with a 422 problem naming our field', async (_case, fields, field) => {
    if (field === 'module' && fields.module === 'site') {
      await test.ctx.db
        .update(companies)
        .set({ leadspeekType: 'locator' })
        .where(eq(companies.id, acmeClient));
    }
    const before = await campaignCount();
    const { error, response } = await create({ client_id: acmeClient, name: 'Refused', ...fields });
    await test.ctx.db
      .update(companies)
      .set({ leadspeekType: 'local|locator|enhance|b2b' })
      .where(eq(companies.id, acmeClient));
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual([field]);
    expect(await campaignCount()).toBe(before);
  });

  it("answers another agency's client with a 404 problem and writes nothing", async () => {
    const before = await campaignCount();
    const { error, response } = await create({
      client_id: betaClient,
      name: 'Not mine',
      module: 'site',
      site_url: 'https://a.example.com',
    });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ status: 404 });
    expect(await campaignCount()).toBe(before);
  });

  it('refuses a token without campaigns:write with a 403 problem', async () => {
    const reader = await developerAccess(test, 'agency@demo.test', ['leads:read']);
    const before = await campaignCount();
    const { response } = await create(
      { client_id: acmeClient, name: 'Read only', module: 'site', site_url: 'https://a.example.com' },
      reader.token,
    );
    expect(response.status).toBe(403);
    expect(await campaignCount()).toBe(before);
  });
});
