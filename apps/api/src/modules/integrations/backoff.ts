// When a failed delivery is tried again (issue 17 item 3): exponential backoff with jitter, spread
// over at least 24 hours, a 429's Retry-After honoured (never sooner), permanent refusals not retried.
// Pure: the engine passes the clock and the random source, so the table tests fix both.

export const RETRY_POLICY = {
  /** Wait after the first failed attempt; doubled after each further one. */
  firstDelayMs: 10_000,
  /** No wait is longer than this (before jitter). */
  maxDelayMs: 4 * 60 * 60 * 1000,
  /** Each wait is cut by up to this fraction at random, so retries of many leads spread out. */
  jitter: 0.2,
  /**
   * Attempts before a delivery is given up: with the shortest jittered waits their sum is still
   * more than 24 hours (see retrySpanMs and its test).
   */
  maxAttempts: 19,
} as const;

/** The wait after `failedAttempts` failures, before jitter. */
export function baseDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.firstDelayMs * 2 ** Math.min(exponent, 30));
}

/** The shortest (or, with random 0, the longest) total time from the first to the last attempt. */
export function retrySpanMs(random: () => number): number {
  let total = 0;
  for (let failed = 1; failed < RETRY_POLICY.maxAttempts; failed++) {
    total += baseDelayMs(failed) * (1 - RETRY_POLICY.jitter * random());
  }
  return total;
}

export type AttemptOutcome =
  | { kind: 'delivered' }
  | { kind: 'duplicate' }
  | { kind: 'failed'; permanent: boolean; retryAfterMs?: number };

/**
 * When to try again after attempt number `attempts` (1 for the first) failed: a Date, or null when
 * the delivery is given up (a permanent refusal, or the last attempt).
 */
export function nextAttemptAt(
  attempts: number,
  outcome: Extract<AttemptOutcome, { kind: 'failed' }>,
  now: Date,
  random: () => number = Math.random,
): Date | null {
  if (outcome.permanent || attempts >= RETRY_POLICY.maxAttempts) return null;
  const backoff = baseDelayMs(attempts) * (1 - RETRY_POLICY.jitter * random());
  // Retry-After is a floor: never sooner than the provider asked, never sooner than the backoff.
  const wait = Math.max(backoff, outcome.retryAfterMs ?? 0);
  return new Date(now.getTime() + Math.round(wait));
}
