// Per-credential rate limits of the developer API (issue 26 part 2 item 4): a fixed window a minute
// long, announced on every answer with the IETF draft's RateLimit-Policy and RateLimit fields
// (draft-ietf-httpapi-ratelimit-headers) and refused with 429 and Retry-After once spent. Counted in
// each process's memory: a call costs a Map lookup, not a write; with several processes each keeps
// its own window, which the policy's quota names per process (said in the README).
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';

const WINDOW_SECONDS = 60;
const POLICY = 'per-credential';

type Window = { startedAt: number; used: number };

export function apiRateLimit(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<number, Window>();
  return {
    /** Counts one call of `credentialId`; sets the fields on `reply`, or throws 429 when spent. */
    take(credentialId: number, reply: FastifyReply): void {
      const at = now();
      let window = windows.get(credentialId);
      if (!window || at - window.startedAt >= WINDOW_SECONDS * 1000) {
        window = { startedAt: at, used: 0 };
        windows.set(credentialId, window);
      }
      const resetIn = Math.max(1, Math.ceil((window.startedAt + WINDOW_SECONDS * 1000 - at) / 1000));
      const spent = window.used >= perMinute;
      if (!spent) window.used += 1;
      const headers = {
        'ratelimit-policy': `"${POLICY}";q=${perMinute};w=${WINDOW_SECONDS}`,
        ratelimit: `"${POLICY}";r=${perMinute - window.used};t=${resetIn}`,
      };
      if (spent)
        throw new AppError(429, 'apiRateLimited', undefined, { ...headers, 'retry-after': String(resetIn) });
      reply.headers(headers);
    },
  };
}
