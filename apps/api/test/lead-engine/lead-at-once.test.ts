// Sub-second leads (issue 24 item 2): with the platform's pg-boss workers polling only every 30 s,
// a page view still becomes a delivered lead at once, because the jobs on a lead's path start the
// moment they are sent (at-once-runner.ts) and never wait in pg-boss; a run that fails is handed to
// pg-boss, which retries it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKGROUND_JOBS } from '../../src/background-jobs.ts';
import { deliverLeadsJob } from '../../src/modules/lead-engine/delivery-job.ts';
import { resolveVisitsJob } from '../../src/modules/lead-engine/resolve-job.ts';
import { defineJob } from '../../src/platform/define-job.ts';
import { type Jobs, startJobQueue, startWorkers } from '../../src/platform/jobs.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
const SLOW_POLL = { pollingIntervalSeconds: 30 };

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
});
afterAll(() => test.close());

function databaseUrl(): string {
  const url = test.ctx.config.DATABASE_URL;
  if (!url) throw new Error('the test app has a database url');
  return url;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 10 s (a 30 s poll would be needed): ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the lead path with pg-boss polling every 30 s', () => {
  it('makes and delivers the lead of a page view at once, with nothing left in pg-boss', async () => {
    const jobs: Jobs = await startJobQueue(databaseUrl(), BACKGROUND_JOBS, SLOW_POLL);
    const inProcess = test.ctx.queue;
    test.ctx.queue = jobs.queue;
    try {
      await startWorkers(
        jobs,
        test.ctx,
        BACKGROUND_JOBS.filter((job) => job.kind === 'queued'),
        SLOW_POLL,
      );
      const campaign = await k.campaignId('10000001');
      const answer = await k.send(k.view('10000001', 'at-once-visitor'));
      expect(answer.statusCode).toBe(204);
      await until(async () => {
        const leads = await k.leadsOf(campaign);
        return leads.some((lead) => lead.deliveredAt !== null);
      }, 'a delivered lead');
      const { rows } = await test.ctx.db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pgboss.job
            where name in (${resolveVisitsJob.name}, ${deliverLeadsJob.name})`,
      );
      expect(rows[0]?.waiting).toBe(0);
    } finally {
      test.ctx.queue = inProcess;
      await jobs.stop();
    }
  }, 30_000);

  it('hands a run that failed to pg-boss, which keeps it for its retry', async () => {
    let runs = 0;
    const flaky = defineJob({
      name: 'at-once-flaky',
      payload: z.object({}),
      retry: { limit: 1 },
      startsAtOnce: true,
      async run() {
        runs++;
        throw new Error('the first run fails');
      },
    });
    const errors: Error[] = [];
    const jobs = await startJobQueue(databaseUrl(), [flaky], { onError: (error) => errors.push(error) });
    try {
      jobs.runAtOnce(test.ctx);
      await jobs.queue.send(flaky, {});
      await until(async () => (await jobs.boss.getQueueSize(flaky.name)) === 1, 'the retry in pg-boss');
      expect(runs).toBe(1);
      expect(errors.map((error) => error.message)).toEqual(['the first run fails']);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
