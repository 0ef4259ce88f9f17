// Dropped pixel page views counted per campaign (issue 13 point 6): a bot, a page of another site, a
// paused campaign and a malformed body are counted in memory under the campaign their key names,
// written by a flush, and shown beside the rejection reasons of the report that reads the campaign's
// rejections, in its tenant scope only. Keys that name no campaign are counted platform-wide.
import type { ReportRejections } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushDroppedPageViews } from '../../src/modules/ingest/drop-flush.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { rejectionsPath } from '../reports/report-paths.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

const ACME_SITE = 'Acme Client Co website visitors';
const PAUSED_KEY = '80000001';
let test: TestApp;
const k = pixelKit(() => test);
const kit = reportKit(() => test);
let ids: ReportIds;
const today = new Date().toISOString().slice(0, 10);
// From yesterday: a run that passes midnight UTC still finds its counts.
const range = { startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), endDate: today };

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  ids = await kit.tenants();
  await kit.campaign(ids.zeta, 'local', {
    leadspeekApiId: PAUSED_KEY,
    campaignName: 'Zeta paused',
    urlCode: 'https://zeta.example.com/',
    status: 'paused',
  });
});
afterAll(() => test.close());

async function report(email: string, companyId: number): Promise<ReportRejections> {
  const response = await kit.get(
    email,
    rejectionsPath({ moduleType: 'all', companyId, clientId: 'all' }, range),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function sendDrops() {
  const sent = [
    await k.send(k.view('10000001', 'crawler'), { userAgent: 'curl/8.5.0', ip: '198.51.100.1' }),
    await k.send(k.view('10000001', 'crawler-2'), { userAgent: 'Googlebot/2.1', ip: '198.51.100.2' }),
    await k.send(k.view('10000001', 'elsewhere', 'https://other.example.net/'), { ip: '198.51.100.3' }),
    await k.send(k.view(PAUSED_KEY, 'paused', 'https://zeta.example.com/'), { ip: '198.51.100.4' }),
    await k.send(k.view('99999999', 'nobody'), { ip: '198.51.100.5' }),
  ];
  expect(sent.map((response) => response.statusCode)).toEqual([204, 204, 204, 204, 204]);
  const malformed = [
    await k.send({ ...k.view('10000001', 'broken'), u: 'not a page' }, { ip: '198.51.100.6' }),
    await k.send({ c: 'not-a-key' }, { ip: '198.51.100.7' }),
  ];
  expect(malformed.map((response) => response.statusCode)).toEqual([400, 400]);
}

describe('dropped page views per campaign', () => {
  it('appear beside the rejection reasons once flushed, per campaign and in total, and only once', async () => {
    await sendDrops();
    expect(await report('agency@demo.test', ids.acme)).toMatchObject({ dropped: 0, campaigns: [] });

    await flushDroppedPageViews(test.ctx);
    const body = await report('agency@demo.test', ids.acme);
    expect(body.dropped).toBe(5);
    expect(body.dropped_reasons).toEqual([
      { reason: 'bot', count: 2 },
      { reason: 'campaign-not-running', count: 1 },
      { reason: 'malformed', count: 1 },
      { reason: 'other-site', count: 1 },
    ]);
    expect(body.rejected).toBe(0);
    expect(body.campaigns).toEqual([
      expect.objectContaining({
        campaign_name: ACME_SITE,
        rejected: 0,
        dropped: 4,
        dropped_reasons: [
          { reason: 'bot', count: 2 },
          { reason: 'malformed', count: 1 },
          { reason: 'other-site', count: 1 },
        ],
      }),
      expect.objectContaining({
        campaign_name: 'Zeta paused',
        company_name: 'Zeta Shop',
        dropped: 1,
        dropped_reasons: [{ reason: 'campaign-not-running', count: 1 }],
      }),
    ]);

    // Nothing new: a second flush writes nothing; new drops add to the same rows.
    await flushDroppedPageViews(test.ctx);
    expect((await report('agency@demo.test', ids.acme)).dropped).toBe(5);
    await k.send(k.view('10000001', 'crawler-3'), { userAgent: 'curl/8.5.0', ip: '198.51.100.8' });
    await flushDroppedPageViews(test.ctx);
    expect((await report('agency@demo.test', ids.acme)).dropped_reasons[0]).toEqual({
      reason: 'bot',
      count: 3,
    });
  });

  it('a key that names no campaign is counted platform-wide, for platform staff', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/pixel/ingestion-counts',
      headers: bearer(await test.signIn('root@demo.test')),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toMatchObject({ 'unknown-campaign': 1, 'campaign-not-running': 1, malformed: 2 });
    expect(body.withoutCampaign).toEqual([
      { day: today, reason: 'malformed', count: 1 },
      { day: today, reason: 'unknown-campaign', count: 1 },
    ]);
  });

  it("a client sees its own campaign's drops only", async () => {
    const body = await report('client@demo.test', ids.acmeClient);
    expect(body.campaigns.map((entry) => [entry.campaign_name, entry.dropped])).toEqual([[ACME_SITE, 5]]);
  });

  it("another agency does not see them, and asking for the agency's report is not found", async () => {
    expect(await report('agency2@demo.test', ids.beta)).toMatchObject({ dropped: 0, campaigns: [] });
    const response = await kit.get(
      'agency2@demo.test',
      rejectionsPath({ moduleType: 'all', companyId: ids.acme, clientId: 'all' }, range),
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('dropped');
  });
});
