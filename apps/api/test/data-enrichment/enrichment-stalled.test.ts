// Enrichment jobs that stop moving (issue 27 item 2: "a job that crashes and restarts never bills a
// row twice"; nothing acknowledged is lost): a confirmed job whose queue message was lost is sent
// again after 10 minutes without progress and finishes; a job that has made no progress for 6 hours
// is stopped with the rows it matched charged once, downloadable, and on the month's invoice. Jobs
// that move, and jobs already ended, are left alone.
import { ENRICHMENT_LIMITS } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_JOBS } from '../../src/background-jobs.ts';
import { enrichmentInvoices } from '../../src/modules/billing-runs/enrichment-invoices-job.ts';
import { runEnrichment } from '../../src/modules/data-enrichment/enrichment-job.ts';
import { sweepStalledEnrichmentJobs } from '../../src/modules/data-enrichment/stalled-jobs-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { contactsCsv, enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const CLIENT = 'client@demo.test';
const MINUTE = 60_000;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** A previewed job confirmed while the queue drops its message: queued, and nobody will run it. */
async function lostJob(rows: number, name?: string): Promise<number> {
  const job = await t.uploaded(CLIENT, contactsCsv(rows), name === undefined ? {} : { name });
  expect((await t.preview(CLIENT, job.id, job.mapping)).statusCode).toBe(200);
  await t.confirmUnqueued(CLIENT, job.id);
  return job.id;
}

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('stalled enrichment jobs', () => {
  it('is a scheduled job of the platform', () => {
    expect(BACKGROUND_JOBS.map((job) => job.name)).toContain('data-enrichment-stalled');
  });

  it('a lost job is left alone for 10 minutes, then sent again and finished', async () => {
    const id = await lostJob(40);
    expect(
      await sweepStalledEnrichmentJobs(test.ctx, minutesLater(ENRICHMENT_LIMITS.stalledResendMinutes - 1)),
    ).toEqual({
      resent: [],
      stopped: [],
    });
    expect((await t.storedJob(id))?.state).toBe('queued');

    const swept = await sweepStalledEnrichmentJobs(
      test.ctx,
      minutesLater(ENRICHMENT_LIMITS.stalledResendMinutes + 1),
    );
    expect(swept).toEqual({ resent: [id], stopped: [] });
    await test.jobsIdle();
    expect(await t.storedJob(id)).toMatchObject({ state: 'done', processedRows: 40 });
    // A done job is never touched again, however old.
    expect(await sweepStalledEnrichmentJobs(test.ctx, minutesLater(24 * 60))).toEqual({
      resent: [],
      stopped: [],
    });
  });

  it('a job without progress for 6 hours is stopped: its matched rows charged once, downloadable and invoiced', async () => {
    const rows = ENRICHMENT_LIMITS.chunkRows + 500;
    // Named apart from the other test's job, which finishes in the same month when the run is early in one.
    const id = await lostJob(rows, 'Stopped halfway');
    // One chunk goes in, then the worker dies and its retries are gone.
    await runEnrichment(test.ctx, id, { chunksAtMost: 1 });
    const halfWay = await t.storedJob(id);
    expect(halfWay).toMatchObject({ state: 'running', processedRows: ENRICHMENT_LIMITS.chunkRows });
    const charged = await t.postingsOf(id);
    expect(charged.length).toBeGreaterThan(0);

    // Not yet: its last chunk is recent.
    expect((await sweepStalledEnrichmentJobs(test.ctx, minutesLater(60))).stopped).toEqual([]);
    const stoppedAt = minutesLater(ENRICHMENT_LIMITS.stalledStopHours * 60 + 1);
    expect(await sweepStalledEnrichmentJobs(test.ctx, stoppedAt)).toEqual({ resent: [], stopped: [id] });
    const stopped = await t.storedJob(id);
    expect(stopped).toMatchObject({
      state: 'failed',
      processedRows: ENRICHMENT_LIMITS.chunkRows,
      matchedRows: halfWay?.matchedRows,
      chargedCents: halfWay?.chargedCents,
      content: null,
      finishedAt: stoppedAt,
    });
    expect(stopped?.expiresAt?.getTime()).toBe(
      stoppedAt.getTime() + ENRICHMENT_LIMITS.resultDays * 24 * 60 * MINUTE,
    );
    // Nothing more is charged, and a late run of the old message changes nothing.
    await runEnrichment(test.ctx, id);
    expect(await t.postingsOf(id)).toEqual(charged);
    expect((await t.storedJob(id))?.state).toBe('failed');

    // The rows matched before it stopped can be downloaded: the header and one chunk.
    const records = await t.resultRecords(CLIENT, id);
    expect(records).toHaveLength(ENRICHMENT_LIMITS.chunkRows + 1);
    const listed = (await t.job(CLIENT, id)).json();
    expect(listed).toMatchObject({ state: 'failed', processedRows: ENRICHMENT_LIMITS.chunkRows });

    // The month it stopped in invoices its matched rows.
    const nextMonth = new Date(Date.UTC(stoppedAt.getUTCFullYear(), stoppedAt.getUTCMonth() + 1, 1, 12));
    const invoices = await enrichmentInvoices(test.ctx.db, nextMonth);
    const lines = invoices.flatMap((invoice) => invoice.lines);
    expect(lines.filter((line) => line.description.includes(stopped?.name ?? '?'))).toEqual([
      expect.objectContaining({ kind: 'enrichment', quantity: halfWay?.matchedRows }),
    ]);
  });
});
