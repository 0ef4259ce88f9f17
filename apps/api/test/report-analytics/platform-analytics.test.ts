// Report Analytics' platform figures and sellers (part 2 §7 "Reports": GET
// /configuration/report-analytics/{start}/{end} and /configuration/agencies-report/…; payloads ours):
// per day and module, against the range before, test leads left out, every seller side by side with
// its sort, search and pages; who may ask (part 2 §2: root company, system user, report_analytics not
// denied, or view mode), what view mode sees, and refusals naming their field.
import type { AgenciesReport, ReportAnalytics } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { analyticsKit } from './analytics-kit.ts';

let test: TestApp;
const kit = analyticsKit(() => test);
const RANGE = '2026-03-01/2026-03-05';
let names: { acme: string; beta: string; root: string };
let betaId: number;

beforeAll(async () => {
  test = await createTestApp();
  const ids = await kit.tenants();
  const direct = await kit.directClient('Platform Direct Co');
  const acmeSite = (await kit.demoCampaign('10000001')).id;
  const betaSite = (await kit.demoCampaign('10000002')).id;
  const acmeSearch = await kit.campaign(ids.acmeClient, 'locator', { status: 'paused' });
  const zetaSite = await kit.campaign(ids.zeta, 'local');
  const directEnhance = await kit.campaign(direct.id, 'enhance');
  await kit.addLeads(acmeSite, [
    { at: '2026-03-02T09:00:00Z', priceCents: 100 },
    { at: '2026-03-02T10:00:00Z', priceCents: 150 },
    { at: '2026-03-03T10:00:00Z', priceCents: 0, source: 'test' },
    { at: '2026-03-04T10:00:00Z', priceCents: 200 },
    // The range before (2026-02-24 – 2026-02-28) and before that.
    { at: '2026-02-27T10:00:00Z', priceCents: 100 },
    { at: '2026-02-27T11:00:00Z', priceCents: 100 },
    { at: '2026-02-28T23:59:00Z', priceCents: 100 },
    { at: '2026-01-15T10:00:00Z', priceCents: 5000 },
  ]);
  await kit.addLeads(acmeSearch, [{ at: '2026-03-03T12:00:00Z', priceCents: 300 }]);
  await kit.addLeads(zetaSite, [{ at: '2026-03-04T12:00:00Z', priceCents: 500 }]);
  await kit.addLeads(betaSite, [
    { at: '2026-03-02T12:00:00Z', priceCents: 999 },
    { at: '2026-02-25T12:00:00Z', priceCents: 10 },
  ]);
  await kit.addLeads(directEnhance, [{ at: '2026-03-05T23:00:00Z', priceCents: 50 }]);
  await kit.addVisits(acmeSite, [
    { at: '2026-03-02T08:00:00Z' },
    { at: '2026-03-02T08:30:00Z', status: 'rejected', reason: 'unresolved' },
    { at: '2026-03-03T08:00:00Z', source: 'test' },
    { at: '2026-02-26T08:00:00Z' },
  ]);
  betaId = ids.beta;
  names = {
    acme: await kit.companyName(ids.acme),
    beta: await kit.companyName(ids.beta),
    root: await kit.companyName(ids.root),
  };
});
afterAll(() => test.close());

async function summary(email = 'root@demo.test', range = RANGE) {
  const response = await kit.get(email, `/configuration/report-analytics/${range}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportAnalytics;
}

async function sellers(tail = 'null/null', query = '', email = 'root@demo.test') {
  const response = await kit.get(email, `/configuration/agencies-report/${RANGE}/${tail}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AgenciesReport;
}

const rowsOf = (report: AgenciesReport) =>
  report.data.map((row) => [
    row.company_name,
    row.leads,
    row.spend_cents,
    row.previous_leads,
    row.change_percent,
  ]);

describe('the platform over a range', () => {
  it('adds up every seller’s leads per day, test leads left out, days without leads as zeros', async () => {
    const body = await summary();
    expect(body.days.map((day) => [day.date, day.leads, day.spend_cents])).toEqual([
      ['2026-03-01', 0, 0],
      ['2026-03-02', 3, 1249],
      ['2026-03-03', 1, 300],
      ['2026-03-04', 2, 700],
      ['2026-03-05', 1, 50],
    ]);
    expect(body).toMatchObject({ timezone: 'UTC', startDate: '2026-03-01', endDate: '2026-03-05' });
    expect(body.totals).toMatchObject({ leads: 7, spend_cents: 2299 });
  });

  it('compares with the range just before, of the same length', async () => {
    const body = await summary();
    expect(body.previous).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-02-28',
      leads: 4,
      spend_cents: 310,
      visits: 1,
    });
  });

  it('splits leads and spend by module, all four always listed', async () => {
    const body = await summary();
    expect(body.modules).toEqual([
      { module: 'local', leads: 5, spend_cents: 1949 },
      { module: 'locator', leads: 1, spend_cents: 300 },
      { module: 'enhance', leads: 1, spend_cents: 50 },
      { module: 'b2b', leads: 0, spend_cents: 0 },
    ]);
  });

  it('counts visits (not test visits), clients and sellers with leads, and what runs now', async () => {
    const body = await summary();
    expect(body.totals).toMatchObject({
      visits: 2,
      // Of those page views, the one that became a lead: like with like, never above 100 % (issue 14),
      // while the range has 8 leads, most from feeds and seeded leads without a page view.
      visit_leads: 1,
      // Acme's two clients, Beta's, and the platform's own.
      clients_with_leads: 4,
      // Acme, Beta and the platform itself.
      sellers_with_leads: 3,
      // Both demo campaigns, Zeta's and the direct client's (the paused one is not running).
      active_campaigns: 4,
      agencies: 2,
    });
  });

  it('files leads under the viewer’s local days', async () => {
    const response = await kit.get(
      'root@demo.test',
      `/configuration/report-analytics/2026-03-05/2026-03-05`,
      'Asia/Tokyo',
    );
    // 23:00 UTC on March 5 is March 6 in Tokyo; 10:00 UTC on March 4 stays March 4.
    expect(response.json().totals.leads).toBe(0);
    const tokyo = await kit.get(
      'root@demo.test',
      `/configuration/report-analytics/2026-03-06/2026-03-06`,
      'Asia/Tokyo',
    );
    expect(tokyo.json().totals).toMatchObject({ leads: 1, spend_cents: 50 });
  });

  it('a range without leads answers zeros, not an error', async () => {
    const body = await summary('root@demo.test', '2025-06-01/2025-06-02');
    expect(body.totals).toMatchObject({ leads: 0, spend_cents: 0, visits: 0 });
    expect(body.days).toHaveLength(2);
  });
});

describe('sellers side by side', () => {
  it('lists each agency and the platform’s own clients, most leads first, with the change', async () => {
    const body = await sellers();
    expect(rowsOf(body)).toEqual([
      [names.acme, 5, 1250, 3, 67],
      [names.beta, 1, 999, 1, 0],
      [names.root, 1, 50, 0, null],
    ]);
    expect(body.data.map((row) => [row.kind, row.clients, row.active_campaigns])).toEqual([
      ['agency', 2, 2],
      ['agency', 1, 1],
      ['root', 1, 1],
    ]);
    expect(body).toMatchObject({
      total: 3,
      current_page: 1,
      last_page: 1,
      previous: { startDate: '2026-02-24' },
    });
  });

  it.each<[string, string[]]>([
    ['spend_cents/asc', ['root', 'beta', 'acme']],
    ['spend_cents/desc', ['acme', 'beta', 'root']],
    ['company_name/asc', ['acme', 'beta', 'root']],
    ['clients/desc', ['acme', 'beta', 'root']],
    // No change to compare is last either way.
    ['change_percent/desc', ['acme', 'beta', 'root']],
    ['change_percent/asc', ['beta', 'acme', 'root']],
  ])('sorts by %s', async (tail, order) => {
    const body = await sellers(tail);
    expect(body.data.map((row) => row.company_name)).toEqual(
      order.map((key) => names[key as keyof typeof names]),
    );
  });

  it('searches by name and pages', async () => {
    const searched = await sellers(`null/null/${encodeURIComponent(names.beta.slice(0, 4).toLowerCase())}`);
    expect(searched.data.map((row) => row.company_name)).toEqual([names.beta]);
    const second = await sellers('null/null', '?Page=2&PerPage=1');
    expect(second).toMatchObject({ total: 3, last_page: 3, current_page: 2 });
    expect(second.data.map((row) => row.company_name)).toEqual([names.beta]);
    const beyond = await sellers('null/null', '?Page=9&PerPage=1');
    expect(beyond).toMatchObject({ total: 3, data: [] });
  });

  it('leaves a removed agency out, from its rows, its search and the total', async () => {
    // A removal stamps the agency and everything below it (issue 15 item 6).
    const stamp = (at: Date | null) =>
      test.ctx.db.execute(
        sql`update companies set removed_at = ${at} where id = ${betaId} or parent_id = ${betaId}`,
      );
    await stamp(new Date());
    try {
      const body = await sellers();
      expect(body.data.map((row) => row.company_name)).toEqual([names.acme, names.root]);
      expect(body.total).toBe(2);
      const searched = await sellers(`null/null/${encodeURIComponent(names.beta.slice(0, 4).toLowerCase())}`);
      expect(searched).toMatchObject({ total: 0, data: [] });
    } finally {
      await stamp(null);
    }
    expect((await sellers()).total).toBe(3);
  });
});

describe('who may see Report Analytics', () => {
  const paths = [
    `/configuration/report-analytics/${RANGE}`,
    `/configuration/agencies-report/${RANGE}/null/null`,
    '/configuration/get-under-perform-campaigns',
  ];

  it.each(['admin@demo.test'])('%s (staff of the root) sees the platform', async (email) => {
    expect((await summary(email)).totals.leads).toBe(7);
  });

  it.each(['agency@demo.test', 'client@demo.test', 'sales@demo.test', 'agency2@demo.test'])(
    '%s gets 404 from every Report Analytics call',
    async (email) => {
      for (const path of paths) expect((await kit.get(email, path)).statusCode, path).toBe(404);
    },
  );

  it('a system user whose report_analytics permission is denied gets 404; allowed again, 200', async () => {
    await kit.setReportAnalytics('admin@demo.test', false);
    for (const path of paths) expect((await kit.get('admin@demo.test', path)).statusCode, path).toBe(404);
    await kit.setReportAnalytics('admin@demo.test', true);
    expect((await kit.get('admin@demo.test', paths[0] as string)).statusCode).toBe(200);
  });

  it('in view mode the viewed agency’s figures only: its own row, its own leads', async () => {
    const token = await kit.viewAs('agency@demo.test');
    const own = await kit.getWithToken(token, paths[0] as string);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().totals).toMatchObject({ leads: 5, spend_cents: 1250, agencies: 1 });
    const rows = await kit.getWithToken(token, paths[1] as string);
    expect(rows.json().data.map((row: { company_name: string }) => row.company_name)).toEqual([names.acme]);
  });

  it('reading writes nothing', async () => {
    const before = await kit.fingerprint();
    await summary();
    await sellers();
    expect(await kit.fingerprint()).toBe(before);
  });
});

describe('refusals name the field', () => {
  it.each<[string, string, string]>([
    ['a start that is no date', '/configuration/report-analytics/2026-3-1/2026-03-05', 'startDate'],
    ['an end before the start', '/configuration/report-analytics/2026-03-05/2026-03-01', 'endDate'],
    ['a range over a year', '/configuration/report-analytics/2025-01-01/2026-03-01', 'endDate'],
    ['an unknown sort field', `/configuration/agencies-report/${RANGE}/revenue/asc`, 'sortby'],
    ['an unknown order', `/configuration/agencies-report/${RANGE}/leads/up`, 'order'],
    ['a page size of 0', '/configuration/get-under-perform-campaigns?PerPage=0', 'PerPage'],
    ['a page of 0', `/configuration/agencies-report/${RANGE}/null/null?Page=0`, 'Page'],
  ])('%s: 422', async (_case, path, field) => {
    const response = await kit.get('root@demo.test', path);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('an unknown time zone: 422 naming X-Timezone', async () => {
    const response = await kit.get(
      'root@demo.test',
      `/configuration/report-analytics/${RANGE}`,
      'Mars/Olympus',
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['X-Timezone']);
  });
});
