import { describe, expect, it } from 'vitest';
import { startChargesOf, summedTotalCents } from './start-charges.ts';

const priced = { platform_fee_cents: 25_000, min_cost_cents: 10_000, cost_per_lead_cents: 150 };

// part 2 §5 (set-up fee, platform fee per period, cost per lead) and issue 16 point 4 (Prepaid pools).
describe('startChargesOf', () => {
  it.each([
    ['Weekly', null, { setupFeeCents: 25_000, periodFeeCents: 10_000, poolCents: null, totalCents: 35_000 }],
    ['Monthly', null, { setupFeeCents: 25_000, periodFeeCents: 10_000, poolCents: null, totalCents: 35_000 }],
    [
      'One Time',
      null,
      { setupFeeCents: 25_000, periodFeeCents: 10_000, poolCents: null, totalCents: 35_000 },
    ],
    ['Prepaid', 100, { setupFeeCents: 25_000, periodFeeCents: 0, poolCents: 15_000, totalCents: 40_000 }],
    ['Prepaid', null, { setupFeeCents: 25_000, periodFeeCents: 0, poolCents: null, totalCents: 25_000 }],
  ] as const)('%s with a pool of %s leads', (term, leadsBuy, expected) => {
    expect(startChargesOf({ ...priced, payment_term: term }, leadsBuy)).toEqual(expected);
  });

  it('sums each campaign’s own total', () => {
    const weekly = startChargesOf({ ...priced, payment_term: 'Weekly' }, null);
    const prepaid = startChargesOf({ ...priced, payment_term: 'Prepaid' }, 100);
    expect(summedTotalCents([weekly, prepaid])).toBe(75_000);
    expect(summedTotalCents([])).toBe(0);
  });
});
