import { describe, expect, it } from 'vitest';
import { monthOf, recentMonths } from './wallet-months.ts';

describe('the transaction-history months (part 2 §9: filtered by month YYYY-MM)', () => {
  it('starts with the current month and goes back across a year end', () => {
    const months = recentMonths(new Date(2026, 1, 15), 4);
    expect(months).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
      { value: '2025-11', label: 'November 2025' },
    ]);
  });

  it.each([
    [new Date(2026, 0, 1), '2026-01'],
    [new Date(2026, 11, 31, 23, 59), '2026-12'],
    [new Date(2027, 8, 9), '2027-09'],
  ])('writes %s as %s', (date, month) => {
    expect(monthOf(date)).toBe(month);
  });

  it('offers two years by default', () => {
    expect(recentMonths(new Date(2026, 10, 26))).toHaveLength(24);
  });
});
