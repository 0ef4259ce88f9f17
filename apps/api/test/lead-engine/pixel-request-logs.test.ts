// The pixel's page views are counted, not logged one by one (platform/request-logs.ts): at thousands a
// second their "incoming request" and "request completed" lines would cost ingestion about a seventh
// of its speed at the default level, and carry each visitor's address and page. Other routes keep
// their lines, and a page view that fails is still logged with its request's id.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

type LogLine = { msg?: string; requestId?: string; req?: { url?: string }; level?: number };

const written: string[] = [];
const lines = (): LogLine[] => written.map((line) => JSON.parse(line) as LogLine);
/** Every line of one request (its id), and every line that names `text` anywhere. */
const linesOf = (requestId: string) => lines().filter((line) => line.requestId === requestId);
const naming = (text: string) => written.filter((line) => line.includes(text));

let test: TestApp;
const k = pixelKit(() => test);
beforeAll(async () => {
  test = await createTestApp({}, { logTo: { write: (line: string) => written.push(line) } });
});
afterAll(() => test.close());

const requestIdOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-request-id']);

describe('the log at its most detailed level', () => {
  it('keeps the request lines of other routes', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(answer.statusCode).toBe(200);
    expect(linesOf(requestIdOf(answer)).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('has no line for a stored page view, nor its visitor, address or page', async () => {
    const answer = await k.send(
      k.view('10000001', 'visitor-quiet-beacon', 'http://localhost:3000/demo-site/quiet-page'),
      { ip: '198.18.7.9' },
    );
    expect(answer.statusCode).toBe(204);
    expect(linesOf(requestIdOf(answer))).toEqual([]);
    for (const text of ['visitor-quiet-beacon', '198.18.7.9', 'quiet-page', '/api/pixel/event'])
      expect(naming(text)).toEqual([]);
  });

  it('has no line for the image fallback, whose address holds the whole page view', async () => {
    const view = k.view('10000001', 'visitor-quiet-image');
    const answer = await test.app.inject({
      method: 'GET',
      url: `/api/pixel/event.gif?d=${encodeURIComponent(JSON.stringify(view))}`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
    });
    expect(answer.statusCode).toBe(200);
    expect(linesOf(requestIdOf(answer))).toEqual([]);
    expect(naming('visitor-quiet-image')).toEqual([]);
  });

  it('has no line for the pixel script, which every visitor of every client site fetches', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/pixel.js', remoteAddress: '198.18.7.10' });
    expect(answer.statusCode).toBe(200);
    expect(linesOf(requestIdOf(answer))).toEqual([]);
    expect(naming('198.18.7.10')).toEqual([]);
  });

  it('has no line for a refused page view either: refusals are counted', async () => {
    const answer = await k.send({ c: '10000001', v: 'visitor-refused', u: 'not an address' });
    expect(answer.statusCode).toBe(400);
    expect(linesOf(requestIdOf(answer))).toEqual([]);
  });

  it('logs a page view that fails, with its request id', async () => {
    // The page views' table gone for a moment: the insert fails, and the page view with it (the
    // pipeline's jobs done first, so none of them runs into the gap).
    await test.jobsIdle();
    await test.ctx.db.execute(sql`alter table visits rename to visits_away`);
    try {
      const answer = await k.send(k.view('10000001', 'visitor-failed'));
      expect(answer.statusCode).toBe(500);
      const failure = linesOf(requestIdOf(answer));
      expect(failure.map((line) => line.msg)).toEqual(['unhandled error']);
      expect(failure[0]?.level).toBe(50);
    } finally {
      await test.ctx.db.execute(sql`alter table visits_away rename to visits`);
    }
  });
});
