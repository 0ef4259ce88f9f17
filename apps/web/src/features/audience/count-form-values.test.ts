import { describe, expect, it } from 'vitest';
import { type CountFormValues, countRequestOf, EMPTY_COUNT_FORM } from './count-form-values.ts';

const filled: CountFormValues = {
  target: 'National Targeting',
  states: ['TX'],
  cities: ['Austin'],
  zipText: '60601\n60602',
  keywords: ['dentist', 'roof repair'],
};

describe('the queuecount payload sends only the chosen target location’s fields (part 2 §3)', () => {
  it.each([
    ['National Targeting', { states: [], cities: [], zip_code: '' }],
    ['State', { states: ['TX'], cities: ['Austin'], zip_code: '' }],
    ['Zip Code', { states: [], cities: [], zip_code: '60601\n60602' }],
  ] as const)('%s', (target, fields) => {
    expect(countRequestOf({ ...filled, target }, 42)).toEqual({
      companyID: 42,
      target_location: target,
      keyword: 'dentist\nroof repair',
      ...fields,
    });
  });

  it('an untouched form asks nationally with no keywords (the rule then names keyword)', () => {
    expect(countRequestOf(EMPTY_COUNT_FORM, 7)).toMatchObject({
      target_location: 'National Targeting',
      keyword: '',
    });
  });
});
