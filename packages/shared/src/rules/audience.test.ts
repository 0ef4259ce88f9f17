import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_MESSAGES as A,
  type AudienceQueryInput,
  audienceQueryProblems,
  countCell,
  countOutcome,
  keywordText,
  sortByLocalCount,
} from './audience.ts';
import { CAMPAIGN_LIMITS, CAMPAIGN_FIELD_MESSAGES as M } from './campaign-fields.ts';
import { NO_SORT, nextSort } from './tenant-list.ts';

const query = (change: Partial<AudienceQueryInput>): AudienceQueryInput => ({
  target_location: 'National Targeting',
  states: [],
  cities: [],
  zip_code: '',
  keyword: 'dentist',
  ...change,
});

describe('a count request fits its target location (part 2 §3 "Approximate lead-count row", §5 zip area)', () => {
  it.each<[string, Partial<AudienceQueryInput>, Record<string, string>]>([
    ['national with keywords', {}, {}],
    ['keywords separated by commas and new lines', { keyword: 'dentist, roof repair\nplumber' }, {}],
    ['no keywords', { keyword: ' , \n ' }, { keyword: A.keywordsMissing }],
    [
      'a keyword too long',
      { keyword: 'x'.repeat(CAMPAIGN_LIMITS.keywordLengthMax + 1) },
      { keyword: M.keywordTooLong },
    ],
    [
      'too many keywords',
      { keyword: Array.from({ length: CAMPAIGN_LIMITS.keywordsMax + 1 }, (_, i) => `k${i}`).join(',') },
      { keyword: M.keywordsTooMany },
    ],
    ['national with states', { states: ['TX'] }, { states: A.onlyForState }],
    ['national with a zip', { zip_code: '60601' }, { zip_code: A.onlyForZip }],
    ['State with states and cities', { target_location: 'State', states: ['TX'], cities: ['Austin'] }, {}],
    ['State with no states', { target_location: 'State' }, { states: A.statesMissing }],
    [
      'State with cities but no states',
      { target_location: 'State', cities: ['Austin'] },
      { states: A.statesMissing },
    ],
    [
      'State with zips',
      { target_location: 'State', states: ['TX'], zip_code: '60601' },
      { zip_code: A.onlyForZip },
    ],
    ['Zip Code with zips', { target_location: 'Zip Code', zip_code: '60601\n60602, 10001' }, {}],
    ['Zip Code with no zips', { target_location: 'Zip Code', zip_code: ' \n' }, { zip_code: A.zipsMissing }],
    ['Zip Code with letters', { target_location: 'Zip Code', zip_code: '6060A' }, { zip_code: M.zipLetters }],
    [
      'Zip Code with a 4-digit zip',
      { target_location: 'Zip Code', zip_code: '6060' },
      { zip_code: M.zipNotFive },
    ],
    [
      'Zip Code with states and cities',
      { target_location: 'Zip Code', zip_code: '60601', states: ['IL'], cities: ['Chicago'] },
      { states: A.onlyForState, cities: A.onlyForState },
    ],
  ])('%s', (_case, change, problems) => {
    expect(audienceQueryProblems(query(change))).toEqual(problems);
  });

  it(`more than ${CAMPAIGN_LIMITS.statesMax} states are refused`, () => {
    const states = Array.from({ length: CAMPAIGN_LIMITS.statesMax + 1 }, () => 'TX');
    expect(audienceQueryProblems(query({ target_location: 'State', states }))).toEqual({
      states: A.statesTooMany,
    });
  });

  it('the stored keyword text joins the tags with ", "', () => {
    expect(keywordText(['dentist', 'roof repair'])).toBe('dentist, roof repair');
  });
});

describe('lead-count row (part 2 §4: count above 0 is Success, else No Result; counts show "-" for error and pending)', () => {
  it.each([
    [{ status: 'pending' as const, count: null }, 'pending'],
    [{ status: 'error' as const, count: null }, 'error'],
    [{ status: 'success' as const, count: 12 }, 'success'],
    [{ status: 'success' as const, count: 0 }, 'no-result'],
    [{ status: 'success' as const, count: null }, 'no-result'],
  ])('%j → %s', (row, outcome) => {
    expect(countOutcome(row)).toBe(outcome);
  });

  it.each([
    ['pending', 'pending' as const, null, '-'],
    ['error', 'error' as const, null, '-'],
    ['error with a stale number', 'error' as const, 7, '-'],
    ['success', 'success' as const, 42, 42],
    ['no result', 'success' as const, 0, 0],
  ])('%s → %s', (_case, status, value, shown) => {
    expect(countCell({ status }, value)).toBe(shown);
  });
});

describe('local count sort (part 2 §4: cycles asc, desc, none)', () => {
  const rows = [
    { id: 1, status: 'success' as const, count: 30 },
    { id: 2, status: 'pending' as const, count: null },
    { id: 3, status: 'success' as const, count: 5 },
    { id: 4, status: 'error' as const, count: null },
    { id: 5, status: 'success' as const, count: 0 },
    { id: 6, status: 'success' as const, count: 5 },
  ];
  const ids = (list: { id: number }[]) => list.map((row) => row.id);

  it('the header cycles ascending, descending, none with the generic sort cycle', () => {
    const first = nextSort(NO_SORT, 'count');
    const second = nextSort(first, 'count');
    expect([first.order, second.order, nextSort(second, 'count').order]).toEqual(['asc', 'desc', null]);
  });

  it.each([
    ['asc' as const, [5, 3, 6, 1, 2, 4]],
    ['desc' as const, [1, 3, 6, 5, 2, 4]],
    [null, [1, 2, 3, 4, 5, 6]],
  ])('%s → rows %j (no count last, ties in list order)', (order, expected) => {
    expect(ids(sortByLocalCount(rows, order))).toEqual(expected);
  });

  it('does not reorder the given list', () => {
    sortByLocalCount(rows, 'asc');
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
