// A data enrichment worker killed with SIGKILL mid-file (issue 27 "Tests that must exist"): the
// worker runs in a process of its own and is killed once it has committed some chunks, likely inside
// the next one's transaction; the restarted job goes on from the last committed chunk, and every
// matched row is in the file once and billed once.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEnrichment } from '../../src/modules/data-enrichment/enrichment-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { contactsCsv, enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const CLIENT = 'client@demo.test';
const ROWS = 6_000;
let child: ChildProcess | null = null;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await test.close();
});

function startWorker(jobId: number): ChildProcess {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'enrichment-process.ts');
  return fork(script, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: test.ctx.config.DATABASE_URL,
      JOB_ID: String(jobId),
      MATCH_DELAY_MS: '300',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a worker killed with SIGKILL mid-file', () => {
  it('resumes from the last committed chunk and bills each matched row once', async () => {
    const job = await t.uploaded(CLIENT, contactsCsv(ROWS));
    expect((await t.preview(CLIENT, job.id, job.mapping)).statusCode).toBe(200);
    await t.confirmUnqueued(CLIENT, job.id);

    child = startWorker(job.id);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    await until(async () => ((await t.storedJob(job.id))?.processedRows ?? 0) >= 2_000, 60_000);
    child.kill('SIGKILL');
    await exited;
    child = null;

    const killed = await t.storedJob(job.id);
    expect(killed?.state).toBe('running');
    expect(killed?.processedRows).toBeLessThan(ROWS);
    // What the dead worker committed is billed exactly: its chunks' postings, no more.
    const committed = await t.postingsOf(job.id);
    expect(committed.reduce((sum, posting) => sum + posting.cents, 0)).toBe(killed?.chargedCents);

    // The next worker (its start resends unfinished jobs) finishes the file.
    await runEnrichment(test.ctx, job.id);
    const done = await t.storedJob(job.id);
    expect(done).toMatchObject({ state: 'done', processedRows: ROWS });
    const postings = await t.postingsOf(job.id);
    // One posting a chunk (the demo agency sells at the platform's price: no margin), none twice, and
    // the dead worker's as they were.
    expect(postings.map((posting) => posting.key)).toEqual(
      Array.from({ length: ROWS / 1_000 }, (_, chunk) => `enrichment:${job.id}:chunk:${chunk}:platform`),
    );
    expect(postings).toEqual(expect.arrayContaining(committed));
    const price = done?.pricePerMatchCents ?? 0;
    expect(postings.reduce((sum, posting) => sum + posting.cents, 0)).toBe((done?.matchedRows ?? 0) * price);

    // Every row in the file once, in order; the matched ones are the ones billed.
    const [, ...rows] = await t.resultRecords(CLIENT, job.id);
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: ROWS }, (_, i) => `contact${i}@example.test`),
    );
    expect(rows.filter((row) => row[5] === 'yes')).toHaveLength(done?.matchedRows ?? -1);
  }, 120_000);
});
