// Nothing acknowledged is lost (issue 6 "Bad input and reliability"): the platform runs as its own
// process on this test's database, takes a stream of page views from concurrent senders, and is
// killed with SIGKILL mid-stream. Every page view it answered 2xx is in the database afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPlatform } from '../../../../scripts/api-bundle.ts';
import { visits } from '../../src/db/schema/index.ts';
import { freePort } from '../free-port.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BROWSER_UA, DEMO_PAGE } from './pixel-kit.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let test: TestApp;
let server: ChildProcess;
let baseUrl = '';

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the platform exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the platform did not start');
}

beforeAll(async () => {
  test = await createTestApp();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [await builtPlatform()], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: test.ctx.config.DATABASE_URL,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      // Twenty senders on one address: this test is about durability, not the per-address limit
      // (a rate-limited page view is answered 204 and stored nowhere, by design).
      PIXEL_EVENTS_PER_IP_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
  });
  await waitForHealth();
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await test.close();
});

/** Sends page views one after another until the server stops answering; returns the acknowledged ids. */
async function sender(lane: number, acknowledged: string[]): Promise<void> {
  for (let index = 0; ; index++) {
    const visitorId = `crash-${lane}-${index}`;
    try {
      const response = await fetch(`${baseUrl}/api/pixel/event`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ c: '10000001', v: visitorId, u: DEMO_PAGE, r: '' }),
      });
      if (response.status >= 200 && response.status < 300) acknowledged.push(visitorId);
    } catch {
      return; // the server is gone
    }
  }
}

describe('SIGKILL during ingestion', () => {
  it('loses no page view that was answered 2xx', { timeout: 90_000 }, async () => {
    const acknowledged: string[] = [];
    const senders = Array.from({ length: 20 }, (_, lane) => sender(lane, acknowledged));
    // Kill once the stream is flowing.
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    await Promise.all(senders);

    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    const stored = new Set<string>();
    for (let start = 0; start < acknowledged.length; start += 1000) {
      const ids = acknowledged.slice(start, start + 1000);
      const rows = await test.ctx.db
        .select({ v: visits.visitorId })
        .from(visits)
        .where(inArray(visits.visitorId, ids));
      for (const row of rows) if (row.v) stored.add(row.v);
    }
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  });
});
