// The inner days of a range as client_lead_months holds them (bit d-1 of a month's row for day d):
// the platform's figures count a range's clients from these for every day but its first and last.
import { describe, expect, it } from 'vitest';
import { innerDayBits } from './platform-figures-rollup.ts';

const bit = (day: number) => (1n << BigInt(day - 1)).toString();
const days = (from: number, to: number) => {
  let mask = 0n;
  for (let day = from; day <= to; day++) mask |= 1n << BigInt(day - 1);
  return mask.toString();
};

describe('innerDayBits', () => {
  it.each([
    ['one day: no inner day', '2026-03-05', '2026-03-05', [], []],
    ['two days: no inner day', '2026-03-05', '2026-03-06', [], []],
    ['three days: the middle one', '2026-03-05', '2026-03-07', ['2026-03-01'], [bit(6)]],
    ['across a month end', '2026-01-30', '2026-02-02', ['2026-01-01', '2026-02-01'], [bit(31), bit(1)]],
    ['a 31st day is the 31st bit', '2026-03-29', '2026-04-01', ['2026-03-01'], [days(30, 31)]],
    ['February of a leap year', '2028-02-27', '2028-03-01', ['2028-02-01'], [days(28, 29)]],
    [
      '30 days ending today',
      '2026-11-05',
      '2026-12-04',
      ['2026-11-01', '2026-12-01'],
      [days(6, 30), days(1, 3)],
    ],
    [
      'three months',
      '2026-01-20',
      '2026-04-20',
      ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'],
      [days(21, 31), days(1, 28), days(1, 31), days(1, 19)],
    ],
    ['across a year end', '2026-12-31', '2027-01-02', ['2027-01-01'], [bit(1)]],
  ])('%s', (_, first, last, months, masks) => {
    expect(innerDayBits(first, last)).toEqual({ months, masks });
  });
});
