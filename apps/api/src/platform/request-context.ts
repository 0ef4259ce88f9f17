// The request a piece of work belongs to, across the API and the workers: each request has an id (the
// caller's X-Request-Id when it is a sane one, else a new one) on its own log lines, and the jobs it
// sends carry it, so the worker's lines for such a job name the same request.
//
// The id is passed by hand, in a context made for the request (`forRequest`), never through an
// AsyncLocalStorage: on Node 20 that turns on promise hooks for the whole process, which made the
// lead pipeline's p95 about 1.7× slower (bench:latency, 324 vs 170 ms).
import { randomUUID } from 'node:crypto';
import type { AppContext } from './app-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or a client may send as the id: short, no spaces, no control characters. */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The key that carries the id beside a job's payload (taken off before the payload is parsed). */
const JOB_REQUEST_ID = '__requestId';

/** The caller's id when it is a sane one, else a new one: a forged header cannot break a log line. */
export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The app's context as one request (or a job it sent) sees it: its log lines and the jobs it sends
 * name the request. `ctx` itself is left as it is; without an id it is answered unchanged.
 */
export function forRequest(ctx: AppContext, requestId: string | undefined): AppContext {
  if (!requestId || ctx.requestId === requestId) return ctx;
  const queue = ctx.queue;
  return {
    ...ctx,
    requestId,
    log: ctx.log?.child({ requestId }),
    queue: {
      ...queue,
      send: (job, payload, sender) => queue.send(job, payload, sender === undefined ? requestId : sender),
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A job's data as it is queued: its payload, and the id of the request sending it, if any. */
export function jobDataOf(payload: unknown, requestId: string | null | undefined): unknown {
  return requestId && isPlainObject(payload) ? { ...payload, [JOB_REQUEST_ID]: requestId } : payload;
}

/** A queued job's data taken apart: the payload as it was sent, and the sending request's id. */
export function senderOf(data: unknown): { payload: unknown; requestId: string | undefined } {
  if (!isPlainObject(data) || typeof data[JOB_REQUEST_ID] !== 'string')
    return { payload: data, requestId: undefined };
  const { [JOB_REQUEST_ID]: requestId, ...payload } = data;
  return { payload, requestId: requestIdOf(requestId) };
}
