import { describe, expect, it } from 'vitest';
import { filtersScore, listHasScores, minScoreTyped, scoreFilterOf } from './score-filter.ts';

describe('lead list score filters (issue 25 item 2)', () => {
  it.each([
    [70, 'hot', { score_min: 70, tag: 'hot' }],
    [0, '', { score_min: 0 }],
    ['', ' Pricing Page ', { tag: 'pricing-page' }],
    ['', '', {}],
    [101, '---', {}],
    [12.5, 'a'.repeat(31), {}],
  ] as const)('lowest score %s and tag %j filter by %j', (minScore, tag, filter) => {
    expect(scoreFilterOf(minScore, tag)).toEqual(filter);
  });

  // The field takes a whole score from 0 to 100, as the lead's score is (issue 25 item 2).
  it.each([
    ['50', 50],
    ['0', 0],
    ['', ''],
    ['100', 100],
    ['150', 100],
    ['-5', 5],
    ['12.5', 100],
    ['7a', 7],
    ['abc', ''],
    ['0050', 50],
  ] as const)('the lowest score typed as %j is %j', (typed, minScore) => {
    expect(minScoreTyped(typed)).toBe(minScore);
  });

  it('a filter with neither part filters nothing', () => {
    expect(filtersScore({})).toBe(false);
    expect(filtersScore({ score_min: 0 })).toBe(true);
    expect(filtersScore({ tag: 'hot' })).toBe(true);
  });
});

describe('which lead lists show scores', () => {
  it('Site ID lists and the list of every module; never Search, Enhance or B2B ID lists', () => {
    expect(
      ['local', 'all', 'locator', 'enhance', 'b2b'].filter((module) => listHasScores(module as 'all')),
    ).toEqual(['local', 'all']);
  });
});
