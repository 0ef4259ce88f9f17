import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { hourlyLimit } from './hourly-limit.ts';

describe('requests per key (an IP, an e-mail address) over a sliding hour', () => {
  it('refuses the request past the limit with 429 and Retry-After, per IP, until the hour has slid on', () => {
    let now = 1_000_000;
    const limit = hourlyLimit(2, () => now);
    limit.take('203.0.113.1');
    now += 10 * 60_000;
    limit.take('203.0.113.1');
    let refusal: unknown;
    try {
      limit.take('203.0.113.1');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(429);
    // The first request leaves the window 50 minutes from now.
    expect((refusal as AppError).headers).toEqual({ 'retry-after': String(50 * 60) });
    // Another address has its own count.
    expect(() => limit.take('203.0.113.2')).not.toThrow();
    // A refused request is not counted: once the first one is an hour old, one more is let through.
    now += 50 * 60_000;
    expect(() => limit.take('203.0.113.1')).not.toThrow();
    expect(() => limit.take('203.0.113.1')).toThrow(AppError);
  });
});
