// GET /leadspeek/report/lead/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate}/{sortby}/{order}/
// {searchQuery} with Page and PerPage (part 2 §7 "Reports"; issue 5 point 5): rows newest first, the
// three-state sort, search over name, e-mail and campaign name, server-side paging, and scope.
import {
  type LeadReportRequest,
  type LeadReportResponse,
  type LeadSortField,
  type LeadSortState,
  NO_SORT,
  nextSort,
} from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { writeLeadBook } from './lead-book.ts';
import { type ReportIds, reportKit } from './report-kit.ts';
import { leadReportPath } from './report-paths.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  await writeLeadBook(kit, ids);
});
afterAll(() => test.close());

function request(overrides: Partial<LeadReportRequest> = {}): LeadReportRequest {
  return {
    moduleType: 'all',
    companyId: ids.acme,
    clientId: 'all',
    startDate: '2026-03-01',
    endDate: '2026-03-05',
    sort: NO_SORT,
    search: '',
    page: 1,
    perPage: 10,
    ...overrides,
  };
}

async function report(overrides: Partial<LeadReportRequest> = {}, email = 'agency@demo.test', zone = 'UTC') {
  const response = await kit.get(email, leadReportPath(request(overrides)), zone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadReportResponse;
}

const names = (body: LeadReportResponse) => body.data.map((row) => row.first_name);

describe('the rows', () => {
  it('lists the leads of the range newest first, with their campaign and client', async () => {
    const body = await report();
    expect(names(body)).toEqual(['Eve', 'Dee', 'Cy', 'Bob', 'Ann']);
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 5, last_page: 1 });
    expect(body.data[1]).toMatchObject({
      first_name: 'Dee',
      last_name: 'Dunn',
      email: 'dee@zeta.test',
      campaign_name: 'Zeta spring sale',
      client_company_id: ids.zeta,
      client_company_name: 'Zeta Shop',
      module: 'local',
      price_cents: 50,
      created_at: '2026-03-04T08:00:00.000Z',
    });
    expect(body.data[0]).toMatchObject({ module: 'locator', client_company_name: 'Acme Client Co' });
  });

  it('keeps to the module, the client and the local days asked for', async () => {
    expect(names(await report({ moduleType: 'local' }))).toEqual(['Dee', 'Cy', 'Bob', 'Ann']);
    expect(names(await report({ moduleType: 'locator' }))).toEqual(['Eve']);
    expect(names(await report({ clientId: ids.zeta }))).toEqual(['Dee']);
    expect(names(await report({ startDate: '2026-03-02', endDate: '2026-03-02' }))).toEqual(['Bob', 'Ann']);
    // 23:00 on March 2 in Honolulu is 09:00 on March 3 in UTC.
    const honolulu = await report(
      { startDate: '2026-03-02', endDate: '2026-03-02' },
      'agency@demo.test',
      'Pacific/Honolulu',
    );
    expect(names(honolulu)).toEqual(['Cy', 'Bob', 'Ann']);
    expect(names(await report({ startDate: '2026-02-01', endDate: '2026-02-28' }))).toEqual(['Old']);
  });
});

describe('the three-state sort', () => {
  const sortedBy = async (field: LeadSortField, clicks: number) => {
    let sort: LeadSortState = NO_SORT;
    for (let click = 0; click < clicks; click += 1) sort = nextSort(sort, field);
    return names(await report({ sort }));
  };

  it('sorts by name ascending, then descending, then back to newest first', async () => {
    expect(await sortedBy('name', 1)).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Eve']);
    expect(await sortedBy('name', 2)).toEqual(['Eve', 'Dee', 'Cy', 'Bob', 'Ann']);
    expect(await sortedBy('name', 3)).toEqual(['Eve', 'Dee', 'Cy', 'Bob', 'Ann']);
    expect(await sortedBy('name', 3)).toEqual(names(await report()));
  });

  it('sorts by e-mail with leads without one last either way', async () => {
    expect(await sortedBy('email', 1)).toEqual(['Ann', 'Bob', 'Dee', 'Eve', 'Cy']);
    expect(await sortedBy('email', 2)).toEqual(['Eve', 'Dee', 'Bob', 'Ann', 'Cy']);
  });

  it('sorts by price and by campaign name', async () => {
    expect(await sortedBy('price_cents', 1)).toEqual(['Dee', 'Ann', 'Cy', 'Bob', 'Eve']);
    expect(await sortedBy('price_cents', 2)).toEqual(['Eve', 'Bob', 'Cy', 'Ann', 'Dee']);
    expect(await sortedBy('campaign_name', 1)).toEqual(['Ann', 'Bob', 'Cy', 'Eve', 'Dee']);
  });

  it('sorts by created_at ascending', async () => {
    expect(await sortedBy('created_at', 1)).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Eve']);
  });
});

describe('search', () => {
  it('matches first, last and full names, e-mail and campaign name, case-insensitively', async () => {
    expect(names(await report({ search: 'ann' }))).toEqual(['Ann']);
    expect(names(await report({ search: 'BAKER' }))).toEqual(['Bob']);
    expect(names(await report({ search: 'Cy Cole' }))).toEqual(['Cy']);
    expect(names(await report({ search: 'eve@acme' }))).toEqual(['Eve']);
    expect(names(await report({ search: 'spring sale' }))).toEqual(['Dee']);
    expect(names(await report({ search: 'website visitors' }))).toEqual(['Cy', 'Bob', 'Ann']);
  });

  it('takes LIKE wildcards literally and answers an empty page for no match', async () => {
    const body = await report({ search: '%' });
    expect(body).toMatchObject({ total: 0, last_page: 1, data: [] });
    expect((await report({ search: 'a_n' })).total).toBe(0);
  });
});

describe('paging', () => {
  it('pages on the server with the total and the last page', async () => {
    const first = await report({ perPage: 2 });
    expect(names(first)).toEqual(['Eve', 'Dee']);
    expect(first).toMatchObject({ total: 5, last_page: 3, per_page: 2, current_page: 1 });
    expect(names(await report({ perPage: 2, page: 2 }))).toEqual(['Cy', 'Bob']);
    expect(names(await report({ perPage: 2, page: 3 }))).toEqual(['Ann']);
    const past = await report({ perPage: 2, page: 4 });
    expect(past).toMatchObject({ total: 5, data: [] });
  });

  it('pages a search on its own matches', async () => {
    const body = await report({ search: 'acme.test', perPage: 3 });
    expect(body.total).toBe(3);
    expect(names(body)).toEqual(['Eve', 'Bob', 'Ann']);
  });
});

describe('who sees which leads', () => {
  it('a client sees only its own leads', async () => {
    const body = await report({ companyId: ids.acmeClient }, 'client@demo.test');
    expect(names(body)).toEqual(['Eve', 'Cy', 'Bob', 'Ann']);
    const searched = await report({ companyId: ids.acmeClient, search: 'ann' }, 'client@demo.test');
    expect(searched.data.map((row) => row.email)).toEqual(['ann@acme.test']);
  });

  it('another agency sees its own lead only, and Acme cannot read it', async () => {
    const beta = await report({ companyId: ids.beta }, 'agency2@demo.test');
    expect(beta.data.map((row) => row.email)).toEqual(['ann@beta.test']);
    for (const overrides of [{ companyId: ids.beta }, { clientId: ids.betaClient }]) {
      const response = await kit.get('agency@demo.test', leadReportPath(request(overrides)));
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('ann@beta.test');
    }
  });

  it('the root sees every agency', async () => {
    const body = await report({ companyId: ids.root, search: 'ann' }, 'root@demo.test');
    expect(body.data.map((row) => row.email).sort()).toEqual(['ann@acme.test', 'ann@beta.test']);
  });
});
