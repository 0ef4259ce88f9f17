// URL rules that save spend (issue 25 item 3): a Site ID campaign's pages never identified and pages
// a visitor must have seen. Page views they stop never reach the lead-data provider, are never billed
// and are counted under their own reason. Bad patterns are refused with a sentence naming them;
// another tenant's campaign is 404 and unchanged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns, visits } from '../../src/db/schema/index.ts';
import { pixelKit } from '../lead-engine/pixel-kit.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { rejectionsPath } from '../reports/report-paths.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const k = pixelKit(() => test);
const kit = reportKit(() => test);
let acme = 0;
let ids: ReportIds;

const SITE = 'http://localhost:3000/demo-site/';
const RULES_PATH = '/leadspeek/campaign/10000001/page-rules';

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  acme = await k.campaignId('10000001');
  ids = await kit.tenants();
});
afterAll(() => test.close());

const call = kit.call;

const storedRules = async () =>
  (await test.ctx.db.select({ rules: campaigns.pageRules }).from(campaigns).where(eq(campaigns.id, acme)))[0]
    ?.rules;

async function view(visitor: string, page: string, ip: string) {
  const answer = await k.send({ ...k.view('10000001', visitor, page) }, { ip });
  expect(answer.statusCode).toBe(204);
  await test.jobsIdle();
  return test.ctx.db.select().from(visits).where(eq(visits.visitorId, visitor)).orderBy(visits.id);
}

describe('saving page rules', () => {
  it('starts empty, saves both lists (trimmed, once each whatever the case) and reads them back', async () => {
    expect((await call('client@demo.test', 'GET', RULES_PATH)).json()).toEqual({
      excluded: [],
      required: [],
    });
    const saved = await call('agency@demo.test', 'PUT', RULES_PATH, {
      excluded: ['/demo-site/careers', ' /demo-site/careers ', '/Demo-Site/Careers', '*/login'],
      required: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ excluded: ['/demo-site/careers', '*/login'], required: [] });
    expect((await call('client@demo.test', 'GET', RULES_PATH)).json()).toEqual(saved.json());
  });

  it.each([
    [
      'a pattern without its slash',
      { excluded: ['careers'], required: [] },
      'excluded.0',
      'must start with /',
    ],
    ['a space', { excluded: [], required: ['/a b'] }, 'required.0', 'has a space'],
    ['a NUL byte', { excluded: ['/ok', '/a\u0000'], required: [] }, 'excluded.1', 'control character'],
    ['100 KB', { excluded: [`/${'a'.repeat(100_000)}`], required: [] }, 'excluded.0', 'too long'],
    ['too many wildcards', { excluded: ['/*'.repeat(11)], required: [] }, 'excluded.0', 'wildcards'],
    [
      '51 pages',
      { excluded: Array.from({ length: 51 }, (_, i) => `/p${i}`), required: [] },
      'excluded',
      'at most 50',
    ],
    ['a list missing', { excluded: [] }, 'required', ''],
  ])('refuses %s with 422 naming the field, and changes nothing', async (_name, body, field, words) => {
    const before = await storedRules();
    const response = await call('agency@demo.test', 'PUT', RULES_PATH, body);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string>;
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]).toContain(words);
    expect(await storedRules()).toEqual(before);
  });

  it('is for Site ID campaigns only', async () => {
    const searchCampaign = await kit.campaign(ids.acmeClient, 'locator');
    const [search] = await test.ctx.db
      .select({ id: campaigns.leadspeekApiId })
      .from(campaigns)
      .where(eq(campaigns.id, searchCampaign));
    if (!search) throw new Error('the Search ID campaign was made');
    const response = await call('agency@demo.test', 'PUT', `/leadspeek/campaign/${search.id}/page-rules`, {
      excluded: ['/careers'],
      required: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      leadspeek_api_id: 'Page rules apply to Site ID campaigns only.',
    });
  });

  it('is refused for another agency and its client: 404, the rules unchanged', async () => {
    const before = await storedRules();
    for (const email of ['agency2@demo.test', 'client2@demo.test']) {
      expect((await call(email, 'GET', RULES_PATH)).statusCode, email).toBe(404);
      const put = await call(email, 'PUT', RULES_PATH, { excluded: ['/'], required: [] });
      expect(put.statusCode, email).toBe(404);
    }
    expect(await storedRules()).toEqual(before);
  });
});

describe('the pipeline with page rules', () => {
  it('never identifies a visitor on an excluded page, nor bills them, and counts why', async () => {
    await call('agency@demo.test', 'PUT', RULES_PATH, { excluded: ['/demo-site/careers'], required: [] });
    const resolve = vi.spyOn(test.ctx.leadData, 'resolveVisits');
    try {
      const before = await k.counts();
      const [visit] = await view('careers-reader', `${SITE}careers/jobs-12`, '10.2.0.1');
      expect(visit).toMatchObject({ status: 'rejected', reason: 'excluded-page', leadId: null });
      expect(await k.counts()).toMatchObject({ leads: before.leads, charges: before.charges });
      // The provider never saw it (it is asked only for the visits it must resolve).
      const asked = resolve.mock.calls.flatMap(([signals]) => signals.map((signal) => signal.visitorId));
      expect(asked).not.toContain('careers-reader');
      // Another page of the same site still makes its lead.
      const [other] = await view('blog-reader', `${SITE}blog`, '10.2.0.2');
      expect(other?.status).toBe('lead');
    } finally {
      resolve.mockRestore();
    }
    const today = new Date().toISOString().slice(0, 10);
    const counted = await kit.get(
      'agency@demo.test',
      rejectionsPath(
        { moduleType: 'local', companyId: ids.acme, clientId: 'all' },
        { startDate: today, endDate: today },
      ),
    );
    expect(counted.statusCode, counted.body).toBe(200);
    const reasons = counted.json().reasons as { reason: string; count: number }[];
    expect(reasons).toContainEqual({ reason: 'excluded-page', count: 1 });
  });

  it('makes a lead only once the visitor has seen a required page', async () => {
    await call('agency@demo.test', 'PUT', RULES_PATH, { excluded: [], required: ['/demo-site/pricing'] });
    const [home] = await view('pricing-reader', SITE, '10.2.0.3');
    expect(home).toMatchObject({ status: 'rejected', reason: 'required-page-not-seen' });
    const views = await view('pricing-reader', `${SITE}pricing`, '10.2.0.3');
    expect(views.map((row) => row.status)).toEqual(['rejected', 'lead']);
    await call('agency@demo.test', 'PUT', RULES_PATH, { excluded: [], required: [] });
  });
});
