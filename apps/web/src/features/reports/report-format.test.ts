// How the dashboards write money and days, and the shared range rule the date fields use.
import { REPORT_PROBLEMS, rangeDayCount, reportRangeProblems, shiftDate } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { chartRows, dollarsOf, longDay, shortDay } from './report-format.ts';

describe('report formats', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123_456, '$1,234.56'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(dollarsOf(cents)).toBe(text);
  });

  it('writes local days without shifting them', () => {
    expect(longDay('2026-03-02')).toBe('03/02/2026');
    expect(shortDay('2026-12-31')).toBe('12/31');
  });

  it('turns chart days into points with dollars', () => {
    expect(chartRows([{ date: '2026-03-02', leads: 3, spend_cents: 450 }])).toEqual([
      { day: '03/02', leads: 3, spend: 4.5 },
    ]);
  });
});

describe('report ranges (part 2 §7 Reports; issue 5 point 5)', () => {
  it.each([
    ['2026-03-01', '2026-03-01', {}],
    ['2026-03-01', '2026-02-28', { endDate: REPORT_PROBLEMS.endBeforeStart }],
    ['2024-01-01', '2024-12-31', {}],
    ['2024-01-01', '2025-01-01', { endDate: REPORT_PROBLEMS.rangeTooLong }],
    ['2026-02-30', '2026-03-01', { startDate: REPORT_PROBLEMS.dateInvalid }],
    ['', '', { startDate: REPORT_PROBLEMS.dateInvalid, endDate: REPORT_PROBLEMS.dateInvalid }],
  ])('%s to %s', (start, end, problems) => {
    expect(reportRangeProblems(start, end)).toEqual(problems);
  });

  it('counts days with both ends and shifts across months and leap days', () => {
    expect(rangeDayCount('2026-03-01', '2026-03-01')).toBe(1);
    expect(rangeDayCount('2024-01-01', '2024-12-31')).toBe(366);
    expect(rangeDayCount('2026-03-02', '2026-03-01')).toBe(0);
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
