// GET /leadspeek/leads-management/{moduleType}/{sortby}/{order}/{searchQuery} and its CSV (part 1 §2:
// leads-management is for administrators only): every lead of the module of all time across the
// administrator's tenants — a platform administrator sees every agency's, an agency's administrator
// only its own — searched, sorted, paged; anyone else is refused.
import { type LeadReportResponse, type LeadsManagementRequest, NO_SORT } from '@lead/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { writeLeadBook } from './lead-book.ts';
import { type ReportIds, reportKit } from './report-kit.ts';
import { leadsManagementCsvPath, leadsManagementPath } from './report-paths.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  await writeLeadBook(kit, ids);
  // An administrator on Acme's staff (not a system user).
  const owner = await userNamed(test.ctx.db, 'agency@demo.test');
  await test.ctx.db.insert(users).values({
    companyId: (await companyOf(test.ctx.db, 'agency@demo.test')).id,
    userType: 'administrator',
    name: 'Acme Admin',
    email: 'admin@acme.test',
    passwordHash: owner.passwordHash,
  });
});
afterAll(() => test.close());

function path(overrides: Partial<LeadsManagementRequest> = {}) {
  return leadsManagementPath({
    moduleType: 'local',
    sort: NO_SORT,
    search: '',
    page: 1,
    perPage: 10,
    ...overrides,
  });
}

async function listed(email: string, overrides: Partial<LeadsManagementRequest> = {}) {
  const response = await kit.get(email, path(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeadReportResponse;
}

const names = (body: LeadReportResponse) => body.data.map((row) => row.first_name);

describe('the leads of a module across tenants', () => {
  it("a platform administrator sees every agency's leads of the module, of all time, newest first", async () => {
    const body = await listed('admin@demo.test');
    expect(names(body)).toEqual(['Dee', 'Cy', 'Ann', 'Bob', 'Ann', 'Old']);
    expect(body.data.map((row) => row.client_company_name)).toContain('Beta Client Inc');
    expect(names(await listed('admin@demo.test', { moduleType: 'locator' }))).toEqual(['Eve']);
  });

  it("an agency's administrator sees its own tenants' leads only", async () => {
    const body = await listed('admin@acme.test');
    expect(names(body)).toEqual(['Dee', 'Cy', 'Bob', 'Ann', 'Old']);
  });

  it('searches, sorts and pages', async () => {
    expect(names(await listed('admin@demo.test', { search: 'ann' }))).toEqual(['Ann', 'Ann']);
    const sorted = await listed('admin@demo.test', { sort: { sortby: 'price_cents', order: 'desc' } });
    expect(sorted.data.map((row) => row.price_cents)).toEqual([999, 900, 300, 200, 100, 50]);
    const second = await listed('admin@demo.test', { page: 2, perPage: 4 });
    expect(names(second)).toEqual(['Ann', 'Old']);
    expect(second).toMatchObject({ total: 6, current_page: 2, last_page: 2 });
  });

  it('downloads the same leads as a CSV, newest first', async () => {
    const response = await kit.download('admin@acme.test', leadsManagementCsvPath('local', 'acme.test'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-local-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows: string[][] = parse(response.body);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['bob@acme.test', 'ann@acme.test', 'old@acme.test']);
  });
});

describe('only administrators', () => {
  it.each(['root@demo.test', 'agency@demo.test', 'client@demo.test', 'sales@demo.test'])(
    '%s is refused',
    async (email) => {
      expect((await kit.get(email, path())).statusCode).toBe(403);
      expect((await kit.download(email, leadsManagementCsvPath('local', ''))).statusCode).toBe(403);
    },
  );

  it('an unknown module is 422 naming it', async () => {
    const response = await kit.get('admin@demo.test', '/leadspeek/leads-management/all/null/null');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['moduleType']);
  });
});
