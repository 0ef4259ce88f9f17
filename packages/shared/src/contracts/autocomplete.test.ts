import { describe, expect, it } from 'vitest';
import { autocompleteParams, autocompleteReady, autoSelected } from './autocomplete.ts';

describe('autocomplete rules (part 1 §5)', () => {
  it.each([
    ['', false],
    ['ch', false],
    ['  ch ', false],
    ['chi', true],
    ['Chicago', true],
  ])('search starts at 3 characters: %j → %s', (text, expected) => {
    expect(autocompleteReady(text)).toBe(expected);
    expect(autocompleteParams.safeParse({ category: 'city', searchtext: text }).success).toBe(expected);
  });

  it('a single result is auto-selected; none or several are not', () => {
    const one = { id: '1', name: 'Chicago', detail: 'IL' };
    expect(autoSelected([one])).toEqual(one);
    expect(autoSelected([])).toBeNull();
    expect(autoSelected([one, { ...one, id: '2' }])).toBeNull();
  });
});
