import { describe, expect, it } from 'vitest';
import { nextRetryAt, RETRY_AFTER_DAYS } from './payment-retry.ts';

const firstDecline = new Date('2026-11-02T06:00:00Z');

// Issue 15 point 4: "the charge is retried on a schedule (e.g. after 1, 3 and 5 days)".
describe('nextRetryAt', () => {
  it.each([
    [1, '2026-11-03T06:00:00.000Z'],
    [2, '2026-11-05T06:00:00.000Z'],
    [3, '2026-11-07T06:00:00.000Z'],
    [4, null],
    [9, null],
  ])('after attempt %i declined the next is at %s', (attempts, expected) => {
    expect(nextRetryAt(attempts, firstDecline)?.toISOString() ?? null).toBe(expected);
  });

  it('retries three times in all', () => {
    expect(RETRY_AFTER_DAYS).toHaveLength(3);
  });
});
