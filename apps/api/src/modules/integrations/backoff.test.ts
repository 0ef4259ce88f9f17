// The retry schedule of deliveries (issue 17 item 3), as tables: exponential from 10 s, capped at
// 4 h, cut by up to 20 % at random, at least 24 hours from the first to the last attempt even with the
// shortest waits; a 429's Retry-After is a floor; permanent refusals and the last attempt give up.
import { describe, expect, it } from 'vitest';
import { baseDelayMs, nextAttemptAt, RETRY_POLICY, retrySpanMs } from './backoff.ts';
import { retryAfterMs } from './provider-http.ts';

const now = new Date('2026-11-26T00:00:00Z');
const after = (date: Date | null) => (date ? date.getTime() - now.getTime() : null);
const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe('baseDelayMs (issue 17 item 3: exponential backoff)', () => {
  it.each([
    [1, 10 * SECOND],
    [2, 20 * SECOND],
    [3, 40 * SECOND],
    [8, 1280 * SECOND],
    [11, 10240 * SECOND],
    [12, 4 * HOUR],
    [18, 4 * HOUR],
  ])('after %i failed attempts waits %i ms', (failed, wait) => {
    expect(baseDelayMs(failed)).toBe(wait);
  });
});

describe('nextAttemptAt', () => {
  it.each([
    ['no jitter (random 0)', 1, 0, undefined, 10 * SECOND],
    ['the largest cut (random 1)', 1, 1, undefined, 8 * SECOND],
    ['half the cut', 3, 0.5, undefined, 36 * SECOND],
    ['429: Retry-After above the backoff wins', 1, 0, 120 * SECOND, 120 * SECOND],
    ['429: the backoff above Retry-After wins', 5, 0, 2 * SECOND, 160 * SECOND],
  ] as const)('%s', (_case, attempts, random, retryAfter, wait) => {
    const next = nextAttemptAt(
      attempts,
      { kind: 'failed', permanent: false, retryAfterMs: retryAfter },
      now,
      () => random,
    );
    expect(after(next)).toBe(wait);
  });

  it('gives up on a permanent refusal at once, and after the last attempt', () => {
    expect(nextAttemptAt(1, { kind: 'failed', permanent: true }, now)).toBeNull();
    expect(nextAttemptAt(RETRY_POLICY.maxAttempts, { kind: 'failed', permanent: false }, now)).toBeNull();
    expect(
      nextAttemptAt(RETRY_POLICY.maxAttempts - 1, { kind: 'failed', permanent: false }, now),
    ).not.toBeNull();
  });

  it('spreads the attempts over at least 24 hours even with the shortest waits', () => {
    expect(retrySpanMs(() => 1)).toBeGreaterThanOrEqual(24 * HOUR);
    expect(retrySpanMs(() => 0)).toBeLessThan(40 * HOUR);
  });

  it('spreads many leads failing at once (jitter): no two retries at the same instant', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const times = Array.from({ length: 100 }, () =>
      after(nextAttemptAt(4, { kind: 'failed', permanent: false }, now, random)),
    );
    expect(new Set(times).size).toBeGreaterThan(90);
  });
});

describe('retryAfterMs (RFC 9110 Retry-After)', () => {
  it.each([
    ['120', 120_000],
    [' 5 ', 5_000],
    ['Thu, 26 Nov 2026 00:01:00 GMT', 60_000],
    ['Wed, 25 Nov 2026 00:00:00 GMT', 0],
    ['soon', null],
    [null, null],
  ] as const)('%s → %s', (header, wait) => {
    expect(retryAfterMs(header, now.getTime())).toBe(wait);
  });
});
