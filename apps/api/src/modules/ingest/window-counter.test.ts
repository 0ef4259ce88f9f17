import { describe, expect, it } from 'vitest';
import { windowCounter } from './window-counter.ts';

describe('events per key in one-minute windows (issue 12 item 4)', () => {
  it('lets the limit through per key, refuses the rest of the minute, and starts again the next', () => {
    let now = 60_000 * 1000;
    const counter = windowCounter(3, { now: () => now });
    expect([1, 2, 3, 4, 5].map(() => counter.take('a'))).toEqual([true, true, true, false, false]);
    expect(counter.take('b')).toBe(true);
    now += 59_999;
    expect(counter.take('a')).toBe(false);
    now += 1;
    expect(counter.take('a')).toBe(true);
    expect(counter.take('a')).toBe(true);
    expect(counter.take('a')).toBe(true);
    expect(counter.take('a')).toBe(false);
  });

  it('never holds more than maxKeys keys: past them a new key passes uncounted', () => {
    const counter = windowCounter(1, { maxKeys: 2, now: () => 0 });
    expect(counter.take('a')).toBe(true);
    expect(counter.take('b')).toBe(true);
    expect(counter.take('a')).toBe(false);
    expect(counter.take('c')).toBe(true);
    expect(counter.take('c')).toBe(true);
  });
});
