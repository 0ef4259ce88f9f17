// GET /get-custom-fields[/{slug}] and POST /general/user-log-saved (part 2 §7 "Settings"): the lead
// fields of every product or of the one a slug names (the agency's own slug or the kind; unknown 404),
// and browser-reported log rows: only the allowed actions, only about the caller, only campaigns it
// sees (another tenant's 404, nothing written), at most 30 a minute.
import { BROWSER_LOGS_PER_MINUTE, LEAD_CUSTOM_FIELDS } from '@lead/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, userLogs, users } from '../../src/db/schema/index.ts';
import { DEMO_CAMPAIGN_IDS } from '../../src/seed/demo-costs.ts';
import { listKit } from '../campaign-lists/list-test-kit.ts';
import { companyOf } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const { call } = listKit(() => test);

beforeAll(async () => {
  test = await createTestApp();
  // Acme renames Search ID's slug: its users find the fields under the new slug.
  const acme = await companyOf(test.ctx.db, 'agency@demo.test');
  await test.ctx.db.insert(companySettings).values({
    companyId: acme.id,
    name: 'modules',
    value: { locator: { name: 'Finders', url: 'finders' } },
  });
});
afterAll(() => test.close());

const names = (body: { fields: { name: string }[] }) => body.fields.map((field) => field.name);

describe('GET /get-custom-fields', () => {
  it('lists every lead field without a slug', async () => {
    const response = await call('client@demo.test', 'GET', '/get-custom-fields');
    expect(response.statusCode).toBe(200);
    expect(response.json().module).toBeNull();
    expect(names(response.json())).toEqual(LEAD_CUSTOM_FIELDS.map((field) => field.name));
  });

  it.each([
    ['client@demo.test', 'siteid', 'local', 'source_url', 'job_title'],
    ['client@demo.test', 'finders', 'locator', 'keyword', 'source_url'],
    ['agency@demo.test', 'locator', 'locator', 'keyword', 'job_title'],
    ['root@demo.test', 'b2bid', 'b2b', 'job_title', 'keyword'],
  ])('%s: slug %s is %s (has %s, not %s)', async (email, slug, module, has, hasNot) => {
    const response = await call(email, 'GET', `/get-custom-fields/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().module).toBe(module);
    expect(names(response.json())).toContain(has);
    expect(names(response.json())).not.toContain(hasNot);
  });

  it('answers 404 for a slug the caller’s agency does not use (another agency’s own slug)', async () => {
    expect((await call('client2@demo.test', 'GET', '/get-custom-fields/finders')).statusCode).toBe(404);
    expect((await call('client@demo.test', 'GET', '/get-custom-fields/searchid')).statusCode).toBe(404);
  });

  it.each([
    ['a NUL', '%00'],
    ['100 KB', 'a'.repeat(100_000)],
    ['2^31', '2147483648'],
    ['2^53', '9007199254740992'],
  ])('refuses or misses a slug of %s, never 500', async (_case, slug) => {
    const response = await call('client@demo.test', 'GET', `/get-custom-fields/${slug}`);
    expect([400, 404, 414, 422]).toContain(response.statusCode);
  });

  it('refuses anonymous callers', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/get-custom-fields' })).statusCode).toBe(401);
  });
});

const browserRows = async (email: string) => {
  const [user] = await test.ctx.db.select().from(users).where(eq(users.email, email));
  return test.ctx.db
    .select()
    .from(userLogs)
    .where(
      and(eq(userLogs.userId, user?.id ?? 0), inArray(userLogs.action, ['file-download', 'link-copied'])),
    );
};

describe('POST /general/user-log-saved', () => {
  it('writes the caller’s row with the campaign it names', async () => {
    const response = await call('agency@demo.test', 'POST', '/general/user-log-saved', {
      action: 'link-copied',
      description: 'Copied the embed code',
      campaign_id: DEMO_CAMPAIGN_IDS.acme,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success' });
    const rows = await browserRows('agency@demo.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'link-copied',
      description: 'Copied the embed code',
      campaignId: DEMO_CAMPAIGN_IDS.acme,
    });
  });

  it('answers 404 for another agency’s campaign and writes nothing', async () => {
    const before = (await browserRows('agency2@demo.test')).length;
    const response = await call('agency2@demo.test', 'POST', '/general/user-log-saved', {
      action: 'file-download',
      description: 'Saved leads',
      campaign_id: DEMO_CAMPAIGN_IDS.acme,
    });
    expect(response.statusCode).toBe(404);
    expect(await browserRows('agency2@demo.test')).toHaveLength(before);
  });

  it.each([
    ['a server action', { action: 'login', description: 'Signed in' }, 'action'],
    ['no description', { action: 'file-download' }, 'description'],
    ['a NUL', { action: 'file-download', description: 'a\u0000b' }, 'description'],
    ['100 KB', { action: 'file-download', description: 'x'.repeat(100_000) }, 'description'],
    [
      'a number campaign of 2^53',
      { action: 'file-download', description: 'x', campaign_id: 2 ** 53 },
      'campaign_id',
    ],
    [
      'a campaign of 100 KB',
      { action: 'file-download', description: 'x', campaign_id: '1'.repeat(100_000) },
      'campaign_id',
    ],
  ])('refuses %s with 422 naming %s, writing nothing', async (_case, body, field) => {
    const before = (await browserRows('client@demo.test')).length;
    const response = await call('client@demo.test', 'POST', '/general/user-log-saved', body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await browserRows('client@demo.test')).toHaveLength(before);
  });

  it('stops at 30 rows a minute with 429', async () => {
    const report = { action: 'file-download', description: 'Saved a file' };
    for (let index = 0; index < BROWSER_LOGS_PER_MINUTE; index++) {
      expect((await call('client@demo.test', 'POST', '/general/user-log-saved', report)).statusCode).toBe(
        200,
      );
    }
    const refused = await call('client@demo.test', 'POST', '/general/user-log-saved', report);
    expect(refused.statusCode).toBe(429);
    expect(await browserRows('client@demo.test')).toHaveLength(BROWSER_LOGS_PER_MINUTE);
  });
});
