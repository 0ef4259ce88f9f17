import { describe, expect, it } from 'vitest';
import { holdStreams, onStreamHold, streamsHeld } from './stream-hold.ts';

describe('holding the live streams', () => {
  it('tells each stream when held and when the last hold is released, once each', () => {
    const heard: boolean[] = [];
    const stop = onStreamHold(() => heard.push(streamsHeld()));
    const first = holdStreams();
    const second = holdStreams();
    first();
    first();
    expect(streamsHeld()).toBe(true);
    second();
    expect(streamsHeld()).toBe(false);
    expect(heard).toEqual([true, true, false]);
    stop();
    holdStreams()();
    expect(heard).toHaveLength(3);
  });
});
