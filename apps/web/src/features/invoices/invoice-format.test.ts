// How the invoice screens write money, periods and modules.
import { formatUsdCents } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { dayOf, moduleLabelOf, periodOf } from './invoice-format.ts';

describe('invoice formats', () => {
  it.each([
    [0, '$0.00'],
    [4_000, '$40.00'],
    [123_456, '$1,234.56'],
    [-250, '-$2.50'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatUsdCents(cents)).toBe(text);
  });

  it.each([
    ['2026-11-16', '2026-11-23', 'Nov 16 – Nov 22, 2026'],
    ['2026-12-28', '2027-01-04', 'Dec 28, 2026 – Jan 3, 2027'],
    ['2026-10-01', '2026-11-01', 'Oct 1 – Oct 31, 2026'],
    ['2026-11-16', '2026-11-17', 'Nov 16, 2026'],
  ])('writes the period [%s, %s) as %s', (start, end, text) => {
    expect(periodOf(start, end)).toBe(text);
  });

  it('writes days and modules', () => {
    expect(dayOf('2026-02-03')).toBe('Feb 3, 2026');
    expect(moduleLabelOf('local')).toBe('Site ID');
    expect(moduleLabelOf('locator')).toBe('Search ID');
    expect(moduleLabelOf(null)).toBe('—');
  });
});
