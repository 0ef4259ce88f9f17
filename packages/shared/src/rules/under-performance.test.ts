import { describe, expect, it } from 'vitest';
import { UNDER_PERFORMANCE_CASES } from './under-performance.cases.ts';
import { underPerformanceOf } from './under-performance.ts';

// Report Analytics' under-performing campaigns (part 2 §7 names GET
// /configuration/get-under-perform-campaigns; the rule is ours, see under-performance.ts).
describe('which running campaigns are under-performing', () => {
  it.each(UNDER_PERFORMANCE_CASES)('%s', (_case, window, finding) => {
    expect(underPerformanceOf(window)).toBe(finding);
  });
});
