// Personal data downloads follow one rule (issue 23 item 12): every export of leads — the dashboard's
// lead CSV, Leads Management's CSV and the /download-auth document — asks for the caller's own
// password again (the spec's download-auth, part 1 §2 /download-auth, §7 POST /docauth with pwd),
// refuses without it or with a wrong one (naming pwd, counted toward the sign-in limits), refuses
// view-as sessions, and another tenant's leads stay 404 even with the right password.
import { DEMO_PASSWORD, messages } from '@lead/shared';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, leads } from '../../src/db/schema/index.ts';
import { DEMO_CAMPAIGN_IDS } from '../../src/seed/demo-costs.ts';
import { companyOf } from '../demo-lookup.ts';
import { leadCsvPath, leadsManagementCsvPath } from '../reports/report-paths.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let acmeClient = 0;
let betaClient = 0;

beforeAll(async () => {
  test = await createTestApp();
  acmeClient = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  betaClient = (await companyOf(test.ctx.db, 'client2@demo.test')).id;
  const [campaign] = await test.ctx.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.leadspeekApiId, DEMO_CAMPAIGN_IDS.acme));
  if (!campaign) throw new Error('no demo campaign');
  await test.ctx.db.insert(leads).values({
    campaignId: campaign.id,
    companyId: campaign.companyId,
    module: 'local',
    personKey: 'download-auth-1',
    firstName: 'Ada',
    lastName: 'Private',
    email: 'ada.private@leads.test',
    priceCents: 100,
    createdAt: new Date(),
  });
});
afterAll(() => test.close());

const today = new Date().toISOString().slice(0, 10);
const dashboardCsv = (clientId: number) =>
  leadCsvPath({
    moduleType: 'all',
    companyId: clientId,
    clientId,
    startDate: '2026-01-01',
    endDate: today,
    search: '',
  });

/** Every lead export: who may use it, and the request (path and body besides the password). */
const EXPORTS = [
  {
    name: 'dashboard lead CSV',
    email: 'client@demo.test',
    url: () => `/api${dashboardCsv(acmeClient)}`,
    body: {},
  },
  {
    name: 'Leads Management CSV',
    email: 'admin@demo.test',
    url: () => `/api${leadsManagementCsvPath('local', '')}`,
    body: {},
  },
  {
    name: 'download-auth document',
    email: 'agency@demo.test',
    url: () => '/api/docauth',
    body: { urldata: DEMO_CAMPAIGN_IDS.acme },
  },
] as const;

const post = (token: string, url: string, payload: object) =>
  test.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'x-timezone': 'UTC' }, payload });

describe.each(EXPORTS)('$name', (each) => {
  it('refuses without the password, naming pwd, and sends no lead', async () => {
    const token = await test.signIn(each.email);
    const response = await post(token, each.url(), each.body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('pwd');
    expect(response.body).not.toContain('ada.private@leads.test');
  });

  it('refuses a wrong password with the spec’s sentence', async () => {
    const token = await test.signIn(each.email);
    const response = await post(token, each.url(), { ...each.body, pwd: 'not-my-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pwd: messages.currentPasswordInvalid });
    expect(response.body).not.toContain('ada.private@leads.test');
  });

  it.runIf(each.url() !== '/api/docauth')('is not served as a plain GET any more', async () => {
    const token = await test.signIn(each.email);
    const response = await test.app.inject({ method: 'GET', url: each.url(), headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('ada.private@leads.test');
  });

  it('hands out the leads with the password', async () => {
    const token = await test.signIn(each.email);
    const response = await post(token, each.url(), { ...each.body, pwd: DEMO_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parse(response.body).flat()).toContain('ada.private@leads.test');
  });

  // Leads Management is for platform administrators, whom nobody views as.
  it.runIf(each.email !== 'admin@demo.test')('refuses a view-as session even with a password', async () => {
    const root = await test.signIn('root@demo.test');
    const [viewed] = await test.ctx.db
      .execute<{ id: number }>(sql`select id from users where email = ${each.email}`)
      .then((result) => result.rows);
    const switched = await test.app.inject({
      method: 'POST',
      url: '/api/user/switch',
      headers: bearer(root),
      payload: { usrID: viewed?.id },
    });
    expect(switched.statusCode).toBe(200);
    const response = await post(switched.json().access_token, each.url(), {
      ...each.body,
      pwd: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('another tenant’s leads', () => {
  it('stay 404 with the right password, and nothing is written to the caller’s logs about them', async () => {
    const token = await test.signIn('client2@demo.test');
    const before = await test.ctx.db.execute(sql`select count(*)::int as n from user_logs`);
    const response = await post(token, `/api${dashboardCsv(acmeClient)}`, { pwd: DEMO_PASSWORD });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('ada.private@leads.test');
    const after = await test.ctx.db.execute(sql`select count(*)::int as n from user_logs`);
    expect(after.rows).toEqual(before.rows);
    // Its own leads download fine.
    expect((await post(token, `/api${dashboardCsv(betaClient)}`, { pwd: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    const agency2 = await test.signIn('agency2@demo.test');
    const document = await post(agency2, '/api/docauth', {
      urldata: DEMO_CAMPAIGN_IDS.acme,
      pwd: DEMO_PASSWORD,
    });
    expect(document.statusCode).toBe(404);
  });
});
