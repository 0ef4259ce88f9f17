import { describe, expect, it } from 'vitest';
import { localDay } from './campaign-format.ts';

describe('a campaign row’s days', () => {
  it.each([
    // The campaign's own day, whatever the reader's zone: the 1st stays the 1st.
    ['2026-03-01', 'Mar 1, 2026'],
    ['2026-12-31', 'Dec 31, 2026'],
    // No end date.
    [null, '—'],
  ])('%s reads %s, as the other lists show days', (day, shown) => {
    expect(localDay(day)).toBe(shown);
  });
});
