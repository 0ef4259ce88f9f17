// Work a request hands to the background: the route sends a job after its own write commits, and a
// worker does it (pg-boss in the running platform, retried on failure; in-process in API tests).
import type { z } from 'zod';
import type { AppContext } from './app-context.ts';
import { type BackgroundJob, checkSendable, type QueuedJob, runQueuedJob } from './define-job.ts';
import { jobDataOf } from './request-context.ts';

export type JobQueue = {
  /** Takes the job's declaration, so a payload of the wrong shape does not compile. */
  send<Payload extends z.ZodType>(
    job: QueuedJob<Payload>,
    payload: NoInfer<z.input<Payload>>,
    /** The request sending it (forRequest in request-context.ts passes it); null: on purpose none. */
    requestId?: string | null,
  ): Promise<void>;
};

/**
 * Runs each sent job on the next tick in this process. API tests use it so a queued job completes
 * without pg-boss; `idle()` waits until every sent job has finished.
 */
export function createInProcessQueue(
  jobs: readonly BackgroundJob[],
  context: () => AppContext,
  onError: (error: unknown) => void = () => {},
): JobQueue & { idle: () => Promise<void> } {
  const running = new Set<Promise<void>>();
  return {
    async send(job, payload, requestId) {
      checkSendable(jobs, job, payload);
      const data = jobDataOf(payload, requestId);
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => runQueuedJob(job, context(), data))
        .catch(onError)
        .finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
