import { describe, expect, it } from 'vitest';
import { prepaidPoolCents } from './prepaid-pool.ts';

const price = { platformFeeCents: 5_000, minCostCents: 10_000, costPerLeadCents: 125 };

describe('a prepaid pool (issue 16 point 4: leadsbuy leads at the cost per lead, the set-up fee on the first pool)', () => {
  it.each([
    ['100', { leads: 100, poolCents: 12_500, firstPoolCents: 17_500 }],
    [' 1 ', { leads: 1, poolCents: 125, firstPoolCents: 5_125 }],
    ['', null],
    ['0', null],
    ['-5', null],
    ['2.5', null],
    ['ten', null],
  ])('%j leads → %j', (leads, expected) => {
    expect(prepaidPoolCents(leads, price)).toEqual(expected);
  });
});
