// The request a piece of work belongs to, across the API and the workers: each request has an id (the
// caller's X-Request-Id when it is a sane one, else a new one) on its own log lines, and a job sent
// inside withRequestId carries it, so the worker's lines for that job name the same request. Requests
// do not enter this context by themselves: see request-ids.ts for why.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or a client may send as the id: short, no spaces, no control characters. */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The key that carries the id beside a job's payload (taken off before the payload is parsed). */
const JOB_REQUEST_ID = '__requestId';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The caller's id when it is a sane one, else a new one: a forged header cannot break a log line. */
export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Runs `work` as part of no request: work gathered from many (a batch) names none of them. */
export const outsideRequest = <T>(work: () => T): T => (storage.getStore() ? storage.exit(work) : work());

/** Runs `work` as part of the request `requestId` (none: as it is). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage.run({ requestId }, work) : work();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A job's data as it is queued: its payload, and the id of the request sending it, if any. */
export function jobDataOf(payload: unknown): unknown {
  const requestId = currentRequestId();
  return requestId && isPlainObject(payload) ? { ...payload, [JOB_REQUEST_ID]: requestId } : payload;
}

/** A queued job's data taken apart: the payload as it was sent, and the sending request's id. */
export function senderOf(data: unknown): { payload: unknown; requestId: string | undefined } {
  if (!isPlainObject(data) || typeof data[JOB_REQUEST_ID] !== 'string')
    return { payload: data, requestId: undefined };
  const { [JOB_REQUEST_ID]: requestId, ...payload } = data;
  return { payload, requestId: requestIdOf(requestId) };
}
