// A lead's journey (issue 25 item 1): the pixel's page views of one browser (title, referrer, the
// session mark) become the lead's journey — the summary on every list, the CSV and the lead's own
// page (GET /leadspeek/lead/{leadId}), with its newest page views in order. Another tenant's lead is
// 404; untrusted titles are cleaned and kept as text.
import { JOURNEY_PAGE_LIMIT, type LeadDetailResponse, type LeadReportResponse } from '@lead/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, visits } from '../../src/db/schema/index.ts';
import { type BrowsedPage, pixelKit } from '../lead-engine/pixel-kit.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { campaignLeadsPath, leadCsvPath } from '../reports/report-paths.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const k = pixelKit(() => test);
const kit = reportKit(() => test);
let ids: ReportIds;

const SITE = 'http://localhost:3000/demo-site/';
const MINUTE = 60_000;

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  ids = await kit.tenants();
});
afterAll(() => test.close());

/** Sends a browser's page views as the pixel does, then lets the pipeline make its lead. */
const browse = (visitor: string, views: BrowsedPage[], ip = '10.1.0.40') => k.browse(visitor, views, ip);

async function leadOf(visitor: string): Promise<number> {
  const [row] = await test.ctx.db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(visits, eq(visits.id, leads.visitId))
    .where(eq(visits.visitorId, visitor));
  if (!row) {
    const seen = await test.ctx.db.select().from(visits).where(eq(visits.visitorId, visitor));
    throw new Error(`no lead for ${visitor}: ${JSON.stringify(seen.map((v) => [v.status, v.reason]))}`);
  }
  return row.id;
}

async function detail(email: string, leadId: number | string) {
  return kit.get(email, `/leadspeek/lead/${leadId}`);
}

describe("a lead's journey", () => {
  let leadId = 0;
  beforeAll(async () => {
    await browse('journey-reader', [
      {
        page: `${SITE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=%00hero`,
        title: 'Acme — Home',
        referrer: 'https://mail.example.test/inbox',
        minutesAgo: 50,
        continued: 0,
      },
      { page: `${SITE}book`, title: 'Acme — Book', referrer: SITE, minutesAgo: 48, continued: 1 },
      {
        page: `${SITE}pricing`,
        title: 'Acme — Pricing',
        referrer: `${SITE}book`,
        minutesAgo: 46,
        continued: 1,
      },
      // 41 minutes later: a new visit, though the same browser session says it continues.
      { page: `${SITE}pricing`, title: 'Acme — Pricing', minutesAgo: 5, continued: 1 },
      { page: `${SITE}book`, title: 'Acme — Book', minutesAgo: 4, continued: 1 },
      // A new browser session a minute later: a visit of its own.
      { page: SITE, title: 'Acme — Home', minutesAgo: 3, continued: 0 },
    ]);
    leadId = await leadOf('journey-reader');
  });

  it("is summed up on the lead's page: visits, pages, time on site, where the first visit came from", async () => {
    const response = await detail('client@demo.test', leadId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as LeadDetailResponse;
    expect(body.lead).toMatchObject({ id: leadId, leadspeek_api_id: '10000001' });
    expect(body.journey?.summary).toMatchObject({
      visits: 3,
      page_views: 6,
      // 2 + 2 minutes in the first visit, 1 in the second, 0 in the one-page third.
      time_on_site_seconds: 300,
      referrer: 'https://mail.example.test/inbox',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: null,
      // The NUL a link carried is removed, never stored or answered.
      utm_content: 'hero',
    });
    const summary = body.journey?.summary;
    expect(Date.parse(summary?.last_seen_at ?? '') - Date.parse(summary?.first_seen_at ?? '')).toBe(
      47 * MINUTE,
    );
  });

  it('lists the page views oldest first, with titles and where each visit starts', async () => {
    const body = (await detail('agency@demo.test', leadId)).json() as LeadDetailResponse;
    expect(body.journey?.pages.map((page) => [page.title, page.new_visit])).toEqual([
      ['Acme — Home', true],
      ['Acme — Book', false],
      ['Acme — Pricing', false],
      ['Acme — Pricing', true],
      ['Acme — Book', false],
      ['Acme — Home', true],
    ]);
    expect(body.journey?.pages[1]).toMatchObject({ url: `${SITE}book`, referrer: SITE });
    expect(body.journey?.earlier_page_views).toBe(0);
  });

  it('is carried by every lead list with the same summary', async () => {
    const page = (
      await kit.get('client@demo.test', campaignLeadsPath('10000001', 1, 50))
    ).json() as LeadReportResponse;
    const row = page.data.find((lead) => lead.id === leadId);
    const body = (await detail('client@demo.test', leadId)).json() as LeadDetailResponse;
    expect(row?.journey).toEqual(body.journey?.summary);
  });

  it('is in the CSV, as columns of its own', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await kit.download(
      'agency@demo.test',
      leadCsvPath({
        moduleType: 'local',
        companyId: ids.acme,
        clientId: ids.acmeClient,
        startDate: today,
        endDate: today,
        search: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const records = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    const record = records.find((row) => row['UTM source'] === 'newsletter');
    expect(record).toMatchObject({
      Visits: '3',
      'Pages viewed': '6',
      'Time on site (seconds)': '300',
      Referrer: 'https://mail.example.test/inbox',
      'UTM medium': 'email',
      'UTM campaign': 'spring',
    });
  });
});

describe('the newest page views only', () => {
  it(`lists the newest ${JOURNEY_PAGE_LIMIT}, oldest first, and says how many came before`, async () => {
    const views: BrowsedPage[] = Array.from({ length: JOURNEY_PAGE_LIMIT + 7 }, (_, index) => ({
      page: `${SITE}page-${index}`,
      title: `Page ${index}`,
      minutesAgo: 200 - index,
      continued: index === 0 ? 0 : 1,
    }));
    await browse('long-reader', views, '10.1.0.41');
    const body = (await detail('client@demo.test', await leadOf('long-reader'))).json() as LeadDetailResponse;
    expect(body.journey?.pages).toHaveLength(JOURNEY_PAGE_LIMIT);
    expect(body.journey?.pages[0]?.title).toBe('Page 7');
    expect(body.journey?.pages.at(-1)?.title).toBe(`Page ${JOURNEY_PAGE_LIMIT + 6}`);
    expect(body.journey?.earlier_page_views).toBe(7);
    expect(body.journey?.summary.page_views).toBe(JOURNEY_PAGE_LIMIT + 7);
  });
});

describe('untrusted page text', () => {
  it('keeps a title as cleaned, capped text: markup stays text, control characters go', async () => {
    const title = `<img src=x onerror=alert(1)>\u0007Deals\u0000${'x'.repeat(2000)}`;
    await browse('hostile-reader', [{ page: SITE, title, minutesAgo: 1, continued: 0 }], '10.1.0.42');
    const body = (
      await detail('client@demo.test', await leadOf('hostile-reader'))
    ).json() as LeadDetailResponse;
    const stored = body.journey?.pages[0]?.title ?? '';
    expect(stored.startsWith('<img src=x onerror=alert(1)> Deals x')).toBe(true);
    expect(stored).toHaveLength(300);
  });

  it('takes a page view from an older pixel (no title, no session mark): one visit per 30 minutes', async () => {
    await browse(
      'old-pixel-reader',
      [
        { page: SITE, minutesAgo: 10 },
        { page: `${SITE}book`, minutesAgo: 9 },
      ],
      '10.1.0.43',
    );
    const body = (
      await detail('client@demo.test', await leadOf('old-pixel-reader'))
    ).json() as LeadDetailResponse;
    expect(body.journey?.summary).toMatchObject({ visits: 1, page_views: 2, time_on_site_seconds: 60 });
    expect(body.journey?.pages[0]?.title).toBeNull();
  });

  it('is read through an index that ingestion never writes: resolved page views only (bench:ingest)', async () => {
    const { rows } = await test.ctx.db.$client.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where indexname = 'visits_journey_idx'",
    );
    expect(rows[0]?.indexdef).toMatch(
      /\(campaign_id, visitor_id, occurred_at\) WHERE \(status <> 'queued'::text\)$/,
    );
  });

  it('refuses a session mark that is not 0 or 1, storing nothing', async () => {
    const before = await k.counts();
    const answer = await k.send({ ...k.view('10000001', 'bad-mark'), n: 2 });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(['n']);
    expect(await k.counts()).toEqual(before);
  });
});

describe('a lead without page views', () => {
  it('has no journey (a lead a list or a search made)', async () => {
    const campaign = await kit.campaign(ids.acmeClient, 'locator');
    await kit.addLeads(campaign, [{ at: new Date().toISOString(), firstName: 'Sid' }]);
    const [row] = await test.ctx.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.campaignId, campaign));
    const response = await detail('client@demo.test', row?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lead: { first_name: 'Sid', journey: null }, journey: null });
  });
});

describe("another tenant's lead", () => {
  it('is not found for another agency, its client, or a sibling client of the same agency', async () => {
    const leadId = await leadOf('journey-reader');
    for (const email of ['agency2@demo.test', 'client2@demo.test']) {
      const response = await detail(email, leadId);
      expect(response.statusCode, email).toBe(404);
      expect(response.body).not.toContain('journey-reader');
    }
    // Zeta Shop is Acme's other client: Acme's client may not see its leads.
    const zetaCampaign = await kit.campaign(ids.zeta, 'local');
    await kit.addLeads(zetaCampaign, [{ at: new Date().toISOString(), firstName: 'Zed' }]);
    const [zetaLead] = await test.ctx.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.campaignId, zetaCampaign));
    expect((await detail('client@demo.test', zetaLead?.id ?? 0)).statusCode).toBe(404);
    // Those above the lead's client see it: its agency and the platform's staff.
    expect((await detail('agency@demo.test', zetaLead?.id ?? 0)).statusCode).toBe(200);
    expect((await detail('root@demo.test', leadId)).statusCode).toBe(200);
  });

  it.each([
    ['an id that never existed', String(2 ** 31), 404],
    ['an id of 2^53 − 1', String(2 ** 53 - 1), 404],
    ['an id past 2^53', '9007199254740993', 422],
    ['zero', '0', 422],
    ['a word', 'latest', 422],
    ['a negative id', '-5', 422],
  ])('%s answers %s, naming the field when it is refused', async (_name, leadId, status) => {
    const response = await detail('client@demo.test', leadId);
    expect(response.statusCode).toBe(status);
    if (status === 422) expect(Object.keys(response.json().errors)).toEqual(['leadId']);
  });
});
