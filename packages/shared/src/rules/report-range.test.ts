import { describe, expect, it } from 'vitest';
import { rangeDayCount, reportRangeProblems } from '../contracts/reports.ts';
import { dashboardOpeningRange } from './report-range.ts';

describe('dashboards open on the last 30 days (issue 14)', () => {
  it.each([
    ['an ordinary day', '2026-11-26', '2026-10-28'],
    ['across a year end', '2026-01-10', '2025-12-12'],
    ['across a leap day', '2024-03-15', '2024-02-15'],
    ['on the first of a month', '2026-03-01', '2026-01-31'],
  ])('%s', (_case, today, startDate) => {
    const range = dashboardOpeningRange(today);
    expect(range).toEqual({ startDate, endDate: today });
    expect(rangeDayCount(range.startDate, range.endDate)).toBe(30);
    expect(reportRangeProblems(range.startDate, range.endDate)).toEqual({});
  });
});
