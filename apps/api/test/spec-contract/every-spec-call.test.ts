// Runs every call of the specification's web client (spec-calls.ts, one row a call) as the
// specification writes it, and holds the table against the committed list of the calls the
// specification names (spec-call-list.txt, made by extract-spec-calls.ts), so a change cannot break
// a spec call, or drop one from the table, silently (issue 26 part 1).
import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations, users } from '../../src/db/schema/index.ts';
import { sealSecret } from '../../src/platform/secret-box.ts';
import { campaignKit } from '../campaigns/campaign-kit.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import {
  CLICKFUNNELS_KEY,
  CLICKFUNNELS_SUBDOMAIN,
  CLICKFUNNELS_WORKSPACE,
  startFakeClickFunnels,
} from '../integrations/fakes/fake-clickfunnels.ts';
import { lastCodeTo } from '../outbox.ts';
import { bearer, createTestApp, DEMO_HOSTS, type TestApp } from '../test-app.ts';
import { callKey, extractSpecCalls } from './extract-spec-calls.ts';
import { agencyEmail, createAgency, type Demo, SPEC_CALLS, type SpecCallRow } from './spec-calls.ts';

let test: TestApp;
let clickFunnels: Awaited<ReturnType<typeof startFakeClickFunnels>>;
const t = campaignKit(() => test);
let demo: Demo;
const hosts = new Map(Object.entries(DEMO_HOSTS));

beforeAll(async () => {
  clickFunnels = await startFakeClickFunnels();
  // Offline defaults: webhooks are not looked up in DNS; ClickFunnels is its fake.
  test = await createTestApp({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: 'spec call tests key, at least thirty-two characters',
    CLICKFUNNELS_BASE_URL: `${clickFunnels.url}/{subdomain}`,
  });
  demo = await loadDemo();
  // Every demo user signs in once, before any row changes one (two-factor, passwords).
  for (const email of Object.keys(DEMO_HOSTS)) await t.tokenOf(email, hosts.get(email));
});
afterAll(async () => {
  await test.close();
  await clickFunnels.close();
});

async function loadDemo(): Promise<Demo> {
  const db = test.ctx.db;
  const ids = new Map<string, { id: number; companyId: number; roleId: number | null }>();
  const remember = async (emails: string[]) => {
    const rows = await db.select().from(users).where(inArray(users.email, emails));
    for (const row of rows) ids.set(row.email, { id: row.id, companyId: row.companyId, roleId: row.roleId });
  };
  await remember(Object.keys(DEMO_HOSTS));
  const known = (email: string) => {
    const found = ids.get(email);
    if (!found) throw new Error(`no user ${email} read for the spec calls`);
    return found;
  };
  let nextCampaign = 91_000_000;
  const freshCampaign = async (
    module: 'local' | 'locator' = 'local',
    values: Record<string, unknown> = {},
  ) => {
    nextCampaign += 1;
    const row = await insertDemoCampaign(db, String(nextCampaign), { module, ...values });
    return row.leadspeekApiId;
  };
  const call: Demo['call'] = (email, method, path, payload) => t.call(email, method, path, payload);
  return {
    userId: (email) => known(email).id,
    companyId: (email) => known(email).companyId,
    roleId: (email) => known(email).roleId ?? 0,
    campaign: { local: await freshCampaign('local'), locator: await freshCampaign('locator') },
    freshCampaign,
    async freshAgency(name) {
      const created = await call(
        'root@demo.test',
        'POST',
        '/configuration/user/create',
        createAgency(demo, name),
      );
      if (created.statusCode !== 200)
        throw new Error(`agency ${name} not made: ${JSON.stringify(created.json())}`);
      const email = agencyEmail(name);
      await remember([email]);
      return { email, userId: known(email).id, companyId: known(email).companyId };
    },
    async freshStaff(ownerEmail, email) {
      await t.staffWith(ownerEmail, email, { create: true, update: true, delete: true });
      hosts.set(email, hosts.get(ownerEmail) ?? 'localhost');
      await remember([email]);
      return email;
    },
    call,
    visit: (method, path, payload) => test.app.inject({ method, url: `/api${path}`, payload }),
    lastCode: (email) => lastCodeTo(test, email),
    async connectClickFunnels(companyId) {
      const credentials = {
        api_token: CLICKFUNNELS_KEY,
        subdomain: CLICKFUNNELS_SUBDOMAIN,
        workspace_id: CLICKFUNNELS_WORKSPACE,
      };
      await db.insert(companyIntegrations).values({
        companyId,
        slug: 'clickfunnels',
        credentialsEncrypted: sealSecret(test.ctx.config, JSON.stringify(credentials)),
        credentialFields: Object.keys(credentials),
        status: 'connected',
        connectedAt: new Date(),
      });
    },
    async sql(query, values = []) {
      return (await db.$client.query(query, values)).rows;
    },
  };
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: NonNullable<ReturnType<NonNullable<SpecCallRow['form']>>>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([value.file], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function tokenFor(row: SpecCallRow) {
  if (row.as === null) return {};
  const host = hosts.get(row.as);
  const token = row.fresh ? await test.signIn(row.as, host) : await t.tokenOf(row.as, host);
  return bearer(token);
}

/** The value at a path like 'data.0.company_name', or `missing`. */
const missing = Symbol('missing');
function at(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return missing;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Runs the row's call; `reads`: the fields to look for (the row's, less its known-gap fields). */
async function run(
  row: SpecCallRow,
  reads = row.reads.filter((field) => !row.knownGap?.reads?.includes(field)),
) {
  const given = row.given ? await row.given(demo) : {};
  const url = `/api${row.path(demo, given)}`;
  const headers: Record<string, string> = await tokenFor(row);
  let payload: object | Buffer | undefined = row.payload?.(demo, given);
  if (row.form) {
    const body = await multipart(row.form(demo, given));
    payload = body.payload;
    headers['content-type'] = body.contentType;
  }
  const response = await test.app.inject({ method: row.method, url, headers, payload });
  const said = `${row.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 400)}`;
  expect(response.statusCode, said).not.toBe(404);
  expect(response.statusCode, said).not.toBe(405);
  expect(response.statusCode, said).toBeLessThan(500);
  if (row.status) expect(response.statusCode, said).toBe(row.status);
  else expect(Math.floor(response.statusCode / 100), said).toBe(2);
  if (reads.length === 0 && !row.equals) return;
  const body = response.json();
  const absent = reads.filter((field) => at(body, field) === missing);
  expect(absent, `fields the spec reads, absent from ${said}`).toEqual([]);
  for (const [field, value] of Object.entries(row.equals ?? {})) expect(at(body, field), said).toEqual(value);
}

const testName = (row: SpecCallRow) =>
  `${row.section}: ${row.call}${row.payloadName ? ` (${row.payloadName})` : ''}`;
const named = (rows: SpecCallRow[]) => rows.map((row) => [testName(row), row] as const);
/** Rows whose call works, perhaps without some fields the spec reads (run apart below). */
const working = named(SPEC_CALLS.filter((row) => !row.knownGap || row.knownGap.reads));
const failingCalls = named(SPEC_CALLS.filter((row) => row.knownGap && !row.knownGap.reads));
const absentFields = named(SPEC_CALLS.filter((row) => row.knownGap?.reads));

describe('every spec call, as the spec writes it', () => {
  it.each(working)('%s', async (_name, row) => run(row));
});

// Known gaps: the API does not answer these as the spec writes them yet (each row's knownGap says
// why). They run, and fail; when one starts to pass, it.fails says so and the gap can be closed.
describe('known gaps', () => {
  it.fails.each(failingCalls)('%s: the call', async (_name, row) => run(row));
  it.fails.each(absentFields)('%s: the fields the answer lacks', async (_name, row) =>
    run(row, row.knownGap?.reads ?? []),
  );
});

describe('the call table names every spec call (spec-call-list.txt)', () => {
  const specCalls = readFileSync(new URL('./spec-call-list.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);
  const writtenAsPath = /^(?:GET|POST|PUT|DELETE|PATCH|\*) \//;
  const tableCalls = SPEC_CALLS.map((row) => row.call).filter((call) => writtenAsPath.test(call));

  it('every call the spec names has a row', () => {
    const inTable = new Set(tableCalls.map(callKey));
    expect(
      specCalls.filter((call) => !inTable.has(callKey(call))),
      'spec calls with no row in spec-calls.ts',
    ).toEqual([]);
  });

  it('every row written as a call is a call the spec names, once', () => {
    const named = new Set(specCalls.map(callKey));
    expect(
      tableCalls.filter((call) => !named.has(callKey(call))),
      'rows whose call the spec does not name',
    ).toEqual([]);
    expect(
      tableCalls.filter((call, index) => tableCalls.indexOf(call) !== index),
      'calls with more than one row',
    ).toEqual([]);
  });

  it('every row without a path names why: the spec shows no path for it', () => {
    const unnamed = SPEC_CALLS.filter((row) => !writtenAsPath.test(row.call));
    for (const row of unnamed) expect(row.call).toMatch(/path not shown|under \/|form of|navigation/i);
  });

  it('the extraction reads the forms the spec writes its calls in', () => {
    const calls = extractSpecCalls(
      [
        '## 7. The calls it makes',
        '| GET and PUT /setting/twofactorauth/{userId} | PUT: a | b |',
        '- POST /configuration/user/show-user, /show-campaigns.',
        '- PUT /leadspeek/client/update, /client/local/update.',
        '- GET /configuration/sales/list[/{companyID}], GET /configuration/root/list, PUT /configuration/sales.',
        '- GET /leadspeek/report/invoice|lead/... (lead report takes Page).',
        '- GET /bigdbm/services/configdata/{id}, /getcountcampaign/{id}.',
        '- GET/PUT /payment/card; PUT /configuration/setting/package and /freepackage.',
        '- Under /x/prepaid/: get-a, save-b (methods not shown), and GET download/{companyId}.',
        '- Google sheet: /sheet/check/{companyID} and /revoke/{companyID}.',
        '## 8. Errors',
        '- GET /not/a/call',
      ].join('\n'),
    );
    expect(calls).toEqual([
      'GET /setting/twofactorauth/{userId}',
      'PUT /setting/twofactorauth/{userId}',
      'POST /configuration/user/show-user',
      'POST /configuration/user/show-campaigns',
      'PUT /leadspeek/client/update',
      'PUT /leadspeek/client/local/update',
      'GET /configuration/sales/list',
      'GET /configuration/sales/list/{companyID}',
      'GET /configuration/root/list',
      'PUT /configuration/sales',
      'GET /leadspeek/report/invoice/...',
      'GET /leadspeek/report/lead/...',
      'GET /bigdbm/services/configdata/{id}',
      'GET /bigdbm/services/getcountcampaign/{id}',
      'GET /payment/card',
      'PUT /payment/card',
      'PUT /configuration/setting/package',
      'PUT /configuration/setting/freepackage',
      '* /x/prepaid/get-a',
      '* /x/prepaid/save-b',
      'GET /x/prepaid/download/{companyId}',
      '* /sheet/check/{companyID}',
      '* /sheet/revoke/{companyID}',
    ]);
    expect(callKey('GET /a/{companyID}')).toBe(callKey('GET /a/{companyId}'));
  });
});
