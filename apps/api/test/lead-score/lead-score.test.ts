// Scores and hot pages (issue 25 item 2): a Site ID campaign's scoring rules weigh each lead's
// journey into a score from 0 to 100 with tags and reasons; the pipeline scores new leads and the
// leads of visitors who come back; a change of rules re-scores the last 30 days in a background job
// whose progress the rules call answers; the lists sort and filter by score and tag. Bad rules are
// refused naming the field, another tenant's campaign is 404 and unchanged.
import {
  DEFAULT_SCORE_RULES,
  type LeadDetailResponse,
  type LeadReportResponse,
  type ScoreRulesResponse,
} from '@lead/shared';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, leads, visits } from '../../src/db/schema/index.ts';
import { rescoreLeadsJob } from '../../src/modules/lead-score/rescore-job.ts';
import { factsOfBrowsers } from '../../src/modules/lead-score/score-leads.ts';
import { refreshLapsedScores, resumeRescores } from '../../src/modules/lead-score/score-refresh-job.ts';
import { type BrowsedPage, pixelKit } from '../lead-engine/pixel-kit.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { campaignLeadsPath, leadCsvPath, leadReportPath } from '../reports/report-paths.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const k = pixelKit(() => test);
const kit = reportKit(() => test);
let acme = 0;
let ids: ReportIds;

const SITE = 'http://localhost:3000/demo-site/';
const RULES_PATH = '/leadspeek/campaign/10000001/score-rules';
const MINUTE = 60_000;
const PRICING_RULES = {
  ...DEFAULT_SCORE_RULES,
  pages: [{ pattern: '/demo-site/pricing', points: 30, tag: 'Pricing page' }],
};

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  acme = await k.campaignId('10000001');
  ids = await kit.tenants();
});
afterAll(() => test.close());

const call = kit.call;

const storedRules = async () =>
  (await test.ctx.db.select({ rules: campaigns.scoreRules }).from(campaigns).where(eq(campaigns.id, acme)))[0]
    ?.rules;

const browse = (visitor: string, views: BrowsedPage[], ip: string) => k.browse(visitor, views, ip);

async function leadOf(visitor: string) {
  const [row] = await test.ctx.db
    .select({ id: leads.id, score: leads.score, tags: leads.scoreTags, reasons: leads.scoreReasons })
    .from(leads)
    .innerJoin(visits, eq(visits.id, leads.visitId))
    .where(eq(visits.visitorId, visitor));
  if (!row) throw new Error(`no lead for ${visitor}`);
  return row;
}

const reasonTexts = (lead: { reasons: { points: number; text: string }[] | null }) =>
  (lead.reasons ?? []).map((reason) => `${reason.points} ${reason.text}`);

describe('the rules', () => {
  it('start as the defaults, nothing re-scored yet', async () => {
    const response = await call('client@demo.test', 'GET', RULES_PATH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rules: DEFAULT_SCORE_RULES, defaults: true, rescore: null });
  });

  it.each([
    [
      'a pattern without its slash',
      { pages: [{ pattern: 'pricing', points: 5, tag: null }] },
      'pages.0.pattern',
      'must start with /',
    ],
    [
      'a NUL byte',
      { pages: [{ pattern: '/a\u0000', points: 5, tag: null }] },
      'pages.0.pattern',
      'control character',
    ],
    [
      '100 KB',
      { pages: [{ pattern: `/${'a'.repeat(100_000)}`, points: 5, tag: null }] },
      'pages.0.pattern',
      'too long',
    ],
    [
      '2^53 points',
      { pages: [{ pattern: '/a', points: 2 ** 53, tag: null }] },
      'pages.0.points',
      'whole number',
    ],
    [
      '101 points',
      { pages: [{ pattern: '/a', points: 101, tag: null }] },
      'pages.0.points',
      'from −100 to 100',
    ],
    ['a tag of symbols', { pages: [{ pattern: '/a', points: 5, tag: '<>' }] }, 'pages.0.tag', 'is not a tag'],
    [
      '31 pages',
      { pages: Array.from({ length: 31 }, (_, i) => ({ pattern: `/p${i}`, points: 1, tag: null })) },
      'pages',
      'at most 30',
    ],
    ['a hot score of 2^31', { hot_score: 2 ** 31 }, 'hot_score', 'from 1 to 100'],
    ['text for points', { minute_points: 'ten' }, 'minute_points', 'whole number'],
  ])('refuse %s with 422 naming the field, and change nothing', async (_name, change, field, words) => {
    const before = await storedRules();
    const response = await call('agency@demo.test', 'PUT', RULES_PATH, { ...DEFAULT_SCORE_RULES, ...change });
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json().errors as Record<string, string>;
    expect(errors[field], JSON.stringify(errors)).toContain(words);
    expect(await storedRules()).toEqual(before);
  });

  it('are for Site ID campaigns only', async () => {
    const searchCampaign = await kit.campaign(ids.acmeClient, 'locator');
    const [search] = await test.ctx.db
      .select({ id: campaigns.leadspeekApiId })
      .from(campaigns)
      .where(eq(campaigns.id, searchCampaign));
    const response = await call(
      'agency@demo.test',
      'PUT',
      `/leadspeek/campaign/${search?.id}/score-rules`,
      DEFAULT_SCORE_RULES,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      leadspeek_api_id: 'Lead scoring applies to Site ID campaigns only: other leads have no pages to weigh.',
    });
  });

  it('are 404 to another agency and its client, and stay unchanged', async () => {
    const before = await storedRules();
    for (const email of ['agency2@demo.test', 'client2@demo.test']) {
      expect((await call(email, 'GET', RULES_PATH)).statusCode, email).toBe(404);
      expect((await call(email, 'PUT', RULES_PATH, PRICING_RULES)).statusCode, email).toBe(404);
    }
    expect(
      (await call('agency@demo.test', 'GET', '/leadspeek/campaign/9007199254740993/score-rules')).statusCode,
    ).toBe(404);
    expect(await storedRules()).toEqual(before);
  });
});

describe('scoring in the pipeline', () => {
  it('scores a new lead by the defaults: recency only for one page', async () => {
    await browse('score-one-page', [{ page: SITE, minutesAgo: 1 }], '10.3.0.1');
    const lead = await leadOf('score-one-page');
    expect(lead).toMatchObject({ score: 20, tags: [] });
    expect(reasonTexts(lead)).toEqual(['20 Seen in the last 7 days']);
  });

  it('scores the lead again when its visitor comes back and reads a hot page', async () => {
    const saved = await call('agency@demo.test', 'PUT', RULES_PATH, PRICING_RULES);
    expect(saved.statusCode, saved.body).toBe(200);
    await test.jobsIdle();
    await browse('score-returning', [{ page: SITE, minutesAgo: 60, continued: 0 }], '10.3.0.2');
    expect((await leadOf('score-returning')).score).toBe(20);
    // An hour later, a new visit: five minutes on pricing pages.
    await browse(
      'score-returning',
      [
        { page: `${SITE}pricing`, minutesAgo: 6, continued: 0 },
        { page: `${SITE}pricing/teams`, minutesAgo: 1, continued: 1 },
      ],
      '10.3.0.2',
    );
    const lead = await leadOf('score-returning');
    expect(lead.score).toBe(70);
    expect([...lead.tags].sort()).toEqual(['hot', 'pricing-page', 'returning']);
    expect(reasonTexts(lead)).toEqual([
      '30 Viewed /demo-site/pricing',
      '10 Came back 1 time',
      '10 Spent 5 minutes on the site',
      '20 Seen in the last 7 days',
    ]);
  });

  it('carries the score on the lead page, the lists and the CSV', async () => {
    const lead = await leadOf('score-returning');
    const detail = (
      await kit.get('client@demo.test', `/leadspeek/lead/${lead.id}`)
    ).json() as LeadDetailResponse;
    expect(detail.lead.score).toMatchObject({
      value: 70,
      reasons: expect.arrayContaining([{ points: 30, text: 'Viewed /demo-site/pricing' }]),
    });
    const page = (
      await kit.get('client@demo.test', campaignLeadsPath('10000001', 1, 50))
    ).json() as LeadReportResponse;
    expect(page.data.find((row) => row.id === lead.id)?.score?.value).toBe(70);
    const today = new Date().toISOString().slice(0, 10);
    const csv = await kit.download(
      'agency@demo.test',
      leadCsvPath({
        moduleType: 'local',
        companyId: ids.acme,
        clientId: 'all',
        startDate: today,
        endDate: today,
        search: '',
      }),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const records = parse(csv.body, { columns: true }) as Record<string, string>[];
    const scored = records.find((record) => record.Score === '70');
    expect(scored?.['Score tags']).toContain('pricing-page');
    expect(scored?.['Score reasons']).toContain('+30 Viewed /demo-site/pricing; +10 Came back 1 time');
  });
});

describe("a resolver batch's journeys", () => {
  it("count each browser's own page views of the batch, not another batch's still queued", async () => {
    const [campaign] = await test.ctx.db
      .select({ id: campaigns.id, companyId: campaigns.companyId })
      .from(campaigns)
      .where(eq(campaigns.id, acme));
    if (!campaign) throw new Error('no campaign');
    const queue = (visitorId: string, page: string, minutesAgo: number) => ({
      campaignId: campaign.id,
      companyId: campaign.companyId,
      visitorId,
      pageUrl: `${SITE}${page}`,
      occurredAt: new Date(Date.now() - minutesAgo * MINUTE),
    });
    const queued = await test.ctx.db
      .insert(visits)
      .values([
        queue('batch-two-pages', 'pricing', 4),
        queue('batch-two-pages', 'pricing/teams', 2),
        queue('batch-one-page', 'about', 3),
        // The same browser's page view of another batch: queued, not the journey's yet.
        queue('batch-two-pages', 'careers', 1),
      ])
      .returning({
        id: visits.id,
        campaignId: visits.campaignId,
        companyId: visits.companyId,
        visitorId: visits.visitorId,
        receivedAt: visits.receivedAt,
        receivedAtKey: sql<string>`${visits.receivedAt}::text`,
      });
    try {
      const facts = await factsOfBrowsers(test.ctx.db, queued.slice(0, 3));
      const pagesOf = (visitor: string) => [...(facts.get(`${campaign.id}|${visitor}`)?.pages ?? [])].sort();
      expect(pagesOf('batch-two-pages')).toEqual([`${SITE}pricing`, `${SITE}pricing/teams`]);
      expect(facts.get(`${campaign.id}|batch-two-pages`)?.time_on_site_seconds).toBeCloseTo(120, 0);
      expect(pagesOf('batch-one-page')).toEqual([`${SITE}about`]);
      expect(facts.size).toBe(2);
    } finally {
      await test.ctx.db
        .delete(visits)
        .where(sql`${visits.id} = any(${sql.param(queued.map((visit) => visit.id))}::bigint[])`);
    }
  });
});

describe('the lists', () => {
  const today = new Date().toISOString().slice(0, 10);
  const management = (query: string, sort: 'asc' | 'desc' | null = 'desc') =>
    kit.get(
      'agency@demo.test',
      leadReportPath({
        moduleType: 'local',
        companyId: ids.acme,
        clientId: 'all',
        startDate: today,
        endDate: today,
        sort: { sortby: sort ? 'score' : null, order: sort },
        search: '',
        page: 1,
        perPage: 100,
      }) + query,
    );

  it('sort by score, the unscored last', async () => {
    const rows = ((await management('')).json() as LeadReportResponse).data;
    const scores = rows.map((row) => row.score?.value ?? null);
    const scored = scores.filter((score): score is number => score !== null);
    expect(scored.length).toBeGreaterThanOrEqual(2);
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
    expect(scores.slice(0, scored.length)).toEqual(scored);
    const ascending = ((await management('', 'asc')).json() as LeadReportResponse).data
      .map((row) => row.score?.value)
      .filter((score) => score !== undefined);
    expect(ascending).toEqual([...ascending].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('filter by lowest score and by tag, on every list', async () => {
    const hot = ((await management('&score_min=70')).json() as LeadReportResponse).data;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((row) => (row.score?.value ?? 0) >= 70)).toBe(true);
    const tagged = ((await management('&tag=Pricing%20Page')).json() as LeadReportResponse).data;
    expect(tagged.map((row) => row.score?.tags.includes('pricing-page'))).toEqual(tagged.map(() => true));
    expect(tagged.length).toBeGreaterThan(0);
    const none = (await management('&tag=never-used')).json() as LeadReportResponse;
    expect(none).toMatchObject({ total: 0, data: [] });
    const campaign = (
      await kit.get('client@demo.test', `${campaignLeadsPath('10000001', 1, 50)}&tag=hot`)
    ).json() as LeadReportResponse;
    expect(campaign.data.length).toBe(hot.length);
  });

  it.each([
    ['text for a score', 'score_min=abc', 'score_min', 422],
    ['a score over 100', 'score_min=101', 'score_min', 422],
    ['a negative score', 'score_min=-1', 'score_min', 422],
    ['a 100 KB tag', `tag=${'a'.repeat(100_000)}`, 'tag', 422],
    // Refused before any route by the input guard, as everywhere.
    ['a NUL byte in a tag', 'tag=a%00b', 'tag', 400],
  ])('refuse %s naming the field', async (_name, query, field, status) => {
    const response = await management(`&${query}`);
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe('re-scoring after a change', () => {
  it('re-scores the last 30 days in the background, with its progress', async () => {
    const before = await leadOf('score-returning');
    const changed = { ...PRICING_RULES, pages: [{ pattern: '/demo-site/pricing', points: 10, tag: null }] };
    const saved = await call('agency@demo.test', 'PUT', RULES_PATH, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json() as ScoreRulesResponse;
    expect(body).toMatchObject({ defaults: false, rescore: { running: true, done: 0 } });
    const [window] = await test.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          eq(leads.campaignId, acme),
          sql`${leads.visitId} is not null`,
          sql`${leads.createdAt} > now() - interval '30 days'`,
        ),
      );
    expect(body.rescore?.total).toBe(window?.n);
    await test.jobsIdle();
    const after = (await call('client@demo.test', 'GET', RULES_PATH)).json() as ScoreRulesResponse;
    expect(after.rescore).toMatchObject({ running: false, done: window?.n, total: window?.n });
    expect(after.rescore?.finished_at).not.toBeNull();
    const lead = await leadOf('score-returning');
    expect(before.score).toBe(70);
    expect(lead.score).toBe(50);
    expect(lead.tags).not.toContain('pricing-page');
    expect(lead.tags).not.toContain('hot');
  });

  it('saving the same rules 20 times at once re-scores once', async () => {
    const rules = { ...PRICING_RULES, hot_score: 65 };
    const versions = async () =>
      (
        await test.ctx.db.execute<{ version: number }>(
          sql`select version from lead_rescores where campaign_id = ${acme}`,
        )
      ).rows[0]?.version;
    const first = await versions();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('agency@demo.test', 'PUT', RULES_PATH, rules)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await versions()).toBe((first ?? 0) + 1);
    await test.jobsIdle();
    expect((await leadOf('score-returning')).score).toBe(70);
  });

  it('a run overtaken by a newer change stops; a lost run is resumed', async () => {
    await test.ctx.db.execute(sql`update lead_rescores set finished_at = null, done = 0, after_lead_id = 0,
      started_at = now() - interval '5 minutes' where campaign_id = ${acme}`);
    const [row] = (
      await test.ctx.db.execute<{ version: number }>(
        sql`select version from lead_rescores where campaign_id = ${acme}`,
      )
    ).rows;
    // The older version's job finds nothing to do.
    await test.ctx.queue.send(rescoreLeadsJob, { campaignId: acme, version: (row?.version ?? 1) - 1 });
    await test.jobsIdle();
    expect((await call('client@demo.test', 'GET', RULES_PATH)).json().rescore).toMatchObject({
      running: true,
      done: 0,
    });
    expect(await resumeRescores(test.ctx, new Date())).toBe(1);
    await test.jobsIdle();
    expect((await call('client@demo.test', 'GET', RULES_PATH)).json().rescore).toMatchObject({
      running: false,
    });
  });
});

describe('the refresh', () => {
  it('scores again a lead whose recency lapsed', async () => {
    await browse('score-fading', [{ page: SITE, minutesAgo: 2 }], '10.3.0.3');
    const lead = await leadOf('score-fading');
    expect(lead.score).toBe(20);
    // Ten days later (the page view moved back, the clock forward).
    await test.ctx.db.execute(sql`update visits set occurred_at = occurred_at - interval '10 days'
      where visitor_id = 'score-fading'`);
    const later = new Date(Date.now() + 8 * 24 * 60 * MINUTE);
    expect(await refreshLapsedScores(test.ctx, later)).toBeGreaterThanOrEqual(1);
    const refreshed = await leadOf('score-fading');
    expect(refreshed).toMatchObject({ score: 0, tags: [] });
    const [changes] = await test.ctx.db
      .select({ at: leads.scoreChangesAt })
      .from(leads)
      .where(eq(leads.id, lead.id));
    expect(changes?.at).toBeNull();
  });
});
