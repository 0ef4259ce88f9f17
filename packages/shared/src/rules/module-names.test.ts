import { describe, expect, it } from 'vitest';
import { moduleDisplayName } from './module-names.ts';

describe('moduleDisplayName', () => {
  it.each([
    ['local', 'Site ID', 'part 1 §1: the four modules'],
    ['locator', 'Search ID', 'part 1 §1'],
    ['enhance', 'Enhance ID', 'part 1 §1'],
    ['b2b', 'B2B ID', 'part 1 §1'],
    ['other', 'other', 'an unknown key is not hidden'],
  ])('%s → %s (%s)', (key, name) => {
    expect(moduleDisplayName(key)).toBe(name);
  });
});
