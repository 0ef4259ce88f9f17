// Work a request hands to the background: the route sends a job after its own write commits, and a
// worker does it (pg-boss in the running platform, retried on failure; in-process in API tests).
import type { AppContext } from '../app-context.ts';

export type QueuedJob = {
  name: string;
  /** Must be idempotent: pg-boss may run a job again after a crash or a failure. */
  run: (ctx: AppContext, data: Record<string, unknown>) => Promise<void>;
  retryLimit?: number;
};

export type JobQueue = { send: (name: string, data: Record<string, unknown>) => Promise<void> };

/**
 * Runs each sent job on the next tick in this process. API tests use it so a queued job completes
 * without pg-boss; `idle()` waits until every sent job has finished.
 */
export function createInProcessQueue(
  jobs: readonly QueuedJob[],
  context: () => AppContext,
  onError: (error: unknown) => void = () => {},
): JobQueue & { idle: () => Promise<void> } {
  const running = new Set<Promise<void>>();
  return {
    async send(name, data) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`No queued job named ${name}.`);
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => job.run(context(), data))
        .catch(onError)
        .finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
