import { describe, expect, it } from 'vitest';
import { checkRefundAmount, newRefundKey } from './refund-amount.ts';

describe('checkRefundAmount', () => {
  it.each([
    ['25', 10_000, { ok: true, cents: 2_500, amount: '25.00' }],
    ['100.00', 10_000, { ok: true, cents: 10_000, amount: '100.00' }],
    ['100.01', 10_000, { ok: false, problem: 'At most 100.00 can still be refunded.' }],
    ['0', 10_000, { ok: false, problem: 'Enter an amount above 0.00.' }],
    ['-5', 10_000, { ok: false, problem: expect.stringContaining('Enter an amount like') }],
    ['ten', 10_000, { ok: false, problem: expect.stringContaining('Enter an amount like') }],
    ['1.005', 10_000, { ok: false, problem: expect.stringContaining('Enter an amount like') }],
  ])('%s of %i cents refundable → %o', (value, refundable, expected) => {
    expect(checkRefundAmount(value, refundable)).toEqual(expected);
  });

  it('makes a key the API accepts, new each time', () => {
    const key = newRefundKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newRefundKey()).not.toBe(key);
  });
});
