// The developer API's exclusion entries (issue 26 part 2 item 3), called with the typed client: an
// agency's token manages the client-wide lists of its own clients (the list the web's upload fills
// and purges), one entry or up to 1,000 at once, in keyset pages; another agency's client, entry or a
// token without exclusions:write changes nothing.
import { createHash } from 'node:crypto';
import { PROBLEM_CONTENT_TYPE, SUPPRESSION_MESSAGES } from '@lead/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionEntries, userLogs } from '../../src/db/schema/index.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi } from './public-api-client.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;
let acme: DeveloperAccess;
let beta: DeveloperAccess;
let acmeLeadsOnly: DeveloperAccess;

const md5 = (text: string) => createHash('md5').update(text.trim().toLowerCase()).digest('hex');

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  acme = await developerAccess(test, 'agency@demo.test', ['exclusions:write']);
  beta = await developerAccess(test, 'agency2@demo.test', ['exclusions:write']);
  acmeLeadsOnly = await developerAccess(test, 'agency@demo.test', ['leads:read']);
});
afterAll(() => test.close());

const entriesOf = async (companyId: number) =>
  test.ctx.db
    .select()
    .from(suppressionEntries)
    .where(and(eq(suppressionEntries.scope, 'client'), eq(suppressionEntries.companyId, companyId)))
    .orderBy(suppressionEntries.createdAt, suppressionEntries.id);

const countAll = async () =>
  Number(
    (await test.ctx.db.execute<{ n: string }>(sql`select count(*)::text as n from suppression_entries`))
      .rows[0]?.n,
  );

describe('POST /v1/exclusions', () => {
  it("adds an e-mail to the client's list as its hash; the same address again answers the same entry", async () => {
    const api = publicApi(test, acme.token);
    const { data, error, response } = await api.POST('/v1/exclusions', {
      body: { client_id: ids.zeta, email: '  Pat.Person@Example.com ' },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ client_id: ids.zeta, email_md5: md5('pat.person@example.com') });
    const again = await api.POST('/v1/exclusions', {
      body: { client_id: ids.zeta, email: 'pat.person@example.com' },
    });
    expect(again.data?.id).toBe(data?.id);
    const stored = await entriesOf(ids.zeta);
    expect(stored.map((row) => row.emailMd5)).toEqual([md5('pat.person@example.com')]);
    expect(stored[0]).toMatchObject({ scope: 'client', campaignId: null });
  });

  it('takes an MD5 hash as the web upload does (kept lower-cased)', async () => {
    const hash = md5('hashed@example.com');
    const { data } = await publicApi(test, acme.token).POST('/v1/exclusions', {
      body: { client_id: ids.acmeClient, email: hash.toUpperCase() },
    });
    expect(data?.email_md5).toBe(hash);
  });

  it('20 calls with one Idempotency-Key add one entry and log it once', async () => {
    const api = publicApi(test, acme.token);
    const logs = () =>
      test.ctx.db
        .select()
        .from(userLogs)
        .where(and(eq(userLogs.action, 'suppression'), sql`${userLogs.description} like 'Added 1 entry%'`));
    const loggedBefore = (await logs()).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.POST('/v1/exclusions', {
          body: { client_id: ids.acmeClient, email: 'once@example.com' },
          params: { header: { 'idempotency-key': 'exclusion-once-0001' } as never },
        }),
      ),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.data?.id)).size).toBe(1);
    const rows = (await entriesOf(ids.acmeClient)).filter((row) => row.emailMd5 === md5('once@example.com'));
    expect(rows).toHaveLength(1);
    expect((await logs()).length).toBe(loggedBefore + 1);
  });

  it.each([
    ['not an e-mail or MD5', { email: 'not-an-address' }, 'email'],
    ['a 100 KB string', { email: `${'a'.repeat(100_000)}@example.com` }, 'email'],
    ['a NUL byte', { email: 'nul\u0000@example.com' }, 'email'],
    ['no client_id', { client_id: undefined, email: 'x@example.com' }, 'client_id'],
    ['a client_id that is no number', { client_id: 'zeta', email: 'x@example.com' }, 'client_id'],
  ])('refuses %s with a 422 problem naming the field, writing nothing', async (_case, change, field) => {
    const before = await countAll();
    const { error, response } = await publicApi(test, acme.token).POST('/v1/exclusions', {
      body: Object.assign({ client_id: ids.zeta, email: 'x@example.com' }, change) as never,
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(Object.keys(error?.errors ?? {})).toContain(field);
    expect(await countAll()).toBe(before);
  });
});

describe('POST /v1/exclusions/bulk', () => {
  it('adds the good entries and counts those already there; refuses bad ones by index', async () => {
    const { data, error } = await publicApi(test, acme.token).POST('/v1/exclusions/bulk', {
      body: {
        client_id: ids.zeta,
        entries: [
          { email: 'bulk.one@example.com' },
          { email: 'not an address' },
          { email: 'pat.person@example.com' },
          { email: 'BULK.ONE@example.com' },
          { email: md5('bulk.two@example.com') },
          { email: '' },
        ],
      },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(data).toEqual({
      added: 2,
      already_there: 2,
      refused: [
        { index: 1, reason: SUPPRESSION_MESSAGES.emailOrMd5 },
        { index: 5, reason: SUPPRESSION_MESSAGES.emailOrMd5 },
      ],
    });
    expect((await entriesOf(ids.zeta)).map((row) => row.emailMd5)).toEqual(
      expect.arrayContaining([md5('bulk.one@example.com'), md5('bulk.two@example.com')]),
    );
  });

  it('takes 1,000 entries in one call', async () => {
    const entries = Array.from({ length: 1000 }, (_, index) => ({ email: `many.${index}@example.com` }));
    const { data } = await publicApi(test, acme.token).POST('/v1/exclusions/bulk', {
      body: { client_id: ids.acmeClient, entries },
    });
    expect(data).toEqual({ added: 1000, already_there: 0, refused: [] });
  });

  it.each([
    ['1,001 entries', Array.from({ length: 1001 }, (_, index) => ({ email: `over.${index}@example.com` }))],
    ['no entries', []],
    ['an entry of 100 KB', [{ email: 'fine@example.com' }, { email: 'b'.repeat(100_000) }]],
  ])('refuses %s whole: a 422 problem naming entries, nothing added', async (_case, entries) => {
    const before = await countAll();
    const { error, response } = await publicApi(test, acme.token).POST('/v1/exclusions/bulk', {
      body: { client_id: ids.zeta, entries },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {}).some((key) => key.startsWith('entries'))).toBe(true);
    expect(await countAll()).toBe(before);
  });
});

describe('GET /v1/exclusions', () => {
  it("pages through a client's entries oldest first, none skipped or repeated", async () => {
    const api = publicApi(test, acme.token);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 500; page += 1) {
      const { data, error } = await api.GET('/v1/exclusions', {
        params: { query: { client_id: ids.acmeClient, limit: 100, cursor } },
      });
      expect(error, JSON.stringify(error)).toBeUndefined();
      seen.push(...(data?.data ?? []).map((entry) => entry.id));
      cursor = data?.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual((await entriesOf(ids.acmeClient)).map((row) => row.id));
    expect(seen.length).toBeGreaterThan(1000);
  });

  it('takes since', async () => {
    await test.ctx.db
      .update(suppressionEntries)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(suppressionEntries.emailMd5, md5('pat.person@example.com')));
    const { data } = await publicApi(test, acme.token).GET('/v1/exclusions', {
      params: { query: { client_id: ids.zeta, since: '2021-01-01T00:00:00Z' } },
    });
    expect(data?.data.map((entry) => entry.email_md5)).not.toContain(md5('pat.person@example.com'));
    expect(data?.data.map((entry) => entry.email_md5)).toContain(md5('bulk.one@example.com'));
  });

  it('refuses a cursor that is not one with a 422 problem', async () => {
    const { error, response } = await publicApi(test, acme.token).GET('/v1/exclusions', {
      params: { query: { client_id: ids.zeta, cursor: 'bm90LWEtY3Vyc29y' } },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toContain('cursor');
  });
});

describe('DELETE /v1/exclusions/{entryId}', () => {
  it('removes the entry; a second delete answers 404', async () => {
    const api = publicApi(test, acme.token);
    const { data } = await api.POST('/v1/exclusions', {
      body: { client_id: ids.zeta, email: 'leaving@example.com' },
    });
    const entryId = data?.id ?? 0;
    const gone = await api.DELETE('/v1/exclusions/{entryId}', { params: { path: { entryId } } });
    expect(gone.data).toEqual({ id: entryId, deleted: true });
    expect((await entriesOf(ids.zeta)).map((row) => row.id)).not.toContain(entryId);
    const again = await api.DELETE('/v1/exclusions/{entryId}', { params: { path: { entryId } } });
    expect(again.response.status).toBe(404);
  });
});

describe('the same list as the web', () => {
  it("an entry added through the API is purged by the client's own Purge", async () => {
    await publicApi(test, acme.token).POST('/v1/exclusions', {
      body: { client_id: ids.acmeClient, email: 'web.sees.it@example.com' },
    });
    const session = await test.signIn('client@demo.test');
    const purged = await test.app.inject({
      method: 'DELETE',
      url: `/api/leadspeek/suppressionlist/purge/${ids.acmeClient}/client`,
      headers: bearer(session),
    });
    expect(purged.statusCode).toBe(200);
    expect(purged.json().purged).toBeGreaterThan(1000);
    expect(await entriesOf(ids.acmeClient)).toEqual([]);
  });
});

describe("another agency's ids and missing scopes", () => {
  it("answers another agency's client with a 404 problem, writing nothing", async () => {
    const before = await countAll();
    const api = publicApi(test, acme.token);
    const added = await api.POST('/v1/exclusions', {
      body: { client_id: ids.betaClient, email: 'cross@example.com' },
    });
    const bulk = await api.POST('/v1/exclusions/bulk', {
      body: { client_id: ids.betaClient, entries: [{ email: 'cross@example.com' }] },
    });
    const listed = await api.GET('/v1/exclusions', { params: { query: { client_id: ids.betaClient } } });
    for (const answer of [added, bulk, listed]) {
      expect(answer.response.status).toBe(404);
      expect(answer.error).toMatchObject({ status: 404, title: 'Not Found' });
    }
    expect(await countAll()).toBe(before);
  });

  it('answers an agency (not a client) as client_id with a 404 problem', async () => {
    for (const clientId of [ids.acme, ids.beta, ids.root]) {
      const { response } = await publicApi(test, acme.token).GET('/v1/exclusions', {
        params: { query: { client_id: clientId } },
      });
      expect(response.status).toBe(404);
    }
  });

  it("answers a delete of another agency's entry with a 404 problem; the entry stays", async () => {
    const { data } = await publicApi(test, beta.token).POST('/v1/exclusions', {
      body: { client_id: ids.betaClient, email: 'beta.keeps@example.com' },
    });
    const entryId = data?.id ?? 0;
    const { response, error } = await publicApi(test, acme.token).DELETE('/v1/exclusions/{entryId}', {
      params: { path: { entryId } },
    });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ status: 404 });
    expect((await entriesOf(ids.betaClient)).map((row) => row.id)).toContain(entryId);
  });

  it('answers a token without exclusions:write with a 403 problem, writing nothing', async () => {
    const before = await countAll();
    const api = publicApi(test, acmeLeadsOnly.token);
    const answers = [
      await api.GET('/v1/exclusions', { params: { query: { client_id: ids.zeta } } }),
      await api.POST('/v1/exclusions', { body: { client_id: ids.zeta, email: 'scope@example.com' } }),
      await api.POST('/v1/exclusions/bulk', {
        body: { client_id: ids.zeta, entries: [{ email: 'scope@example.com' }] },
      }),
      await api.DELETE('/v1/exclusions/{entryId}', { params: { path: { entryId: 1 } } }),
    ];
    for (const answer of answers) {
      expect(answer.response.status).toBe(403);
      expect(answer.response.headers.get('www-authenticate')).toContain('insufficient_scope');
    }
    expect(await countAll()).toBe(before);
  });
});
