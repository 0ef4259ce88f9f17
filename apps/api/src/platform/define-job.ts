// Every background job is declared once: its name (the pg-boss queue; it never changes, so jobs
// queued before a deploy still run), the zod schema of its payload, its retry policy and its work.
// Senders pass the declaration itself, so the payload's type follows from it and no job is sent by
// a name string; the payload is checked when sent and parsed again before the job runs.
import type { z } from 'zod';
import type { AppContext } from './app-context.ts';
import { forRequest, senderOf } from './request-context.ts';

export type JobRetry = {
  /** Runs after the first failure (pg-boss retryLimit). */
  limit: number;
  /** Wait before the first retry (default 5 s), doubled at each retry unless `backoff` is false. */
  delaySeconds?: number;
  backoff?: boolean;
};

export type QueuedJob<Payload extends z.ZodType = z.ZodType> = {
  readonly kind: 'queued';
  readonly name: string;
  /** Payloads travel as JSON through pg-boss. */
  readonly payload: Payload;
  readonly retry: Required<JobRetry>;
  /** How often its workers look for work, when it must start sooner than the default 2 s (min 0.5). */
  readonly pollingIntervalSeconds?: number;
  /**
   * Starts the moment it is sent, in the sending process once its workers run (at-once-runner.ts);
   * pg-boss takes it only to retry a failed run. For the jobs on a lead's way to its delivery.
   */
  readonly startsAtOnce?: boolean;
  /** Must be idempotent: pg-boss may run a job again after a crash or a failure. */
  run(ctx: AppContext, payload: z.output<Payload>): Promise<void>;
};

export type ScheduledJob = {
  readonly kind: 'scheduled';
  readonly name: string;
  /** UTC. */
  readonly cron: string;
  run(ctx: AppContext): Promise<unknown>;
};

export type BackgroundJob = QueuedJob | ScheduledJob;

/** A job that a request (or another job) sends with a payload of `payload`'s type. */
export function defineJob<Payload extends z.ZodType>(job: {
  name: string;
  payload: Payload;
  retry: JobRetry;
  pollingIntervalSeconds?: number;
  startsAtOnce?: boolean;
  run: (ctx: AppContext, payload: z.output<Payload>) => Promise<void>;
}): QueuedJob<Payload> {
  const { limit, delaySeconds = 5, backoff = true } = job.retry;
  return { kind: 'queued', ...job, retry: { limit, delaySeconds, backoff } };
}

/** A job pg-boss starts on a cron; it takes no payload. */
export function defineScheduledJob(job: {
  name: string;
  cron: string;
  run: (ctx: AppContext) => Promise<unknown>;
}): ScheduledJob {
  return { kind: 'scheduled', ...job };
}

export const queuedJobsOf = (jobs: readonly BackgroundJob[]) =>
  jobs.filter((job): job is QueuedJob => job.kind === 'queued');

/** A payload that does not fit its job's schema: the job is refused before any of its work. */
export class JobPayloadInvalid extends Error {
  constructor(
    readonly job: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const problems = issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
    super(`Job ${job} refused its payload (${problems.join('; ')}).`);
    this.name = 'JobPayloadInvalid';
  }
}

function parsedPayload<Payload extends z.ZodType>(job: QueuedJob<Payload>, data: unknown): z.output<Payload> {
  const parsed = job.payload.safeParse(data);
  if (!parsed.success) throw new JobPayloadInvalid(job.name, parsed.error.issues);
  return parsed.data;
}

/**
 * What both queues check before accepting a job: it is in the list the workers run (else nothing
 * would ever run it) and its payload fits. The payload is sent as given, not as parsed: the worker
 * parses it again, and a schema's output need not be valid input.
 */
export function checkSendable(jobs: readonly BackgroundJob[], job: QueuedJob, payload: unknown): void {
  if (!jobs.includes(job)) throw new Error(`No queued job named ${job.name}.`);
  parsedPayload(job, payload);
}

/**
 * Runs a job on its data as read from the queue: parsed first, so a malformed payload does no work,
 * and as part of the request that sent it (its log lines, and the jobs it sends, carry its id).
 * `onFailure` hears of a failure with that request's id, before the failure goes on.
 */
export async function runQueuedJob(
  job: QueuedJob,
  ctx: AppContext,
  data: unknown,
  onFailure?: (error: Error, requestId?: string) => void,
): Promise<void> {
  const { payload, requestId } = senderOf(data);
  try {
    await job.run(forRequest(ctx, requestId), parsedPayload(job, payload));
  } catch (error) {
    onFailure?.(error instanceof Error ? error : new Error(String(error)), requestId);
    throw error;
  }
}
