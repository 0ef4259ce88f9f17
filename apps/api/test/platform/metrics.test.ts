// Issue 28 item 8: GET /metrics in Prometheus's format (requests per route, page views by outcome,
// queue depths and ages; deliveries and billing are checked in their own tests), who may read it, and
// the liveness and readiness checks.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../src/platform/define-job.ts';
import { startJobQueue } from '../../src/platform/jobs.ts';
import { buildServer } from '../../src/server.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const TOKEN = 'scrape-token-0123456789';
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function scrape(app = test.app, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of one series in the text format, 0 when it is not there yet. */
function seriesValue(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((part) => parts.includes(part)) && parts.length === wanted.length)
      return Number(line.slice(line.indexOf('}') + 1).trim());
  }
  return 0;
}

describe('GET /metrics: who may read it', () => {
  it('answers a caller on this machine when no token is set', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE http_requests_total counter');
    expect(response.body).toContain('process_cpu_seconds_total');
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9' }],
  ])('is absent (404) to a caller that came through a proxy (%s), without a token', async (_h, headers) => {
    const response = await test.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('asks for the token when one is set: none, a wrong one or a prefix get 401; the token gets the metrics', async () => {
    const app = await buildServer({ ...test.ctx, config: { ...test.ctx.config, METRICS_TOKEN: TOKEN } });
    try {
      for (const authorization of [
        undefined,
        'Bearer wrong-token-0123456789',
        `Bearer ${TOKEN.slice(0, 10)}`,
        TOKEN,
      ]) {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, String(authorization)).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(response.body).not.toContain('http_requests_total');
      }
      const body = await scrape(app, { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' });
      expect(body).toContain('http_requests_total');
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics: what it counts', () => {
  it('requests by method, declared route and status, and their time', async () => {
    const before = await scrape();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    await test.app.inject({ method: 'GET', url: '/api/health' });
    await test.app.inject({ method: 'GET', url: '/api/health' });
    await test.app.inject({ method: 'GET', url: '/api/nothing-here-123' });
    // A path's ids are not labels: the route is its declared path.
    await test.app.inject({ method: 'GET', url: '/api/forgetpass/some-unknown-token-98765' });
    const after = await scrape();
    expect(seriesValue(after, 'http_requests_total', health)).toBe(
      seriesValue(before, 'http_requests_total', health) + 2,
    );
    expect(seriesValue(after, 'http_requests_total', unmatched)).toBe(
      seriesValue(before, 'http_requests_total', unmatched) + 1,
    );
    expect(after).toMatch(
      /http_requests_total\{method="GET",route="\/api\/forgetpass\/:token",status_code="\d+"\}/,
    );
    expect(after).not.toContain('some-unknown-token-98765');
    expect(after).not.toContain('nothing-here-123');
    expect(
      seriesValue(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('page views by outcome: stored, and each reason for a drop', async () => {
    const unknown = { outcome: 'unknown-campaign' };
    const malformed = { outcome: 'malformed' };
    const before = await scrape();
    const send = (payload: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/pixel/event',
        headers: {
          'content-type': 'text/plain',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        },
        payload,
      });
    expect(
      (await send(JSON.stringify({ c: '99999999', v: 'visitor-1', u: 'https://x.test/' }))).statusCode,
    ).toBe(204);
    expect((await send('not json')).statusCode).toBe(400);
    const after = await scrape();
    expect(seriesValue(after, 'ingest_page_views_total', unknown)).toBe(
      seriesValue(before, 'ingest_page_views_total', unknown) + 1,
    );
    expect(seriesValue(after, 'ingest_page_views_total', malformed)).toBe(
      seriesValue(before, 'ingest_page_views_total', malformed) + 1,
    );
  });

  it('queue depths and the age of the oldest due item, the pipeline’s and pg-boss’s', async () => {
    const resolution = { queue: 'lead_resolution' };
    const before = await scrape();
    await test.ctx.db.execute(sql`insert into visits (campaign_id, company_id, visitor_id, page_url, received_at)
      values (0, 0, 'metrics-visitor', 'https://x.test/', now() - interval '90 seconds')`);
    const url = test.ctx.config.DATABASE_URL ?? '';
    const waiting = defineJob({
      name: 'metrics-waiting',
      payload: z.object({}),
      retry: { limit: 0 },
      run: async () => {},
    });
    const jobs = await startJobQueue(url, [waiting]);
    try {
      await jobs.queue.send(waiting, {});
      await jobs.queue.send(waiting, {});
      const after = await scrape();
      expect(seriesValue(after, 'queue_depth', resolution)).toBe(
        seriesValue(before, 'queue_depth', resolution) + 1,
      );
      expect(seriesValue(after, 'queue_oldest_age_seconds', resolution)).toBeGreaterThanOrEqual(90);
      expect(seriesValue(after, 'queue_depth', { queue: 'integration_deliveries' })).toBe(0);
      expect(seriesValue(after, 'queue_depth', { queue: 'job:metrics-waiting' })).toBe(2);
    } finally {
      await jobs.stop();
      await test.ctx.db.execute(sql`delete from visits where visitor_id = 'metrics-visitor'`);
    }
  }, 30_000);
});

describe('liveness and readiness', () => {
  it('both answer while the database does', async () => {
    const live = await test.app.inject({ method: 'GET', url: '/api/health/live' });
    const ready = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('with the database gone, the process is alive but not ready', async () => {
    const broken = await createTestApp();
    await broken.ctx.db.$client.end();
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('unavailable');
    } finally {
      await broken.app.close();
    }
  });

  it('a database that does not answer makes it not ready (503), instead of a probe that hangs', async () => {
    const hanging = new Proxy(test.ctx.db, {
      get: (target, key, receiver) =>
        key === 'execute' ? () => new Promise(() => {}) : Reflect.get(target, key, receiver),
    });
    const app = await buildServer({ ...test.ctx, db: hanging });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
