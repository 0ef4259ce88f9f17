// Issue 28 item 8: logs carry a request id across the API and the workers. Every answer names its
// request (X-Request-Id: the caller's when sane, else a new one), the request's log lines carry it, and
// a job sent with a request's id runs as part of that request, in this process or in a pg-boss worker,
// so the job's own log lines (its failure included) name the same request.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../src/platform/define-job.ts';
import { startJobQueue, startWorkers } from '../../src/platform/jobs.ts';
import { createLog } from '../../src/platform/log.ts';
import { createInProcessQueue, type JobQueue } from '../../src/platform/queue.ts';
import { forRequest } from '../../src/platform/request-context.ts';
import { buildServer } from '../../src/server.ts';
import { createRequestIdGuard } from '../request-id-guard.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const payload = z.object({ id: z.number() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** A logger whose lines are kept, parsed. */
function capturedLog(level: 'info' | 'error' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLog(level, stream), lines };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 10 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('X-Request-Id', () => {
  it('names each answer with a new id when the caller sent none', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/health' });
    const second = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps a proxy’s sane id, so one request is followed through both', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a.42:1' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.42:1');
  });

  it.each([
    ['spaces and markup', 'a b <script>'],
    ['100 KB', 'x'.repeat(100_000)],
    ['65 characters', 'y'.repeat(65)],
    ['a line break', 'one\\ntwo'],
    ['empty', ''],
  ])('replaces a forged id (%s) with a new one, never echoing it', async (_case, forged) => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': forged },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('the server’s log lines', () => {
  it('carry the id of the request they were written for', async () => {
    const { log, lines } = capturedLog();
    const app = await buildServer({ ...test.ctx, log });
    try {
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-1' } });
      await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'trace-2' } });
    } finally {
      await app.close();
    }
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.requestId)).toEqual(['trace-1', 'trace-2']);
    // One key for the id: a request's own lines do not name it twice.
    expect(lines.every((line) => !('reqId' in line))).toBe(true);
  });
});

describe('a job a route sends', () => {
  it('carries the request’s id to the job, whose context names it', async () => {
    const sent: { job: string; requestId: string | null | undefined }[] = [];
    const send = test.ctx.queue.send;
    test.ctx.queue.send = async (job, payload, requestId) => {
      sent.push({ job: job.name, requestId });
      return send(job, payload, requestId);
    };
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/tools/optout/request',
        payload: { email: 'traced@example.com' },
        headers: { 'x-request-id': 'trace-opt-out' },
      });
      expect(response.statusCode, response.body).toBe(200);
      await test.jobsIdle();
    } finally {
      test.ctx.queue.send = send;
    }
    expect(sent).toEqual([{ job: 'opt-out-redact', requestId: 'trace-opt-out' }]);
  });

  it('is named by the test harness when its route forgets the id (the guard behind every API test)', async () => {
    const guard = createRequestIdGuard();
    const sent: (string | null | undefined)[] = [];
    const recording: JobQueue = { send: async (_job, _payload, requestId) => void sent.push(requestId) };
    const queue = guard.guarded(recording);
    const job = defineJob({ name: 'forgotten', payload, retry: { limit: 0 }, run: async () => {} });
    const app = await buildServer({ ...test.ctx, queue }, guard.hook);
    app.get('/forgets', async () => {
      await queue.send(job, { id: 1 });
      return {};
    });
    try {
      await app.inject({ method: 'GET', url: '/forgets' });
    } finally {
      await app.close();
    }
    expect(sent).toEqual([undefined]);
    expect(() => guard.check()).toThrow(/forgotten, sent by GET \/forgets/);
  });
});

describe('a job sent while a request is served', () => {
  it('runs as part of that request in this process, with its payload as sent', async () => {
    const seen: { requestId: string | undefined; payload: unknown }[] = [];
    const job = defineJob({
      name: 'request-id-in-process',
      payload: z.strictObject({ id: z.number() }),
      retry: { limit: 0 },
      async run(ctx, data) {
        seen.push({ requestId: ctx.requestId, payload: data });
      },
    });
    const queue = createInProcessQueue([job], () => test.ctx);
    await forRequest({ ...test.ctx, queue }, 'req-in-process').queue.send(job, { id: 1 });
    await queue.send(job, { id: 2 });
    await queue.idle();
    expect(seen).toEqual([
      { requestId: 'req-in-process', payload: { id: 1 } },
      { requestId: undefined, payload: { id: 2 } },
    ]);
  });

  it('runs as part of that request in a pg-boss worker, and its failure’s log line names it', async () => {
    const url = test.ctx.config.DATABASE_URL;
    if (!url) throw new Error('the test app has a database url');
    const { log, lines } = capturedLog('error');
    const seen: (string | undefined)[] = [];
    const recorded = defineJob({
      name: 'request-id-worker',
      payload,
      retry: { limit: 0 },
      async run(ctx) {
        seen.push(ctx.requestId);
      },
    });
    const failing = defineJob({
      name: 'request-id-worker-fails',
      payload,
      retry: { limit: 0 },
      async run(ctx) {
        ctx.log?.info('never at this level');
        ctx.log?.error('the delivery target answered 500');
        throw new Error('the delivery target refused');
      },
    });
    const onError = (error: Error, requestId?: string) =>
      log.error({ err: error, requestId }, 'background job failed');
    const jobs = await startJobQueue(url, [recorded, failing], { onError });
    try {
      const request = forRequest({ ...test.ctx, queue: jobs.queue }, 'req-worker');
      await request.queue.send(recorded, { id: 1 });
      await request.queue.send(failing, { id: 2 });
      await startWorkers(jobs, { ...test.ctx, log }, [recorded, failing], {
        pollingIntervalSeconds: 0.5,
        onError,
      });
      await until(() => seen.length === 1 && lines.length === 2, 'both jobs ran');
    } finally {
      await jobs.stop();
    }
    expect(seen).toEqual(['req-worker']);
    expect(lines[0]).toMatchObject({ msg: 'the delivery target answered 500', requestId: 'req-worker' });
    expect(lines[1]).toMatchObject({
      msg: 'background job failed',
      requestId: 'req-worker',
      err: { message: 'the delivery target refused' },
    });
  }, 30_000);

  it('runs at once as part of that request, and a job it sends carries the id on', async () => {
    const url = test.ctx.config.DATABASE_URL;
    if (!url) throw new Error('the test app has a database url');
    const seen: { job: string; requestId: string | undefined }[] = [];
    const next = defineJob({
      name: 'request-id-next',
      payload,
      retry: { limit: 0 },
      startsAtOnce: true,
      async run(ctx) {
        seen.push({ job: 'next', requestId: ctx.requestId });
      },
    });
    const first = defineJob({
      name: 'request-id-first',
      payload,
      retry: { limit: 0 },
      startsAtOnce: true,
      async run(ctx, data) {
        seen.push({ job: 'first', requestId: ctx.requestId });
        await ctx.queue.send(next, { id: data.id + 1 });
      },
    });
    const jobs = await startJobQueue(url, [first, next]);
    try {
      const ctx = { ...test.ctx, queue: jobs.queue };
      jobs.runAtOnce(ctx);
      await forRequest(ctx, 'req-chain').queue.send(first, { id: 1 });
      await until(() => seen.length === 2, 'both jobs ran');
    } finally {
      await jobs.stop();
    }
    expect(seen).toEqual([
      { job: 'first', requestId: 'req-chain' },
      { job: 'next', requestId: 'req-chain' },
    ]);
  }, 30_000);
});
