import { describe, expect, it } from 'vitest';
import { NO_SORT, nextSort, packageSuffix, type SortState, tenantListPath } from './tenant-list.ts';

describe('sort cycle (part 2 §2: ascending, descending, none)', () => {
  it.each<[string, SortState, Parameters<typeof nextSort>[1], SortState]>([
    [
      '§2 an unsorted column sorts ascending',
      NO_SORT,
      'company_name',
      { sortby: 'company_name', order: 'asc' },
    ],
    [
      '§2 ascending becomes descending',
      { sortby: 'email', order: 'asc' },
      'email',
      { sortby: 'email', order: 'desc' },
    ],
    ['§2 descending becomes none', { sortby: 'email', order: 'desc' }, 'email', NO_SORT],
    [
      '§2 created_at back to none sets it to null',
      { sortby: 'created_at', order: 'desc' },
      'created_at',
      { sortby: null, order: null },
    ],
    [
      'another column starts ascending',
      { sortby: 'email', order: 'desc' },
      'full_name',
      { sortby: 'full_name', order: 'asc' },
    ],
  ])('%s', (_case, current, field, expected) => {
    expect(nextSort(current, field)).toEqual(expected);
  });
});

describe('package plan suffix (part 2 §2)', () => {
  it.each([
    ['NWM', 'NWM'],
    ['nwy', 'NWY'],
    ['WM', 'WM'],
    ['WY', 'WY'],
    ['FREE', 'FREE'],
    ['gold', null],
    [null, null],
  ])('%s → %s', (packageId, suffix) => {
    expect(packageSuffix(packageId)).toBe(suffix);
  });
});

describe('list path (part 2 §7 GET /configuration/user/…)', () => {
  const base = {
    companyId: 1,
    idsys: 1,
    userType: 'userdownline' as const,
    sort: NO_SORT,
    search: '',
    page: 2,
    perPage: 10,
  };

  it('puts every segment in order, with null for no sort and no search segment', () => {
    expect(tenantListPath(base)).toBe(
      '/configuration/user/1/all/1/userdownline/all/null/null?Page=2&PerPage=10&CardStatus=all&CampaignStatus=all&Filters=',
    );
  });

  it('encodes the search and carries the filters', () => {
    const path = tenantListPath({
      ...base,
      sort: { sortby: 'email', order: 'desc' },
      search: ' a/b ',
      cardStatus: 'failed',
      filters: ['directpayment'],
    });
    expect(path).toBe(
      '/configuration/user/1/all/1/userdownline/all/email/desc/a%2Fb?Page=2&PerPage=10&CardStatus=failed&CampaignStatus=all&Filters=directpayment',
    );
  });
});
