// Background jobs on pg-boss (in the same PostgreSQL): main.ts starts them after migrations and
// stops them on shutdown. Tests build the app without them; a job test starts its own.
import PgBoss from 'pg-boss';
import type { Database } from './db.ts';

/** One scheduled job: its queue name, cron (UTC) and the work it does. */
export type ScheduledJob = { name: string; cron: string; run: (db: Database) => Promise<unknown> };

export type Jobs = { boss: PgBoss; stop: () => Promise<void> };

export type JobOptions = {
  /** How often workers look for jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

export async function startJobs(
  databaseUrl: string,
  db: Database,
  jobs: readonly ScheduledJob[],
  options: JobOptions = {},
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
      await job.run(db);
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
