// The hourly limits of the public forms (sign-up, password reset, opt-out) over a sliding hour, kept
// in PostgreSQL so that every API process counts against the same limit (issue 28 item 3).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import { hourlyLimit } from '../../src/platform/hourly-limit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function refusal(take: Promise<void>): Promise<AppError> {
  try {
    await take;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the request was let through');
}

describe('requests per key over a sliding hour', () => {
  it('refuses the request past the limit with 429 and Retry-After, until the hour has slid on', async () => {
    let now = Date.parse('2026-11-29T10:00:00Z');
    const limit = hourlyLimit(test.ctx.db, 'test-slide', 2, () => now);
    await limit.take('203.0.113.1');
    now += 10 * 60_000;
    await limit.take('203.0.113.1');
    const refused = await refusal(limit.take('203.0.113.1'));
    expect(refused.status).toBe(429);
    // The first request leaves the window 50 minutes from now.
    expect(refused.headers).toEqual({ 'retry-after': String(50 * 60) });
    // Another address has its own count, and so has another limit.
    await expect(limit.take('203.0.113.2')).resolves.toBeUndefined();
    await expect(
      hourlyLimit(test.ctx.db, 'test-other', 2, () => now).take('203.0.113.1'),
    ).resolves.toBeUndefined();
    // A refused request is not counted: once the first one is an hour old, one more is let through.
    now += 50 * 60_000;
    await expect(limit.take('203.0.113.1')).resolves.toBeUndefined();
    expect((await refusal(limit.take('203.0.113.1'))).status).toBe(429);
  });

  it('is one limit for every process: two servers’ limits on one database count together', async () => {
    const first = hourlyLimit(test.ctx.db, 'test-shared', 3);
    const second = hourlyLimit(test.ctx.db, 'test-shared', 3);
    await first.take('shared@example.test');
    await second.take('shared@example.test');
    await first.take('shared@example.test');
    expect((await refusal(second.take('shared@example.test'))).status).toBe(429);
  });

  it('lets exactly the limit through when the same key asks 20 times at once', async () => {
    const limit = hourlyLimit(test.ctx.db, 'test-burst', 5);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => limit.take('198.51.100.7')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });

  it('keeps no key in the clear, and forgets requests older than an hour', async () => {
    let now = Date.parse('2026-11-29T12:00:00Z');
    const limit = hourlyLimit(test.ctx.db, 'test-forget', 10, () => now);
    await limit.take('forget-me@example.test');
    const stored = await test.ctx.db.execute<{ key_hash: string }>(
      sql`select key_hash from hourly_limit_hits where scope = 'test-forget'`,
    );
    expect(stored.rows.map((row) => row.key_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    now += 61 * 60_000;
    await limit.take('someone-else@example.test');
    const { rows } = await test.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from hourly_limit_hits where scope = 'test-forget'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
