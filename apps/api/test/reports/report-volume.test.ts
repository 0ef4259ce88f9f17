// The report calls on thousands of leads (issue 5 point 5): 6,000 leads of Acme's clients over 90
// days, 20,000 of Beta's that Acme's reports must leave out. Speed is not timed here (benchmarks do
// that); this checks the totals, paging and search stay right at volume.
import { type LeadReportResponse, NO_SORT, type ReportChart } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type ReportIds, reportKit, selection } from './report-kit.ts';
import { leadReportPath } from './report-paths.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;

async function bulkLeads(campaignId: number, total: number) {
  // Spread over the 90 days from 2026-01-01 UTC, 100 cents each.
  await test.ctx.db.execute(sql`insert into leads (campaign_id, company_id, module, person_key, first_name,
      last_name, email, price_cents, created_at)
    select k.id, k.company_id, k.module, 'bulk-' || k.id || '-' || n, 'Bulk', 'Lead ' || n,
      'bulk' || n || '@campaign' || k.id || '.test', 100,
      timestamptz '2026-01-01 00:00:00+00' + ((n % 90) || ' days')::interval + ((n % 24) || ' hours')::interval
    from campaigns k, generate_series(1, ${total}) n where k.id = ${campaignId}`);
}

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  for (const [client, module] of [
    [ids.acmeClient, 'local'],
    [ids.acmeClient, 'locator'],
    [ids.zeta, 'local'],
  ] as const) {
    await bulkLeads(await kit.campaign(client, module), 2000);
  }
  await bulkLeads(await kit.campaign(ids.betaClient, 'local'), 20_000);
  await test.ctx.db.execute(sql`analyze leads`);
}, 120_000);
afterAll(() => test.close());

async function read(url: string) {
  const response = await kit.get('agency@demo.test', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('reports on thousands of leads', () => {
  it('charts 90 days of 6,000 leads with the right totals', async () => {
    const chart = (await read(
      `/leadspeek/report/chart/${selection('all', ids.acme)}/2026-01-01/2026-03-31`,
    )) as ReportChart;
    expect(chart.totals).toEqual({ leads: 6000, spend_cents: 600_000 });
    expect(chart.days).toHaveLength(90);
  });

  it('pages, sorts and searches the lead report', async () => {
    const path = (search: string) =>
      leadReportPath({
        moduleType: 'all',
        companyId: ids.acme,
        clientId: 'all',
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        sort: search ? { sortby: 'name', order: 'asc' } : NO_SORT,
        search,
        page: 3,
        perPage: 25,
      });
    for (const search of ['', 'lead 19']) {
      const page = (await read(path(search))) as LeadReportResponse;
      expect(page.total).toBe(search ? 3 * 111 : 6000);
      expect(page.data).toHaveLength(25);
    }
  });

  it('answers the opening range and the invoice', async () => {
    const initDate = await read(`/leadspeek/report/initdate/${selection('all', ids.acme)}`);
    expect(initDate.first_lead_date).toBe('2026-01-01');
    const invoice = await read(
      `/leadspeek/report/invoice/${selection('all', ids.acme)}/2026-01-01/2026-03-31`,
    );
    expect(invoice.totals).toEqual({ leads: 6000, spend_cents: 600_000 });
  });
});
