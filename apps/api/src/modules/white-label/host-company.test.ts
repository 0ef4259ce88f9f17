import { describe, expect, it } from 'vitest';
import { lineageIds } from './company-settings.ts';
import { normaliseHost } from './host-company.ts';

describe('normaliseHost', () => {
  it.each([
    ['ACME.localhost', 'acme.localhost'],
    ['acme.localhost:3000', 'acme.localhost'],
    [' leads.acme.test. ', 'leads.acme.test'],
    ['localhost', 'localhost'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});

describe('lineageIds', () => {
  it('lists a company and its ancestors, nearest first', () => {
    expect(lineageIds('1.7.42')).toEqual([42, 7, 1]);
    expect(lineageIds('1')).toEqual([1]);
  });
});
