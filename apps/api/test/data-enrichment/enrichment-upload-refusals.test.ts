// Bad contact files (issue 27 "Bad input and abuse"): a wrong encoding, no header, no usable column,
// more than 100,000 rows and files over the size limit are refused with a sentence naming the field,
// and nothing is stored; formulas in the input go out escaped in the enriched file.

import { Readable } from 'node:stream';
import { ENRICHMENT_LIMITS, ENRICHMENT_MESSAGES as M } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichmentJobs } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { contactsCsv, enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const CLIENT = 'client@demo.test';

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function jobCount(): Promise<number> {
  const [row] = await test.ctx.db.select({ count: sql<number>`count(*)::int` }).from(enrichmentJobs);
  return Number(row?.count ?? 0);
}

/** The upload is refused with `status`, the sentence on the file field, and no job is stored. */
async function refused(content: string | Buffer, status: number, sentence: string, fileName?: string) {
  const before = await jobCount();
  const response = await t.upload(CLIENT, content, fileName ? { fileName } : {});
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().errors).toEqual({ contactsfile: sentence });
  expect(await jobCount()).toBe(before);
}

describe('contact files that are refused', () => {
  it('an accepted file answers its first rows for the mapping step: one cell per column, cut short', async () => {
    const long = 'x'.repeat(ENRICHMENT_LIMITS.sampleCellMax + 50);
    const csv = `Email,Name,Note\r\na@example.test,Ann,${long}\r\nb@example.test\r\nc@example.test,Cy,=HYPERLINK("x")\r\nd@example.test,Di,fourth\r\n`;
    const job = await t.uploaded(CLIENT, csv);
    expect(job.sampleRows).toEqual([
      ['a@example.test', 'Ann', 'x'.repeat(ENRICHMENT_LIMITS.sampleCellMax)],
      // A short row is padded to the header, so each cell stays under its column.
      ['b@example.test', '', ''],
      ['c@example.test', 'Cy', '=HYPERLINK("x")'],
    ]);
    // The job read answers them too, for a reload of the mapping step.
    const read = await t.call(CLIENT, 'GET', `/data-enrichment/jobs/${job.id}`);
    expect(read.json().sampleRows).toEqual(job.sampleRows);
  });

  it('long rows: a sample row is never cut where the start of the file read for it ends', async () => {
    // Two rows of 32,751 characters put the 64 KiB mark two letters into the third row's name.
    const note = 'x'.repeat(32_751 - 'a@example.test,Ann,'.length - 2);
    const csv = `Email,Name,Note\r\na@example.test,Ann,${note}\r\nb@example.test,Bob,${note}\r\nc@example.test,Charlotte,short\r\nd@example.test,Di,x\r\n`;
    expect(csv.indexOf('Charlotte')).toBeLessThan(64 * 1024);
    expect(csv.indexOf('Charlotte') + 'Charlotte'.length).toBeGreaterThan(64 * 1024);
    const job = await t.uploaded(CLIENT, csv);
    expect(job.sampleRows[2]).toEqual(['c@example.test', 'Charlotte', 'short']);
  });

  it('not UTF-8 (Latin-1, UTF-16, binary) is refused; UTF-8 with a byte-order mark is read', async () => {
    await refused(Buffer.from('Email,Name\r\njosé@example.test,José\r\n', 'latin1'), 422, M.notUtf8);
    await refused(Buffer.from('\uFEFFEmail\r\na@example.test\r\n', 'utf16le'), 422, M.notUtf8);
    await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), 422, M.notUtf8);
    const bom = await t.uploaded(CLIENT, `\uFEFF${contactsCsv(3)}`);
    expect(bom.mapping.email).toBe('Email');
    expect(bom.totalRows).toBe(3);
  });

  it('no header, a header only, and a file that is no CSV are refused', async () => {
    await refused('jane@example.test\r\nbob@example.test\r\n', 422, M.noHeader);
    await refused('', 422, M.noHeader);
    await refused('Email,Email\r\na@example.test,b@example.test\r\n', 422, M.noHeader);
    await refused('Email,First Name\r\n', 422, M.noRows);
    await refused(contactsCsv(3), 422, M.notCsv, 'contacts.xlsx');
  });

  it('more than 100,000 rows is refused (a million too), 100,000 is taken', async () => {
    const row = 'x@example.test\n';
    await refused(`Email\n${row.repeat(ENRICHMENT_LIMITS.rowsMax + 1)}`, 422, M.tooManyRows);
    await refused(`Email\n${row.repeat(1_000_000)}`, 422, M.tooManyRows);
    const most = await t.uploaded(CLIENT, `Email\n${row.repeat(ENRICHMENT_LIMITS.rowsMax)}`);
    expect(most.totalRows).toBe(ENRICHMENT_LIMITS.rowsMax);
  });

  it('a file over the size limit is refused with 413; one that says it is 100 MB before a byte is read', async () => {
    await refused(Buffer.alloc(ENRICHMENT_LIMITS.fileBytesMax + 1, 'a'), 413, M.tooLarge);
    // The request says 100 MB and sends almost nothing: the answer comes without waiting for the rest.
    const before = await jobCount();
    let read = 0;
    const body = new Readable({
      read() {
        read++;
        this.push(read === 1 ? '--x\r\n' : null);
      },
    });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/data-enrichment/jobs',
      headers: {
        ...bearer(await t.tokenOf(CLIENT)),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(100 * 1024 * 1024),
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().errors).toEqual({ contactsfile: M.tooLarge });
    expect(await jobCount()).toBe(before);
  });

  it('a mapping without an e-mail or a name and address, or naming no column of the file, is refused', async () => {
    const job = await t.uploaded(CLIENT, 'Phone,Notes\r\n555-0100,call me\r\n');
    expect(job.mapping).toEqual({
      email: null,
      firstName: null,
      lastName: null,
      address: null,
      city: null,
      state: null,
      zip: null,
    });
    const noColumn = await t.preview(CLIENT, job.id, job.mapping);
    expect(noColumn.statusCode, noColumn.body).toBe(422);
    expect(noColumn.json().errors).toEqual({ mapping: M.noUsableColumn });
    // A name without an address does not match anyone either.
    const nameOnly = await t.preview(CLIENT, job.id, {
      ...job.mapping,
      firstName: 'Phone',
      lastName: 'Notes',
    });
    expect(nameOnly.json().errors).toEqual({ mapping: M.noUsableColumn });
    const missing = await t.preview(CLIENT, job.id, { ...job.mapping, email: 'E-mail address' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'mapping.email': 'The file has no column named "E-mail address".',
    });
    const bad = await t.preview(CLIENT, job.id, { email: 5 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).every((field) => field.startsWith('mapping'))).toBe(true);
    expect(await t.storedJob(job.id)).toMatchObject({ state: 'uploaded', preview: null });
  });
});

describe('formulas in the input', () => {
  it('go out escaped in the enriched file, header and cells alike', async () => {
    const csv = [
      'Email,First Name,=cmd|calc,Address,Zip',
      'a1@example.test,=HYPERLINK("http://evil.test"),x,+1 Main St,-100',
      'a2@example.test,@SUM(A1),y,2 Main St,10002',
    ].join('\n');
    const job = await t.uploaded(CLIENT, csv);
    expect((await t.preview(CLIENT, job.id, job.mapping)).statusCode).toBe(200);
    expect((await t.confirm(CLIENT, job.id)).statusCode).toBe(200);
    await test.jobsIdle();
    const [header, first, second] = await t.resultRecords(CLIENT, job.id);
    expect(header?.[2]).toBe("'=cmd|calc");
    expect(first?.slice(0, 5)).toEqual([
      'a1@example.test',
      `'=HYPERLINK("http://evil.test")`,
      'x',
      "'+1 Main St",
      "'-100",
    ]);
    expect(second?.[1]).toBe("'@SUM(A1)");
  });
});
