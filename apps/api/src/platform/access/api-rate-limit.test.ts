// The developer API's fixed window: a credential's calls are counted per minute, and a new minute
// starts the count again.
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { apiRateLimit } from './api-rate-limit.ts';

const reply = () => {
  const sent: Record<string, string> = {};
  return {
    sent,
    reply: {
      headers: (fields: Record<string, string>) => Object.assign(sent, fields),
    } as unknown as FastifyReply,
  };
};

describe('apiRateLimit', () => {
  it('refuses the call past the quota until the window ends, then counts afresh', () => {
    let now = 1_000_000;
    const limit = apiRateLimit(2, () => now);
    const { sent, reply: answer } = reply();
    limit.take(7, answer);
    limit.take(7, answer);
    expect(sent.ratelimit).toBe('"per-credential";r=0;t=60');
    now += 20_000;
    let refused: unknown;
    try {
      limit.take(7, answer);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers?.['retry-after']).toBe('40');
    now += 40_000;
    limit.take(7, answer);
    expect(sent.ratelimit).toBe('"per-credential";r=1;t=60');
  });
});
