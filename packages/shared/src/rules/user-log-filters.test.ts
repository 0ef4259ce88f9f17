import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { logDownloadPath } from '../routes/user-logs.ts';
import {
  formatLogDateRange,
  logDateShortcut,
  parseLogDateRange,
  truncateDescription,
} from './user-log-filters.ts';

const today = DateTime.fromISO('2026-11-21T15:30:00', { zone: 'America/Chicago' });

describe('log date shortcuts (part 2 §9: 7, 30, 90 days, yyyy-MM-dd)', () => {
  it.each([
    ['lastWeek', '2026-11-14'],
    ['lastMonth', '2026-10-22'],
    ['last3Months', '2026-08-23'],
  ] as const)('%s starts %s and ends today', (shortcut, start) => {
    expect(logDateShortcut(shortcut, today)).toEqual({ start, end: '2026-11-21' });
  });
});

describe('log date range in one field', () => {
  it('round-trips', () => {
    const range = { start: '2026-11-01', end: '2026-11-21' };
    expect(parseLogDateRange(formatLogDateRange(range))).toEqual(range);
  });

  it.each([
    '2026-11-21_2026-11-01',
    '2026-13-01_2026-13-02',
    'yesterday',
    '2026-11-01',
    '2026-11-01_2026-11-02_x',
  ])('refuses %s', (value) => {
    expect(parseLogDateRange(value)).toBeNull();
  });
});

describe('log download path (part 2 §2: missing filters default to 9999, or all for date range and campaign)', () => {
  it('uses the defaults for missing filters', () => {
    expect(logDownloadPath(7, {})).toBe('/configuration/user/download-log-user/7/9999/9999/9999/all/all');
  });

  it('carries every filter in order: user type, user, action, date range, campaign', () => {
    expect(
      logDownloadPath(7, {
        userType: 'client',
        userId: 42,
        action: 'view-as',
        dateRange: { start: '2026-11-14', end: '2026-11-21' },
        campaignId: '10000001',
      }),
    ).toBe('/configuration/user/download-log-user/7/client/42/view-as/2026-11-14_2026-11-21/10000001');
  });
});

describe('description truncation (part 2 §5: 30 characters plus ellipsis)', () => {
  it.each([
    ['short text', 'short text'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['x'.repeat(31), `${'x'.repeat(30)}...`],
  ])('%s', (text, shown) => {
    expect(truncateDescription(text)).toBe(shown);
  });
});
