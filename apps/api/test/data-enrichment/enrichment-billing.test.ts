// Data enrichment (issue 27 item 2): the preview on the first 100 rows charges nothing; a confirmed
// job matches every row into the enriched file and bills each matched row once through the ledger,
// at the agency's price with the platform's share in it, also when the job stops between chunks (a
// killed worker) or fails inside one, and is then run again.
import { ENRICHMENT_LIMITS, ENRICHMENT_MESSAGES as M } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEnrichment } from '../../src/modules/data-enrichment/enrichment-job.ts';
import { LeadDataUnavailable } from '../../src/platform/providers/lead-data-provider.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { CONTACTS_MAPPING, contactsCsv, enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const CLIENT = 'client@demo.test';
const MAPPING = CONTACTS_MAPPING;
const PRICE = 25;
const WHOLESALE = 8;

beforeAll(async () => {
  test = await createTestApp();
  // The root charges Acme 8 cents a matched row; Acme charges its clients 25.
  const acme = await t.companyId('agency@demo.test');
  const cost = await t.call('root@demo.test', 'PUT', `/data-enrichment/prices/agency/${acme}`, {
    costPerMatchCents: WHOLESALE,
  });
  expect(cost.statusCode, cost.body).toBe(200);
  const price = await t.call('agency@demo.test', 'PUT', '/data-enrichment/prices', {
    pricePerMatchCents: PRICE,
  });
  expect(price.statusCode, price.body).toBe(200);
});
afterAll(() => test.close());

/** Uploads `rows` contacts as the client and previews them; answers the job id and the preview. */
async function previewed(rows: number) {
  const job = await t.uploaded(CLIENT, contactsCsv(rows));
  const preview = await t.preview(CLIENT, job.id, MAPPING);
  expect(preview.statusCode, preview.body).toBe(200);
  return { id: job.id, job, preview: preview.json() };
}

/** Each chunk's two postings (agency margin, platform price), and their total. */
async function chargesOf(jobId: number) {
  const postings = await t.postingsOf(jobId);
  return { postings, total: postings.reduce((sum, posting) => sum + posting.cents, 0) };
}

describe('the preview', () => {
  it('guesses the mapping from the header, matches the first 100 rows and charges nothing', async () => {
    const before = await t.ledgerTotals();
    const { job, preview } = await previewed(2_500);
    expect(job.mapping).toEqual(MAPPING);
    expect(job.totalRows).toBe(2_500);
    expect(preview.rowsTried).toBe(ENRICHMENT_LIMITS.previewRows);
    expect(preview.rowsMatched).toBeGreaterThan(0);
    expect(preview.rowsMatched).toBeLessThan(100);
    expect(preview).toEqual({
      rowsTried: 100,
      rowsMatched: preview.rowsMatched,
      matchRate: preview.rowsMatched / 100,
      pricePerMatchCents: PRICE,
      totalRows: 2_500,
      estimatedTotalCents: Math.round((preview.rowsMatched / 100) * 2_500 * PRICE),
    });
    // Not a posting, not a cent: the journal is as it was.
    expect(await t.ledgerTotals()).toEqual(before);
    expect(await t.postingsOf(job.id)).toEqual([]);
    const stored = await t.storedJob(job.id);
    expect(stored).toMatchObject({ state: 'previewed', chargedCents: 0, processedRows: 0, matchedRows: 0 });
  });

  it('a job not previewed cannot be confirmed (409, nothing queued or billed)', async () => {
    const job = await t.uploaded(CLIENT, contactsCsv(10));
    const before = await t.ledgerTotals();
    const response = await t.confirm(CLIENT, job.id);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().errors).toEqual({ jobId: M.previewFirst });
    expect((await t.storedJob(job.id))?.state).toBe('uploaded');
    expect(await t.ledgerTotals()).toEqual(before);
  });
});

describe('a confirmed job', () => {
  it('matches every row into the enriched file and bills each matched row once at the previewed price', async () => {
    const { id } = await previewed(2_500);
    const key = `confirm-once-${id}`;
    const confirmed = await t.confirm(CLIENT, id, key);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: M.confirmed, job: { id, state: 'queued' } });
    await test.jobsIdle();

    const stored = await t.storedJob(id);
    expect(stored).toMatchObject({ state: 'done', processedRows: 2_500, content: null });
    const matched = stored?.matchedRows ?? 0;
    expect(matched).toBeGreaterThan(0);
    expect(stored?.chargedCents).toBe(matched * PRICE);

    // One agency-margin and one platform posting per chunk; together the matched rows × the price.
    const { postings, total } = await chargesOf(id);
    expect(postings.map((posting) => posting.key)).toEqual(
      [0, 1, 2].flatMap((chunk) => [
        `enrichment:${id}:chunk:${chunk}:agency`,
        `enrichment:${id}:chunk:${chunk}:platform`,
      ]),
    );
    expect(total).toBe(matched * PRICE);
    const platform = postings.filter((posting) => posting.key.endsWith(':platform'));
    expect(platform.reduce((sum, posting) => sum + posting.cents, 0)).toBe(matched * WHOLESALE);

    // The file: the input's columns, then matched and the enrichment; every row once, in order.
    const records = await t.resultRecords(CLIENT, id);
    const [header, ...rows] = records;
    expect(header?.slice(0, 6)).toEqual(['Email', 'First Name', 'Last Name', 'Address', 'Zip', 'matched']);
    expect(header).toContain('enriched_phone');
    expect(header).toContain('enriched_income');
    expect(header).toContain('enriched_company_name');
    expect(rows).toHaveLength(2_500);
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: 2_500 }, (_, i) => `contact${i}@example.test`),
    );
    const yes = rows.filter((row) => row[5] === 'yes');
    expect(yes).toHaveLength(matched);
    expect(rows.filter((row) => row[5] === 'no')).toHaveLength(2_500 - matched);
    const phone = header?.indexOf('enriched_phone') ?? -1;
    expect(yes.every((row) => (row[phone] ?? '') !== '')).toBe(true);

    // The job read and the list show the progress, the charge and when the file goes.
    const read = (await t.job(CLIENT, id)).json();
    expect(read).toMatchObject({ state: 'done', processedRows: 2_500, progress: 1, matchedRows: matched });
    expect(new Date(read.expiresAt).getTime() - new Date(read.finishedAt).getTime()).toBe(
      30 * 24 * 3600 * 1000,
    );
    const listed = (await t.list(CLIENT)).json().jobs.find((job: { id: number }) => job.id === id);
    expect(listed).toMatchObject({ name: 'contacts.csv', totalRows: 2_500, chargedCents: matched * PRICE });

    // The same confirmation again answers the first outcome; a new one is refused. Nothing is billed again.
    const journal = await t.ledgerTotals();
    const replay = await t.confirm(CLIENT, id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(confirmed.json());
    const again = await t.confirm(CLIENT, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ jobId: M.notConfirmable });
    await test.jobsIdle();
    await runEnrichment(test.ctx, id);
    expect(await t.ledgerTotals()).toEqual(journal);
  });

  it('stopped between chunks and failing inside one, then run again, it bills each matched row once', async () => {
    const rows = 3_500;
    const { id } = await previewed(rows);
    const held = t.holdQueue();
    try {
      expect((await t.confirm(CLIENT, id)).statusCode).toBe(200);
    } finally {
      held.restore();
    }
    expect(held.sent).toEqual([{ name: 'data-enrichment', data: { id } }]);

    // A worker killed after two chunks: what it committed stays, the rest waits.
    await runEnrichment(test.ctx, id, { chunksAtMost: 2 });
    const halfway = await t.storedJob(id);
    expect(halfway).toMatchObject({ state: 'running', processedRows: 2_000 });
    expect((await chargesOf(id)).total).toBe((halfway?.matchedRows ?? 0) * PRICE);
    expect(halfway?.chargedCents).toBe((halfway?.matchedRows ?? 0) * PRICE);
    const progress = (await t.job(CLIENT, id)).json();
    expect(progress).toMatchObject({ processedRows: 2_000, totalRows: rows, progress: 2_000 / rows });

    // The next worker fails inside its chunk (the provider goes down): the chunk commits nothing.
    const provider = test.ctx.leadData;
    test.ctx.leadData = {
      ...provider,
      matchContacts: () => Promise.reject(new LeadDataUnavailable('Lead-data partner answered 503.')),
    };
    try {
      await expect(runEnrichment(test.ctx, id)).rejects.toBeInstanceOf(LeadDataUnavailable);
    } finally {
      test.ctx.leadData = provider;
    }
    expect(await t.storedJob(id)).toMatchObject({ processedRows: 2_000, matchedRows: halfway?.matchedRows });

    // Restarted (the worker's start resends it), it goes on from row 2,000 and finishes.
    await runEnrichment(test.ctx, id);
    await runEnrichment(test.ctx, id);
    const done = await t.storedJob(id);
    expect(done).toMatchObject({ state: 'done', processedRows: rows });
    const { postings, total } = await chargesOf(id);
    expect(new Set(postings.map((posting) => posting.key)).size).toBe(postings.length);
    expect(postings).toHaveLength(8);
    expect(total).toBe((done?.matchedRows ?? 0) * PRICE);
    expect(done?.chargedCents).toBe(total);

    // The same file run without a stop matches the same rows and costs the same.
    const { id: straight } = await previewed(rows);
    expect((await t.confirm(CLIENT, straight)).statusCode).toBe(200);
    await test.jobsIdle();
    const uninterrupted = await t.storedJob(straight);
    expect(uninterrupted?.matchedRows).toBe(done?.matchedRows);
    expect(uninterrupted?.chargedCents).toBe(done?.chargedCents);
    const resumedFile = await t.resultRecords(CLIENT, id);
    expect(resumedFile).toEqual(await t.resultRecords(CLIENT, straight));
  });

  it("an agency's own job is billed at what the root charges it, all of it the platform's", async () => {
    const job = await t.uploaded('agency@demo.test', contactsCsv(300));
    const preview = await t.preview('agency@demo.test', job.id, MAPPING);
    expect(preview.json().pricePerMatchCents).toBe(WHOLESALE);
    expect((await t.confirm('agency@demo.test', job.id)).statusCode).toBe(200);
    await test.jobsIdle();
    const stored = await t.storedJob(job.id);
    const { postings, total } = await chargesOf(job.id);
    expect(postings.map((posting) => posting.key)).toEqual([`enrichment:${job.id}:chunk:0:platform`]);
    expect(total).toBe((stored?.matchedRows ?? 0) * WHOLESALE);
  });
});
