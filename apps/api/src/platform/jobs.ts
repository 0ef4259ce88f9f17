// Background jobs on pg-boss (in the same PostgreSQL): main.ts starts them after migrations and
// stops them on shutdown. Scheduled jobs run on a cron; queued jobs run when a request sends one.
// Tests build the app with the in-process queue instead; a job test starts pg-boss itself.
import PgBoss from 'pg-boss';
import type { AppContext } from '../app-context.ts';
import type { Database } from './db.ts';
import type { JobQueue, QueuedJob } from './queue.ts';

/** One scheduled job: its queue name, cron (UTC) and the work it does. */
export type ScheduledJob = { name: string; cron: string; run: (ctx: AppContext) => Promise<unknown> };

export type Jobs = { boss: PgBoss; queue: JobQueue; stop: () => Promise<void> };

export type JobOptions = {
  /** How often workers look for jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/** Starts pg-boss and creates every queue, so requests can send jobs before workers run. */
export async function startJobQueue(
  databaseUrl: string,
  queued: readonly QueuedJob[],
  options: JobOptions = {},
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  for (const job of queued) await boss.createQueue(job.name);
  const queue: JobQueue = {
    async send(name, data) {
      const job = queued.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`No queued job named ${name}.`);
      await boss.send(name, data, { retryLimit: job.retryLimit ?? 3, retryDelay: 5, retryBackoff: true });
    },
  };
  return { boss, queue, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}

/** Runs the workers of queued jobs and the schedules, once the app context exists. */
export async function startWorkers(
  jobs: Jobs,
  ctx: AppContext,
  scheduled: readonly ScheduledJob[],
  queued: readonly QueuedJob[],
  options: JobOptions = {},
): Promise<void> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  for (const job of scheduled) {
    await jobs.boss.createQueue(job.name);
    await jobs.boss.schedule(job.name, job.cron);
    await jobs.boss.work(job.name, { pollingIntervalSeconds }, async () => {
      await job.run(ctx);
    });
  }
  for (const job of queued) {
    await jobs.boss.work<Record<string, unknown>>(job.name, { pollingIntervalSeconds }, async (batch) => {
      for (const item of batch) await job.run(ctx, item.data);
    });
  }
}

/** Scheduled jobs only (the end-date test): pg-boss with its schedules and no queued work. */
export async function startJobs(
  databaseUrl: string,
  db: Database,
  scheduled: readonly ScheduledJob[],
  options: JobOptions = {},
): Promise<Jobs> {
  const jobs = await startJobQueue(databaseUrl, [], options);
  await startWorkers(jobs, { db } as AppContext, scheduled, [], options);
  return jobs;
}
