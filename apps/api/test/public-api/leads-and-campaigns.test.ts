// The developer API's leads and campaigns (issue 26 part 2 items 3–4), called with the typed client
// generated from the OpenAPI document: keyset pages that neither skip nor repeat, since and campaign
// filters, one lead with its journey and score, pause and resume once whoever repeats them, and
// another agency's ids answering 404 problems with nothing changed.
import { PROBLEM_CONTENT_TYPE } from '@lead/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, userLogs } from '../../src/db/schema/index.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi } from './public-api-client.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;
let acme: DeveloperAccess;
let beta: DeveloperAccess;
let acmeCampaign = 0;
let zetaCampaign = 0;
let betaCampaign = 0;
const LEADS = 23;

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  acmeCampaign = await kit.campaign(ids.acmeClient, 'local');
  zetaCampaign = await kit.campaign(ids.zeta, 'locator', { status: 'paused' });
  betaCampaign = await kit.campaign(ids.betaClient, 'local');
  // Several leads share an instant: the cursor must still neither skip nor repeat one.
  const at = (index: number) => `2026-11-0${1 + (index % 5)}T10:00:00.000Z`;
  await kit.addLeads(
    acmeCampaign,
    Array.from({ length: LEADS }, (_, index) => ({ at: at(index) })),
  );
  await kit.addLeads(zetaCampaign, [{ at: '2026-11-20T08:00:00.000Z' }, { at: '2026-11-21T08:00:00.000Z' }]);
  await kit.addLeads(betaCampaign, [{ at: '2026-11-03T09:00:00.000Z' }]);
  acme = await developerAccess(test, 'agency@demo.test');
  beta = await developerAccess(test, 'agency2@demo.test');
});
afterAll(() => test.close());

const leadIdsOf = async (campaignId: number) =>
  (
    await test.ctx.db.execute<{ id: string }>(
      // Ordered by the column, not by its text (the output column id::text is named id too).
      sql`select id::text from leads where campaign_id = ${campaignId} order by leads.created_at, leads.id`,
    )
  ).rows.map((row) => Number(row.id));

const apiIdOf = async (campaignId: number) => {
  const [row] = await test.ctx.db
    .select({ id: campaigns.leadspeekApiId, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row) throw new Error('no campaign');
  return row;
};

describe('GET /v1/leads', () => {
  it('pages through every lead the agency may see, oldest first, none skipped or repeated', async () => {
    const api = publicApi(test, acme.token);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const { data, error, response } = await api.GET('/v1/leads', {
        params: { query: { limit: 4, cursor } },
      });
      expect(error, JSON.stringify(error)).toBeUndefined();
      expect(response.headers.get('ratelimit-policy')).toMatch(/q=\d+;w=60/);
      seen.push(...(data?.data ?? []).map((lead) => lead.id));
      cursor = data?.next_cursor ?? undefined;
      if (!cursor) break;
    }
    const acmeLeads = await leadIdsOf(acmeCampaign);
    const zetaLeads = await leadIdsOf(zetaCampaign);
    const demoLeads = (
      await test.ctx.db.execute<{
        id: string;
      }>(sql`select l.id::text from leads l join companies c on c.id = l.company_id
        where c.path <@ (select path from companies where id = ${ids.acme}) order by l.created_at, l.id`)
    ).rows.map((row) => Number(row.id));
    expect(seen).toEqual(demoLeads);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...acmeLeads, ...zetaLeads]));
    // Beta's lead is not Acme's.
    expect(seen).not.toEqual(expect.arrayContaining(await leadIdsOf(betaCampaign)));
  });

  it('answers leads in its own field names, module names and cents', async () => {
    const { data } = await publicApi(test, acme.token).GET('/v1/leads', {
      params: { query: { campaign_id: (await apiIdOf(zetaCampaign)).id } },
    });
    expect(data?.data).toHaveLength(2);
    expect(data?.data[0]).toMatchObject({
      campaign_id: (await apiIdOf(zetaCampaign)).id,
      module: 'search',
      first_name: 'Pat',
      price_cents: 100,
      created_at: '2026-11-20T08:00:00.000Z',
    });
    expect(data?.next_cursor).toBeNull();
  });

  it("pages through one campaign's leads by cursor, ties included; another agency's campaign has none", async () => {
    const api = publicApi(test, acme.token);
    const campaignId = (await apiIdOf(acmeCampaign)).id;
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const { data } = await api.GET('/v1/leads', {
        params: { query: { limit: 4, campaign_id: campaignId, cursor } },
      });
      seen.push(...(data?.data ?? []).map((lead) => lead.id));
      cursor = data?.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(await leadIdsOf(acmeCampaign));
    const other = await api.GET('/v1/leads', {
      params: { query: { campaign_id: (await apiIdOf(betaCampaign)).id } },
    });
    expect(other.data).toEqual({ data: [], next_cursor: null });
    const back = await publicApi(test, beta.token).GET('/v1/leads', {
      params: { query: { campaign_id: campaignId } },
    });
    expect(back.data).toEqual({ data: [], next_cursor: null });
  });

  it('takes since: only leads created at or after it', async () => {
    const { data } = await publicApi(test, acme.token).GET('/v1/leads', {
      params: { query: { since: '2026-11-21T00:00:00Z' } },
    });
    expect(data?.data.map((lead) => lead.created_at)).toEqual(['2026-11-21T08:00:00.000Z']);
  });

  it.each([
    ['a cursor that is not one', { cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
    ['a cursor with other characters', { cursor: "x' or 1=1" }, 'cursor'],
    ['a limit of 0', { limit: 0 }, 'limit'],
    ['a limit over 100', { limit: 101 }, 'limit'],
    ['a since that is no time', { since: 'yesterday' }, 'since'],
  ])('refuses %s with a 422 problem naming the field', async (_case, query, field) => {
    const { error, response } = await publicApi(test, acme.token).GET('/v1/leads', {
      params: { query: query as never },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(error).toMatchObject({ type: 'about:blank', status: 422, title: 'Unprocessable Entity' });
    expect(Object.keys(error?.errors ?? {})).toContain(field);
  });
});

describe('GET /v1/leads/{leadId}', () => {
  it('answers the lead with its journey fields and score', async () => {
    const [leadId] = await leadIdsOf(zetaCampaign);
    const { data, error } = await publicApi(test, acme.token).GET('/v1/leads/{leadId}', {
      params: { path: { leadId: leadId ?? 0 } },
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      id: leadId,
      module: 'search',
      pages: [],
      earlier_page_views: 0,
      score: null,
    });
  });

  it.each([
    ["another agency's lead", async () => (await leadIdsOf(betaCampaign))[0] ?? 0],
    ['an id of 2^31', async () => 2 ** 31],
    ['an id of 2^53 - 1', async () => Number.MAX_SAFE_INTEGER],
  ])('answers %s with a 404 problem', async (_case, idOf) => {
    const { error, response } = await publicApi(test, acme.token).GET('/v1/leads/{leadId}', {
      params: { path: { leadId: await idOf() } },
    });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ status: 404, title: 'Not Found' });
  });
});

describe('campaigns', () => {
  it("lists the agency's campaigns with the Site ID embed code, never another agency's", async () => {
    const { data } = await publicApi(test, acme.token).GET('/v1/campaigns', {
      params: { query: { limit: 100 } },
    });
    const listed = data?.data.map((campaign) => campaign.id) ?? [];
    expect(listed).toContain((await apiIdOf(acmeCampaign)).id);
    expect(listed).toContain((await apiIdOf(zetaCampaign)).id);
    expect(listed).not.toContain((await apiIdOf(betaCampaign)).id);
    const acmeId = (await apiIdOf(acmeCampaign)).id;
    const site = data?.data.find((campaign) => campaign.id === acmeId);
    expect(site?.module).toBe('site');
    expect(site?.embed_code).toMatch(
      /<script src="http:\/\/localhost(:\d+)?\/pixel\.js" data-campaign="\w+" async><\/script>/,
    );
    const search = data?.data.find((campaign) => campaign.module === 'search');
    expect(search?.embed_code).toBeNull();
  });

  it('filters by status and client', async () => {
    const { data } = await publicApi(test, acme.token).GET('/v1/campaigns', {
      params: { query: { status: 'paused', client_id: ids.zeta } },
    });
    expect(data?.data.map((campaign) => campaign.id)).toEqual([(await apiIdOf(zetaCampaign)).id]);
  });

  it('resumes and pauses a campaign; 20 repeats with one Idempotency-Key do it once', async () => {
    const { id } = await apiIdOf(acmeCampaign);
    const api = publicApi(test, acme.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.POST('/v1/campaigns/{campaignId}/pause', {
          params: { path: { campaignId: id }, header: { 'idempotency-key': 'pause-once-0001' } as never },
        }),
      ),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.data?.status))).toEqual(new Set(['paused']));
    const logged = await test.ctx.db
      .select()
      .from(userLogs)
      .where(
        and(eq(userLogs.action, 'campaign'), sql`${userLogs.description} like ${`Campaign ${id} %paused%`}`),
      );
    expect(logged).toHaveLength(1);
    // Pausing a paused campaign is refused, naming its status.
    const again = await api.POST('/v1/campaigns/{campaignId}/pause', {
      params: { path: { campaignId: id } },
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ status: 409, title: 'Conflict' });
    const resumed = await api.POST('/v1/campaigns/{campaignId}/resume', {
      params: { path: { campaignId: id } },
    });
    expect(resumed.data?.status).toBe('active');
  });

  it("answers another agency's campaign with 404 and changes nothing", async () => {
    const target = await apiIdOf(betaCampaign);
    const api = publicApi(test, acme.token);
    expect(
      (await api.GET('/v1/campaigns/{campaignId}', { params: { path: { campaignId: target.id } } })).response
        .status,
    ).toBe(404);
    const paused = await api.POST('/v1/campaigns/{campaignId}/pause', {
      params: { path: { campaignId: target.id } },
    });
    expect(paused.response.status).toBe(404);
    expect((await apiIdOf(betaCampaign)).status).toBe(target.status);
    // Beta reaches its own.
    const own = await publicApi(test, beta.token).GET('/v1/campaigns/{campaignId}', {
      params: { path: { campaignId: target.id } },
    });
    expect(own.data?.id).toBe(target.id);
  });
});

describe('a call the API does not have', () => {
  it('answers a 404 problem', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/api/v1/contacts' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(answer.json()).toMatchObject({ type: 'about:blank', status: 404, title: 'Not Found' });
  });
});

describe('tokens and scopes', () => {
  it('answers a missing or unknown token with a 401 problem and the Bearer challenge', async () => {
    for (const api of [publicApi(test), publicApi(test, 'x'.repeat(43))]) {
      const { error, response } = await api.GET('/v1/leads', {});
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(
        /^Bearer realm="developer-api", error="invalid_token"/,
      );
      expect(error).toMatchObject({ status: 401, title: 'Unauthorized' });
    }
  });

  it('answers a token without the scope with a 403 problem naming it', async () => {
    const narrow = await developerAccess(test, 'agency@demo.test', ['webhooks:write']);
    const { error, response } = await publicApi(test, narrow.token).GET('/v1/leads', {});
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toMatch(
      /error="insufficient_scope", scope="leads:read"/,
    );
    expect(error).toMatchObject({ status: 403 });
    const reader = await developerAccess(test, 'agency@demo.test', ['leads:read']);
    const pause = await publicApi(test, reader.token).POST('/v1/campaigns/{campaignId}/pause', {
      params: { path: { campaignId: (await apiIdOf(acmeCampaign)).id } },
    });
    expect(pause.response.status).toBe(403);
  });

  it("stops a revoked credential's token at once", async () => {
    const doomed = await developerAccess(test, 'agency@demo.test');
    const session = await test.signIn('agency@demo.test');
    const revoked = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/developer/credentials/${doomed.credentialId}`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await publicApi(test, doomed.token).GET('/v1/leads', {})).response.status).toBe(401);
  });
});
