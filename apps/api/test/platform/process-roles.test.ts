// Issue 28 item 3: the API and the workers run as separate processes on one database
// (PROCESS_ROLE=api / worker; `npm start` still runs both in one). An API process runs no jobs: the
// jobs on a lead's way (resolution, delivery) are announced to the workers over NOTIFY, who run them
// at once, so a page view sent to the API becomes a delivered lead without any worker's poll and
// without pg-boss.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPlatform } from '../../../../scripts/api-bundle.ts';
import { BACKGROUND_JOBS } from '../../src/background-jobs.ts';
import { deliverLeadsJob } from '../../src/modules/lead-engine/delivery-job.ts';
import { resolveVisitsJob } from '../../src/modules/lead-engine/resolve-job.ts';
import { createDatabase } from '../../src/platform/db.ts';
import { startJobQueue, startWorkers } from '../../src/platform/jobs.ts';
import { freePort } from '../free-port.ts';
import { BROWSER_UA, DEMO_PAGE, pixelKit } from '../lead-engine/pixel-kit.ts';
import { createTestApp, type TestApp, templateCopy } from '../test-app.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SLOW_POLL = { pollingIntervalSeconds: 30 };
const CAMPAIGN = '10000001';

let test: TestApp;
const k = pixelKit(() => test);
beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
});
afterAll(() => test.close());

async function until(
  check: () => Promise<boolean>,
  what: string | (() => string),
  ms = 15_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`not within ${ms / 1000} s: ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const waitingInBoss = async (db: TestApp['ctx']['db']) =>
  (
    await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pgboss.job where name in (${resolveVisitsJob.name}, ${deliverLeadsJob.name})`,
    )
  ).rows[0]?.waiting;

describe('an API process and a worker process on one database', () => {
  it('the API announces the lead’s jobs; the worker runs them at once (its pg-boss polls every 30 s)', async () => {
    const url = test.ctx.config.DATABASE_URL ?? '';
    const api = await startJobQueue(url, BACKGROUND_JOBS, { ...SLOW_POLL, atOnceElsewhere: true });
    const worker = await startJobQueue(url, BACKGROUND_JOBS, SLOW_POLL);
    const inProcess = test.ctx.queue;
    test.ctx.queue = api.queue;
    try {
      await startWorkers(
        worker,
        { ...test.ctx, queue: worker.queue },
        BACKGROUND_JOBS.filter((job) => job.kind === 'queued'),
        SLOW_POLL,
      );
      const campaign = await k.campaignId(CAMPAIGN);
      expect((await k.send(k.view(CAMPAIGN, 'announced-visitor'))).statusCode).toBe(204);
      await until(
        async () => (await k.leadsOf(campaign)).some((lead) => lead.deliveredAt !== null),
        'a delivered lead',
      );
      expect(await waitingInBoss(test.ctx.db)).toBe(0);
    } finally {
      test.ctx.queue = inProcess;
      await api.stop();
      await worker.stop();
    }
  }, 30_000);

  it('as two real processes: a page view sent to the API becomes a delivered lead, and both stop cleanly', async () => {
    const databaseUrl = await templateCopy();
    const port = await freePort();
    const started: { child: ChildProcess; output: () => string }[] = [];
    const bundle = await builtPlatform();
    const start = (role: 'api' | 'worker') => {
      let log = '';
      const child = spawn(process.execPath, [bundle], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PROCESS_ROLE: role,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          LOG_LEVEL: 'info',
          IDENTITY_GRAPH_SIZE: '5000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      const process_ = { child, output: () => log };
      started.push(process_);
      return process_;
    };
    const { db, pool } = createDatabase(databaseUrl, 2);
    try {
      const worker = start('worker');
      const api = start('api');
      await until(
        async () => worker.output().includes('Workers ready'),
        () => `the worker:\n${worker.output()}`,
        120_000,
      );
      await until(
        async () => api.output().includes('Platform ready'),
        () => `the API:\n${api.output()}`,
        120_000,
      );
      // The API runs no jobs; the worker serves no HTTP.
      expect(api.output()).not.toContain('Workers ready');
      expect(worker.output()).not.toContain('Platform ready');

      const answer = await fetch(`http://127.0.0.1:${port}/api/pixel/event`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ c: CAMPAIGN, v: 'two-process-visitor', u: DEMO_PAGE, r: '', t: Date.now() }),
      });
      expect(answer.status).toBe(204);
      await until(async () => {
        const { rows } = await db.execute<{
          delivered: boolean;
        }>(sql`select delivered_at is not null as delivered
          from leads where campaign_id = (select id from campaigns where leadspeek_api_id = ${CAMPAIGN})`);
        return rows.some((row) => row.delivered);
      }, 'a delivered lead');
      expect(await waitingInBoss(db)).toBe(0);

      for (const { child } of started) child.kill('SIGTERM');
      for (const { child, output } of started) {
        const code = await new Promise<number | null>((resolve) =>
          child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
        );
        expect(code, output()).toBe(0);
        expect(output()).toContain('"msg":"stopped"');
      }
    } finally {
      for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
      await pool.end();
    }
  }, 240_000);
});
