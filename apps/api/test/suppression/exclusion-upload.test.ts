// POST /leadspeek/suppressionlist/upload and the 'suppression-import' job (part 2 §3 "Exclusion upload
// job progress", §5 "Exclusion upload", §6 clients only, §7 "Exclusion list", §9 10,000 records):
// good files are imported as MD5s in the background, bad rows are reported by line, refused files
// and other tenants' lists change nothing.
import { SUPPRESSION_MESSAGES as S, sanitizeUploadFileName } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { suppressionImports } from '../../src/db/schema/index.ts';
import { runSuppressionImport } from '../../src/modules/suppression/import-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { md5, suppressionKit } from './suppression-kit.ts';

let test: TestApp;
const t = suppressionKit(() => test);
let restoreQueue: (() => void) | null = null;
beforeAll(async () => {
  test = await createTestApp();
  for (const email of ['client@demo.test', 'client2@demo.test', 'agency@demo.test', 'root@demo.test'])
    await t.tokenOf(email);
});
afterEach(() => {
  restoreQueue?.();
  restoreQueue = null;
});
afterAll(() => test.close());

const acmeClient = () => t.companyId('client@demo.test');
const betaClient = () => t.companyId('client2@demo.test');
const HASH = '0CC175B9C0F1B6A831C399E269772661';

/** Uploads, waits for the import, and returns the stored import row. */
async function imported(content: string, fileName = 'list.csv') {
  const response = await t.upload('client@demo.test', content, {
    fileName,
    fields: { ClientCompanyID: await acmeClient(), campaigntype: 'client' },
  });
  expect(response.statusCode, response.body).toBe(200);
  await test.jobsIdle();
  const row = await t.importRow(response.json().id);
  if (!row) throw new Error('no import row');
  return { response: response.json(), row };
}

describe('a client uploads its exclusion list', () => {
  it('a CSV of e-mails and MD5s with a header is imported as MD5s of the lower-cased addresses', async () => {
    const companyId = await acmeClient();
    await t.purge('client@demo.test', companyId);
    const before = await t.entries('client', companyId);
    expect(before).toEqual([]);

    const { response, row } = await imported(
      `email\r\nJane.Doe@Example.com\n  bob@example.org \n\n${HASH}\njane.doe@example.com\n`,
      'My Clients (March).CSV',
    );
    expect(response).toEqual({
      result: 'success',
      id: row.id,
      filename: 'my_clients_march.csv',
      total_row: 4,
    });
    expect(row).toMatchObject({
      companyId,
      campaignId: null,
      fileName: 'my_clients_march.csv',
      status: 'done',
      totalRows: 4,
      processedRows: 4,
      // The second jane is the same address: on the list once.
      addedRows: 3,
      badRows: [],
      content: null,
      createdByUserId: await t.userId('client@demo.test'),
    });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(await t.entries('client', companyId)).toEqual(
      [md5('jane.doe@example.com'), md5('bob@example.org'), HASH.toLowerCase()].sort(),
    );
    // Nothing landed on another list.
    expect(await t.entries('client', await betaClient())).toEqual([]);

    const log = await t.newestLog();
    expect(log).toMatchObject({
      userId: await t.userId('client@demo.test'),
      companyId,
      action: 'suppression',
      description: 'Uploaded my_clients_march.csv (4 records) to the exclusion list',
    });
  });

  it('bad rows are reported by line number and the good ones imported', async () => {
    const companyId = await acmeClient();
    const { row } = await imported(
      [
        'Email',
        'ok1@example.com',
        'not an email',
        'ok2@example.com,Jane',
        '',
        'abc123',
        'ok3@example.com',
      ].join('\n'),
    );
    expect(row).toMatchObject({ status: 'done', totalRows: 5, processedRows: 5 });
    expect(row.badRows).toEqual([
      { line: 3, reason: S.notEmailOrMd5 },
      { line: 4, reason: S.oneValuePerRow },
      { line: 6, reason: S.notEmailOrMd5 },
    ]);
    const entries = await t.entries('client', companyId);
    expect(entries).toEqual(expect.arrayContaining([md5('ok1@example.com'), md5('ok3@example.com')]));
    expect(entries).not.toContain(md5('ok2@example.com'));

    const progress = await t.progress('client@demo.test', `companyId=${companyId}&campaignType=client`);
    const done = progress.json().data.jobDone.find((job: { id: number }) => job.id === row.id);
    expect(done).toMatchObject({
      status: 'done',
      percentage: 100,
      current_row: 5,
      total_row: 5,
      bad_row_count: 3,
      bad_rows: [
        { line: 3, reason: 'not an e-mail or MD5' },
        { line: 4, reason: 'one e-mail or MD5 per row' },
        { line: 6, reason: 'not an e-mail or MD5' },
      ],
    });
  });

  it('10,000 records are accepted and imported in chunks', async () => {
    const companyId = await acmeClient();
    await t.purge('client@demo.test', companyId);
    const lines = Array.from({ length: 10_000 }, (_, i) => `person${i}@bulk.example`);
    const { row } = await imported(lines.join('\n'));
    expect(row).toMatchObject({
      status: 'done',
      totalRows: 10_000,
      processedRows: 10_000,
      addedRows: 10_000,
    });
    expect((await t.entries('client', companyId)).length).toBe(10_000);
  });
});

describe('refused files write nothing (422 naming clientoptoutfile)', () => {
  it.each<[string, string | Buffer, string, string | RegExp]>([
    ['a file that is not .csv', 'a@b.co', 'list.xlsx', S.invalidFileFormat],
    ['a .txt file', 'a@b.co', 'list.txt', S.invalidFileFormat],
    ['an empty file', '', 'empty.csv', S.fileEmpty],
    ['a header and blank lines only', 'email\n\n\n', 'empty.csv', S.fileEmpty],
    [
      '10,001 records',
      Array.from({ length: 10_001 }, (_, i) => `p${i}@x.example`).join('\n'),
      'big.csv',
      'The file has 10,001 records; one upload takes up to 10,000.',
    ],
    [
      'no usable row',
      'jane@\nbob\n',
      'names.csv',
      'The file has no e-mail address or MD5 hash to import: line 1: not an e-mail or MD5; line 2: not an e-mail or MD5.',
    ],
    ['binary content', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 'sheet.csv', /binary file/],
    ['an unclosed quote', 'a@b.co\n"c@d.co\n', 'quote.csv', /could not be read as CSV/],
  ])('%s', async (_case, content, fileName, reason) => {
    const before = await t.suppressionFingerprint();
    const response = await t.upload('client@demo.test', content, {
      fileName,
      fields: { ClientCompanyID: await acmeClient(), campaigntype: 'client' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.clientoptoutfile).toMatch(reason);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('no file part: 422 asking for a file', async () => {
    const before = await t.suppressionFingerprint();
    const response = await t.upload('client@demo.test', '', {
      noFile: true,
      fields: { campaigntype: 'client' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ clientoptoutfile: S.fileMissing });
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('a file larger than 4 MB: 422', async () => {
    const before = await t.suppressionFingerprint();
    const response = await t.upload('client@demo.test', 'x'.repeat(4 * 1024 * 1024 + 1), {
      fileName: 'huge.csv',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ clientoptoutfile: S.fileTooLarge });
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('a JSON body instead of a form: 415', async () => {
    const response = await t.call('client@demo.test', 'POST', '/leadspeek/suppressionlist/upload', {
      campaigntype: 'client',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('file names are sanitised as stored (part 2 §5)', () => {
  it.each<[string, string]>([
    ['Client List.csv', 'client_list.csv'],
    ['Q1 (final) v2!.CSV', 'q1_final_v2.csv'],
    ['über-liste.csv', 'ber-liste.csv'],
  ])('%j is stored as %j', async (name, stored) => {
    expect(sanitizeUploadFileName(name)).toBe(stored);
    const { row } = await imported('someone@example.com', name);
    expect(row.fileName).toBe(stored);
  });
});

describe('only a client uploads to its own list (part 2 §6)', () => {
  it("another tenant's client company: 404 and nothing written", async () => {
    const before = await t.suppressionFingerprint();
    const response = await t.upload('client@demo.test', 'a@b.co', {
      fields: { ClientCompanyID: await betaClient(), campaigntype: 'client' },
    });
    expect(response.statusCode).toBe(404);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it.each(['agency@demo.test', 'root@demo.test'])(
    '%s is refused with 403, nothing written',
    async (email) => {
      const before = await t.suppressionFingerprint();
      const response = await t.upload(email, 'a@b.co', {
        fields: { ClientCompanyID: await acmeClient(), campaigntype: 'client' },
      });
      expect(response.statusCode).toBe(403);
      expect(await t.suppressionFingerprint()).toBe(before);
    },
  );

  it('without a sign-in: 401', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/leadspeek/suppressionlist/upload' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a campaign list (campaigntype=campaign)', () => {
  it("the client's own campaign gets its own list; another tenant's campaign is 404", async () => {
    const acme = await t.demoCampaign('acme');
    const response = await t.upload('client@demo.test', 'camp@example.com', {
      fields: { campaigntype: 'campaign', campaignID: acme.leadspeekApiId },
    });
    expect(response.statusCode, response.body).toBe(200);
    await test.jobsIdle();
    expect(await t.entries('campaign', acme.companyId, acme.id)).toEqual([md5('camp@example.com')]);
    expect(await t.entries('client', acme.companyId)).not.toContain(md5('camp@example.com'));

    const beta = await t.demoCampaign('beta');
    const before = await t.suppressionFingerprint();
    const refused = await t.upload('client@demo.test', 'camp@example.com', {
      fields: { campaigntype: 'campaign', campaignID: beta.leadspeekApiId },
    });
    expect(refused.statusCode).toBe(404);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('campaigntype=campaign without a campaign: 422', async () => {
    const response = await t.upload('client@demo.test', 'a@b.co', { fields: { campaigntype: 'campaign' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ campaignID: S.campaignRequired });
  });
});

describe('the import job', () => {
  it('progress shows a queued import in jobProgress until the job has run, then in jobDone', async () => {
    const companyId = await acmeClient();
    const held = t.holdQueue();
    restoreQueue = held.restore;
    const lines = Array.from({ length: 600 }, (_, i) => `queued${i}@example.com`);
    const response = await t.upload('client@demo.test', lines.join('\n'), {
      fields: { ClientCompanyID: companyId, campaigntype: 'client' },
    });
    const { id } = response.json();
    expect(held.sent).toEqual([{ name: 'suppression-import', data: { id } }]);

    const query = `companyId=${companyId}&campaignType=client`;
    const waiting = (await t.progress('client@demo.test', query)).json();
    expect(waiting.result).toBe('success');
    expect(waiting.data.jobProgress).toEqual([
      expect.objectContaining({
        id,
        filename: 'list.csv',
        status: 'queued',
        percentage: 0,
        current_row: 0,
        total_row: 600,
      }),
    ]);
    expect((await t.importRow(id))?.content).toContain('queued0@example.com');

    await runSuppressionImport(test.ctx, id);
    const finished = (await t.progress('client@demo.test', query)).json();
    expect(finished.data.jobProgress).toEqual([]);
    expect(finished.data.jobDone[0]).toMatchObject({ id, status: 'done', percentage: 100, current_row: 600 });
    expect(finished.data.total_entries).toBe((await t.entries('client', companyId)).length);
  });

  it('a retried run resumes after the last committed chunk, and a done import adds nothing when re-run', async () => {
    const companyId = await acmeClient();
    const held = t.holdQueue();
    restoreQueue = held.restore;
    const lines = Array.from({ length: 700 }, (_, i) => `resume${i}@example.com`);
    const { id } = (
      await t.upload('client@demo.test', lines.join('\n'), {
        fields: { ClientCompanyID: companyId, campaigntype: 'client' },
      })
    ).json();
    // A crash after the first chunk: 250 rows are committed with their progress.
    await test.ctx.db
      .update(suppressionImports)
      .set({ status: 'processing', processedRows: 250, addedRows: 250 })
      .where(eq(suppressionImports.id, id));
    const pending = (await t.progress('client@demo.test', `companyId=${companyId}`)).json();
    expect(pending.data.jobProgress[0]).toMatchObject({
      id,
      percentage: 35,
      current_row: 250,
      total_row: 700,
    });

    await runSuppressionImport(test.ctx, id);
    const done = await t.importRow(id);
    // Rows 0–249 were never inserted in this test: the resumed run starts at row 250.
    expect(done).toMatchObject({ status: 'done', processedRows: 700, addedRows: 700, content: null });
    const entries = await t.entries('client', companyId);
    expect(entries).toContain(md5('resume250@example.com'));
    expect(entries).toContain(md5('resume699@example.com'));
    expect(entries).not.toContain(md5('resume0@example.com'));

    const before = await t.suppressionFingerprint();
    await runSuppressionImport(test.ctx, id);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('when the queue refuses the job the answer is failed and the import is marked failed', async () => {
    const held = t.holdQueue(true);
    restoreQueue = held.restore;
    const response = await t.upload('client@demo.test', 'refused@example.com', {
      fields: { ClientCompanyID: await acmeClient(), campaigntype: 'client' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('failed');
    expect(await t.importRow(response.json().id)).toMatchObject({ status: 'failed', content: null });
  });
});

describe('progress is read for the own list only', () => {
  it("another tenant's company: 404; an agency: 403; a bad query: 422", async () => {
    expect((await t.progress('client@demo.test', `companyId=${await betaClient()}`)).statusCode).toBe(404);
    expect((await t.progress('agency@demo.test', `companyId=${await acmeClient()}`)).statusCode).toBe(403);
    const bad = await t.progress('client@demo.test', 'companyId=abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['companyId']);
  });

  it('the other client sees only its own imports', async () => {
    const beta = (await t.progress('client2@demo.test', `companyId=${await betaClient()}`)).json();
    expect(beta.data).toEqual({ jobProgress: [], jobDone: [], total_entries: 0 });
  });
});
