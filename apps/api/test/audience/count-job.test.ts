// The 'audience-count' job (issue 5 point 6; STYLE §7 idempotent jobs): a finished row is never
// counted or mailed again, a duplicate run does nothing, an unexpected fault still ends the wait,
// and the job runs through real pg-boss the way the running platform runs it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_JOBS } from '../../src/background-jobs.ts';
import { audienceCountJob, runAudienceCount } from '../../src/modules/audience/count-job.ts';
import { resendStalledCounts, STALLED_AFTER_MS } from '../../src/modules/audience/stalled-counts.ts';
import { JobPayloadInvalid, queuedJobsOf, runQueuedJob } from '../../src/platform/define-job.ts';
import { startJobQueue, startWorkers } from '../../src/platform/jobs.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AUDIENCE_TEST_ENV, audienceKit, scriptedProvider } from './audience-kit.ts';

let test: TestApp;
const t = audienceKit(() => test);
let restore: (() => void) | null = null;
beforeAll(async () => {
  test = await createTestApp(AUDIENCE_TEST_ENV);
});
afterEach(() => {
  restore?.();
  restore = null;
});
afterAll(() => test.close());

const national = { target_location: 'National Targeting', keyword: 'dentist' };
const ORIGIN = 'http://acme.localhost:3000';

describe('idempotent count job', () => {
  it('a second run of a finished row asks nobody, changes nothing and mails nobody', async () => {
    const provider = scriptedProvider({ countWithoutGeo: 10, count: 4 });
    restore = t.useProvider(provider);
    const queued = await t.queue('client@demo.test', national);
    await test.jobsIdle();
    const finished = await t.countRow(queued.json().id);
    expect(finished).toMatchObject({ status: 'success', count: 4, attempts: 1 });
    const mails = (await t.mailsTo('client@demo.test')).length;

    await audienceCountJob.run(test.ctx, { id: queued.json().id });
    expect(provider.calls).toBe(1);
    expect(await t.countRow(queued.json().id)).toEqual(finished);
    expect(await t.mailsTo('client@demo.test')).toHaveLength(mails);
  });

  it('two runs of the same pending row at once store one result and send one e-mail', async () => {
    const provider = scriptedProvider({ countWithoutGeo: 10, count: 6 });
    restore = t.useProvider(provider);
    const pausedQueue = test.ctx.queue;
    // Queue nothing, so the test starts both runs itself.
    test.ctx.queue = { send: async () => {} };
    const queued = await t.queue('client@demo.test', national);
    test.ctx.queue = pausedQueue;
    const mails = (await t.mailsTo('client@demo.test')).length;

    await Promise.all([
      runAudienceCount(test.ctx, queued.json().id),
      runAudienceCount(test.ctx, queued.json().id),
    ]);
    expect(await t.countRow(queued.json().id)).toMatchObject({ status: 'success', count: 6 });
    const after = await t.mailsTo('client@demo.test');
    expect(after).toHaveLength(mails + 1);
    expect(after[0]?.textBody).toContain(`${ORIGIN}/Audience`);
  });

  it('an unexpected provider fault ends the wait as an error and is rethrown for the worker log', async () => {
    restore = t.useProvider(scriptedProvider(new TypeError('graph exploded')));
    const pausedQueue = test.ctx.queue;
    test.ctx.queue = { send: async () => {} };
    const queued = await t.queue('client@demo.test', national);
    test.ctx.queue = pausedQueue;
    await expect(runAudienceCount(test.ctx, queued.json().id)).rejects.toThrow('graph exploded');
    expect(await t.countRow(queued.json().id)).toMatchObject({ status: 'error', error: 'graph exploded' });
    // The worker's retry finds the row finished.
    await runAudienceCount(test.ctx, queued.json().id);
    expect((await t.countRow(queued.json().id))?.attempts).toBe(1);
  });

  it('a job without a numeric id is refused before anything is read', async () => {
    await expect(runQueuedJob(audienceCountJob, test.ctx, { id: 'x' })).rejects.toThrow(JobPayloadInvalid);
    await expect(runQueuedJob(audienceCountJob, test.ctx, {})).rejects.toThrow(JobPayloadInvalid);
  });

  it('is registered among the queued jobs of the platform', () => {
    expect(queuedJobsOf(BACKGROUND_JOBS).map((job) => job.name)).toContain('audience-count');
  });
});

describe('through pg-boss', () => {
  it('a queued count is sent to pg-boss after the insert and its worker makes it a Success', async () => {
    restore = t.useProvider(scriptedProvider({ countWithoutGeo: 77, count: 33 }));
    const url = test.ctx.config.DATABASE_URL;
    if (!url) throw new Error('the test app has a database url');
    const jobs = await startJobQueue(url, BACKGROUND_JOBS, { pollingIntervalSeconds: 0.5 });
    const inProcess = test.ctx.queue;
    test.ctx.queue = jobs.queue;
    try {
      await startWorkers(jobs, test.ctx, queuedJobsOf(BACKGROUND_JOBS), { pollingIntervalSeconds: 0.5 });
      // A malformed payload never reaches pg-boss.
      // @ts-expect-error the id is a number
      await expect(jobs.queue.send(audienceCountJob, { id: 'x' })).rejects.toThrow(JobPayloadInvalid);
      expect(await jobs.boss.getQueueSize(audienceCountJob.name)).toBe(0);
      const mailsBefore = (await t.mailsTo('client@demo.test')).length;
      const queued = await t.queue('client@demo.test', national);
      expect(queued.statusCode).toBe(200);
      // The worker stores the result, then mails: wait for the mail, which comes last.
      const deadline = Date.now() + 15_000;
      while ((await t.mailsTo('client@demo.test')).length === mailsBefore && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await t.countRow(queued.json().id)).toMatchObject({ status: 'success', count: 33, attempts: 1 });
      expect((await t.mailsTo('client@demo.test'))[0]?.subject).toBe(
        'Your audience count is ready: 33 leads',
      );
    } finally {
      test.ctx.queue = inProcess;
      await jobs.stop();
    }
  }, 30_000);
});

describe('a count whose job never ran (nothing acknowledged is lost)', () => {
  it('is sent again once it has waited too long, and then finishes', async () => {
    const provider = scriptedProvider({ countWithoutGeo: 12, count: 5 });
    restore = t.useProvider(provider);
    const queue = test.ctx.queue;
    // The job is lost: the process stopped between saving the count and sending its job.
    test.ctx.queue = { send: async () => {} };
    const lost = await t.queue('client@demo.test', national);
    test.ctx.queue = queue;
    const id = lost.json().id as number;
    expect(await t.countRow(id)).toMatchObject({ status: 'pending', attempts: 0 });

    // Not yet: a count sent a moment ago is still waiting for its worker.
    expect(await resendStalledCounts(test.ctx)).not.toContain(id);
    const later = new Date(Date.now() + STALLED_AFTER_MS + 1000);
    expect(await resendStalledCounts(test.ctx, later)).toContain(id);
    await test.jobsIdle();
    expect(await t.countRow(id)).toMatchObject({ status: 'success', count: 5, attempts: 1 });
    // Finished counts are never sent again.
    expect(
      await resendStalledCounts(test.ctx, new Date(later.getTime() + STALLED_AFTER_MS * 2)),
    ).not.toContain(id);
  });
});
