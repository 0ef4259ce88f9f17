import { describe, expect, it } from 'vitest';
import { changePercent, previousRangeOf } from './report-analytics.ts';

describe('Report Analytics compares a range with the range just before it, of the same length', () => {
  it.each<[string, string, string, string]>([
    ['2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28'],
    ['2026-03-10', '2026-03-10', '2026-03-09', '2026-03-09'],
    ['2024-03-01', '2024-03-07', '2024-02-23', '2024-02-29'],
    ['2026-01-01', '2026-12-31', '2025-01-01', '2025-12-31'],
  ])('%s – %s → %s – %s', (startDate, endDate, previousStart, previousEnd) => {
    expect(previousRangeOf({ startDate, endDate })).toEqual({
      startDate: previousStart,
      endDate: previousEnd,
    });
  });
});

describe('the change in leads is in whole percent, and none when the range before had no lead', () => {
  it.each<[number, number, number | null]>([
    [150, 100, 50],
    [50, 100, -50],
    [0, 10, -100],
    [1, 3, -67],
    [7, 7, 0],
    [12, 0, null],
    [0, 0, null],
  ])('%i against %i → %s', (current, previous, change) => {
    expect(changePercent(current, previous)).toBe(change);
  });
});
