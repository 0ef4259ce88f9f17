import { describe, expect, it } from 'vitest';
import { latencyOf, percentile } from './percentiles.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
  it.each([
    [50, 50],
    [95, 95],
    [100, 100],
    [1, 1],
  ])('p%i of 1..100 is %i', (percent, expected) => {
    expect(percentile(hundred, percent)).toBe(expected);
  });

  it('sorts the durations before ranking', () => {
    expect(latencyOf([30, 10, 20, 40])).toEqual({ calls: 4, p50: 20, p95: 40, max: 40 });
  });
});
