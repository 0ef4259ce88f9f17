// Background jobs on pg-boss (in the same PostgreSQL): main.ts starts them after migrations and
// stops them on shutdown. Scheduled jobs run on a cron; queued jobs run when a request sends one.
// Tests build the app with the in-process queue instead; a job test starts pg-boss itself.
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { AppContext } from './app-context.ts';
import { createAtOnceRunner } from './at-once-runner.ts';
import type { Database } from './db.ts';
import {
  type BackgroundJob,
  checkSendable,
  type QueuedJob,
  queuedJobsOf,
  runQueuedJob,
  type ScheduledJob,
} from './define-job.ts';
import type { JobQueue } from './queue.ts';
import { jobDataOf } from './request-context.ts';

export type Jobs = {
  boss: PgBoss;
  queue: JobQueue;
  /** From now on, jobs that start at once run in this process with `ctx` (startWorkers). */
  runAtOnce: (ctx: AppContext) => void;
  /** Listens for the jobs API processes announce (AT_ONCE_CHANNEL); startWorkers calls it. */
  hearAnnouncements: () => Promise<void>;
  /** Creates queues and schedules while no other process does (pg-boss deadlocks otherwise). */
  setUpQueues: (work: () => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

/** At-once runs side by side: each holds one of the pool's connections while it runs. */
const AT_ONCE_CONCURRENCY = 4;

export type JobOptions = {
  /** How often workers look for jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
  /** Hears a failure, with the id of the request that sent the failed job, if any. */
  onError?: (error: Error, requestId?: string) => void;
  /**
   * This process runs no workers (PROCESS_ROLE=api): a job that starts at once is announced to the
   * worker processes (NOTIFY) instead of queued in pg-boss; they run it the moment they hear it.
   */
  atOnceElsewhere?: boolean;
};

/** The channel on which API processes announce jobs that start at once to the worker processes. */
export const AT_ONCE_CHANNEL = 'at_once_jobs';

/** pg-boss's retry settings of each sent job, from the job's declaration. */
export const sendOptionsOf = (job: QueuedJob): PgBoss.SendOptions => ({
  retryLimit: job.retry.limit,
  retryDelay: job.retry.delaySeconds,
  retryBackoff: job.retry.backoff,
});

/** pg-boss's queue creation deadlocks when two processes start at once: one makes them at a time. */
const QUEUE_SETUP_LOCK = 7_240_004;

async function oneProcessAtATime(databaseUrl: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => {});
    await client.end();
  }
}

/** Starts pg-boss and creates every queue, so requests can send jobs before workers run. */
export async function startJobQueue(
  databaseUrl: string,
  jobs: readonly BackgroundJob[],
  options: JobOptions = {},
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on('error', (error) => options.onError?.(error));
  await oneProcessAtATime(databaseUrl, async () => {
    await boss.start();
    for (const job of queuedJobsOf(jobs)) await boss.createQueue(job.name);
  });
  const toBoss = async (job: QueuedJob, data: unknown) => {
    await boss.send(job.name, data as object, sendOptionsOf(job));
  };
  let context: AppContext | null = null;
  const atOnce = createAtOnceRunner<QueuedJob>({
    concurrency: AT_ONCE_CONCURRENCY,
    // A failure is logged inside the run (as part of the request that sent the job), then retried.
    run: (job, data) => runQueuedJob(job, context as AppContext, data, options.onError),
    onFailure: (job, data) => toBoss(job, data),
  });
  // The jobs that start at once are wake-ups over durable rows (queued visits, undelivered leads),
  // which the workers' sweep finds again: a notice no worker heard costs time, never work.
  const announce = (job: QueuedJob, payload: unknown, data: unknown) =>
    boss
      .getDb()
      .executeSql('select pg_notify($1, $2)', [
        AT_ONCE_CHANNEL,
        JSON.stringify({ name: job.name, payload, data }),
      ]);
  const queue: JobQueue = {
    async send(job, payload, requestId) {
      checkSendable(jobs, job, payload);
      const data = jobDataOf(payload, requestId);
      if (job.startsAtOnce && context) atOnce.send(job, job.name, payload, data);
      else if (job.startsAtOnce && options.atOnceElsewhere) await announce(job, payload, data);
      else await toBoss(job, data);
    },
  };
  let listening: pg.Client | null = null;
  /** Runs at once here the jobs an API process announces (a worker process, once its workers run). */
  async function hearAnnouncements(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', (error) => options.onError?.(error));
    client.on('notification', (message) => {
      if (message.channel !== AT_ONCE_CHANNEL || !message.payload || !context) return;
      try {
        const notice = JSON.parse(message.payload) as { name: string; payload: unknown; data: unknown };
        const job = queuedJobsOf(jobs).find(
          (candidate) => candidate.name === notice.name && candidate.startsAtOnce,
        );
        if (job) atOnce.send(job, job.name, notice.payload, notice.data);
      } catch (error) {
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    });
    await client.connect();
    await client.query(`listen ${AT_ONCE_CHANNEL}`);
    listening = client;
  }
  return {
    boss,
    queue,
    runAtOnce: (ctx) => {
      context = ctx;
    },
    hearAnnouncements,
    setUpQueues: (work) => oneProcessAtATime(databaseUrl, work),
    stop: async () => {
      // What already started at once finishes; nothing new starts in this process.
      context = null;
      await listening?.end().catch(() => {});
      listening = null;
      await atOnce.idle();
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}

/** Runs the schedules and the workers of queued jobs of `jobs`, once the app context exists. */
export async function startWorkers(
  jobs: Jobs,
  ctx: AppContext,
  list: readonly BackgroundJob[],
  options: JobOptions = {},
): Promise<void> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const scheduled = list.filter((job): job is ScheduledJob => job.kind === 'scheduled');
  await jobs.setUpQueues(async () => {
    for (const job of scheduled) {
      await jobs.boss.createQueue(job.name);
      await jobs.boss.schedule(job.name, job.cron);
    }
  });
  for (const job of scheduled) {
    await jobs.boss.work(job.name, { pollingIntervalSeconds }, async () => {
      await job.run(ctx);
    });
  }
  for (const job of queuedJobsOf(list)) {
    const polling = Math.min(pollingIntervalSeconds, job.pollingIntervalSeconds ?? pollingIntervalSeconds);
    await jobs.boss.work(job.name, { pollingIntervalSeconds: polling }, async (batch) => {
      for (const item of batch) await runQueuedJob(job, ctx, item.data, options.onError);
    });
  }
  jobs.runAtOnce(ctx);
  await jobs.hearAnnouncements();
}

/** Scheduled jobs only (the end-date test): pg-boss with its schedules and no queued work. */
export async function startJobs(
  databaseUrl: string,
  db: Database,
  scheduled: readonly ScheduledJob[],
  options: JobOptions = {},
): Promise<Jobs> {
  const jobs = await startJobQueue(databaseUrl, [], options);
  await startWorkers(jobs, { db } as AppContext, scheduled, options);
  return jobs;
}
