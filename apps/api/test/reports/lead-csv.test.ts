// POST /leadspeek/report/lead-csv/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate}/{searchQuery}
// (issue 6 point 7): the lead report's rows as a CSV file — the same selection, range and search, newest
// first, dates in the viewer's zone, formulas defused, every row once even past one read batch; only
// with the password typed again (download-auth, issue 23 item 12: documents/lead-download-auth.test.ts).
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_CSV_COLUMNS } from '../../src/modules/reports/lead-csv.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type LeadBook, writeLeadBook } from './lead-book.ts';
import { type ReportIds, reportKit } from './report-kit.ts';
import { leadCsvPath } from './report-paths.ts';

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

type Filters = {
  moduleType?: string;
  clientId?: 'all' | number;
  search?: string;
  startDate?: string;
  endDate?: string;
};

function csvPath(filters: Filters = {}) {
  return leadCsvPath({
    moduleType: (filters.moduleType ?? 'all') as 'all',
    companyId: ids.acme,
    clientId: filters.clientId ?? 'all',
    startDate: filters.startDate ?? '2026-03-01',
    endDate: filters.endDate ?? '2026-03-05',
    search: filters.search ?? '',
  });
}

async function download(filters: Filters = {}, email = 'agency@demo.test', zone = 'UTC') {
  const response = await kit.download(email, csvPath(filters), zone);
  expect(response.statusCode, response.body).toBe(200);
  const rows: string[][] = parse(response.body);
  return { response, header: rows[0], rows: rows.slice(1) };
}

describe('the file', () => {
  it("holds the range's leads newest first, with every column of the report", async () => {
    const { response, header, rows } = await download();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="leads-all-2026-03-01-2026-03-05.csv"',
    );
    expect(header).toEqual(LEAD_CSV_COLUMNS);
    expect(rows.map((row) => row[1])).toEqual(['Eve', 'Dee', 'Cy', 'Bob', 'Ann']);
    const dee = Object.fromEntries(LEAD_CSV_COLUMNS.map((column, index) => [column, rows[1]?.[index]]));
    expect(dee).toMatchObject({
      Date: '2026-03-04 08:00:00',
      'First name': 'Dee',
      'Last name': 'Dunn',
      'E-mail': 'dee@zeta.test',
      Campaign: 'Zeta spring sale',
      Client: 'Zeta Shop',
      Module: 'Site ID',
      'Cost per lead': '0.50',
      'Test lead': '',
    });
    // Cy has no e-mail: an empty cell, not 'null'.
    expect(rows[2]?.[3]).toBe('');
  });

  it('says which rows are test leads', async () => {
    await test.ctx.db.execute(sql`update leads set source = 'test' where first_name = 'Cy'`);
    try {
      const { rows } = await download();
      const testColumn = LEAD_CSV_COLUMNS.indexOf('Test lead');
      expect(rows.map((row) => [row[1], row[testColumn]])).toEqual([
        ['Eve', ''],
        ['Dee', ''],
        ['Cy', 'yes'],
        ['Bob', ''],
        ['Ann', ''],
      ]);
    } finally {
      await test.ctx.db.execute(sql`update leads set source = 'pixel' where first_name = 'Cy'`);
    }
  });

  it('keeps to the module, client, range and search of the table', async () => {
    expect((await download({ moduleType: 'locator' })).rows.map((row) => row[1])).toEqual(['Eve']);
    expect((await download({ clientId: ids.zeta })).rows.map((row) => row[1])).toEqual(['Dee']);
    expect((await download({ search: 'baker' })).rows.map((row) => row[1])).toEqual(['Bob']);
    expect(
      (await download({ startDate: '2026-02-20', endDate: '2026-02-28' })).rows.map((row) => row[1]),
    ).toEqual(['Old']);
  });

  it("writes dates in the viewer's zone", async () => {
    const { rows } = await download({ clientId: ids.zeta }, 'agency@demo.test', 'America/New_York');
    expect(rows[0]?.[0]).toBe('2026-03-04 03:00:00');
  });

  it('defuses a name that a spreadsheet would run as a formula', async () => {
    await kit.addLeads(book.zetaSite, [
      { at: '2026-03-05T01:00:00Z', firstName: '=HYPERLINK("http://evil.test")', lastName: 'Formula' },
    ]);
    const { rows } = await download({ clientId: ids.zeta });
    expect(rows[0]?.[1]).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it('streams every lead once across read batches, ties on the same instant included', async () => {
    const bulk = await kit.campaign(ids.zeta, 'b2b', { campaignName: 'Bulk' });
    // 2,300 leads, seven to a second (batch ends fall inside a second), a few microseconds apart
    // (what a JavaScript date would round away).
    const seeds = Array.from({ length: 2_300 }, (_, index) => ({
      at: new Date(Date.UTC(2026, 2, 10, 12, 0, Math.floor(index / 7))).toISOString(),
      email: `bulk${index}@zeta.test`,
    }));
    await kit.addLeads(bulk, seeds);
    await test.ctx.db.execute(
      sql`update leads set created_at = created_at + (id % 5) * interval '1 microsecond' where campaign_id = ${bulk}`,
    );
    const { rows } = await download({ moduleType: 'b2b', startDate: '2026-03-10', endDate: '2026-03-10' });
    const emails = rows.map((row) => row[3]);
    expect(emails).toHaveLength(2_300);
    expect(new Set(emails).size).toBe(2_300);
    expect(rows[0]?.[0]).toBe('2026-03-10 12:05:28');
    expect(rows.at(-1)?.[0]).toBe('2026-03-10 12:00:00');
  });
});

describe('refusals answer before any byte', () => {
  it("another agency's company is not found, and a client cannot reach another client", async () => {
    expect((await kit.download('agency2@demo.test', csvPath())).statusCode).toBe(404);
    expect((await kit.download('client@demo.test', csvPath({ clientId: ids.zeta }))).statusCode).toBe(404);
  });

  it('a range that ends before it starts is 422 naming the field', async () => {
    const response = await kit.download(
      'agency@demo.test',
      csvPath({ startDate: '2026-03-05', endDate: '2026-03-01' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ endDate: 'The end date cannot be before the start date.' });
  });

  it('needs a session', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api${csvPath()}`,
      payload: { pwd: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
