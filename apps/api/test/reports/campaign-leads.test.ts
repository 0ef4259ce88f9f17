// GET /leadspeek/report/campaign-leads/{leadspeek_api_id} (issue 6 point 7): what a campaign row's
// Leads action opens — that campaign's leads of all time, newest first, paged; another tenant's
// campaign is not found.
import type { LeadReportResponse } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type LeadBook, writeLeadBook } from './lead-book.ts';
import { type ReportIds, reportKit } from './report-kit.ts';
import { campaignLeadsPath } from './report-paths.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;
let book: LeadBook;

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  book = await writeLeadBook(kit, ids);
});
afterAll(() => test.close());

async function list(email: string, leadspeekApiId: string, page = 1, perPage = 10) {
  const response = await kit.get(email, campaignLeadsPath(leadspeekApiId, page, perPage));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadReportResponse;
}

const names = (body: LeadReportResponse) => body.data.map((row) => row.first_name);

describe("a campaign's leads", () => {
  it('are every lead of the campaign, newest first, whatever the date', async () => {
    const body = await list('agency@demo.test', '10000001');
    expect(names(body)).toEqual(['Cy', 'Bob', 'Ann', 'Old']);
    expect(body).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    expect(body.data[0]).toMatchObject({
      leadspeek_api_id: '10000001',
      client_company_name: 'Acme Client Co',
    });
  });

  it('come in pages', async () => {
    const second = await list('client@demo.test', '10000001', 2, 3);
    expect(names(second)).toEqual(['Old']);
    expect(second).toMatchObject({ total: 4, current_page: 2, per_page: 3, last_page: 2 });
  });

  it('are found by the numeric id as well', async () => {
    const zeta = await kit.get(
      'agency@demo.test',
      `/leadspeek/report/campaign-leads/${book.zetaSite}?Page=1&PerPage=10`,
    );
    expect(names(zeta.json())).toEqual(['Dee']);
  });

  it('of a campaign without leads: an empty first page', async () => {
    const idle = await kit.get('agency@demo.test', `/leadspeek/report/campaign-leads/${book.zetaIdle}`);
    expect(idle.json()).toMatchObject({ total: 0, last_page: 1, data: [] });
  });
});

describe('refusals', () => {
  it("another tenant's campaign is not found, for an agency and for a client of the same agency", async () => {
    expect((await kit.get('agency2@demo.test', campaignLeadsPath('10000001', 1, 10))).statusCode).toBe(404);
    expect(
      (await kit.get('client@demo.test', `/leadspeek/report/campaign-leads/${book.zetaSite}`)).statusCode,
    ).toBe(404);
  });

  it('a page size over the limit is 422 naming it', async () => {
    const response = await kit.get('agency@demo.test', campaignLeadsPath('10000001', 1, 100_000));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['PerPage']);
  });
});
