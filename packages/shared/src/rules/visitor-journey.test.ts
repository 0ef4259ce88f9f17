// The journey's text rules (issue 25 item 1 and "Bad input and abuse": titles, referrers and UTM
// values are untrusted — length-capped, control characters removed).
import { describe, expect, it } from 'vitest';
import {
  cleanVisitorText,
  PAGE_TITLE_MAX_LENGTH,
  timeOnSiteText,
  UTM_VALUE_MAX_LENGTH,
  utmOf,
} from './visitor-journey.ts';

describe('cleanVisitorText', () => {
  it.each([
    ['plain text stays', 'Pricing — Acme', 'Pricing — Acme'],
    ['markup stays text (it is escaped where shown)', '<b>Deals</b>', '<b>Deals</b>'],
    ['a control character becomes a space', 'Deals\u0007today', 'Deals today'],
    ['NUL is removed (PostgreSQL refuses it)', 'A\u0000B', 'A B'],
    ['C1 controls too', 'A\u0085B', 'A B'],
    ['runs of spaces and line breaks become one space', '  A \n\t B  ', 'A B'],
    ['only spaces is nothing', ' \u0000 ', null],
    ['nothing is nothing', undefined, null],
  ])('%s', (_name, value, expected) => {
    expect(cleanVisitorText(value, 100)).toBe(expected);
  });

  it.each([
    ['text at the cap stays whole', 'abcd', 4, 'abcd'],
    ['text one past the cap loses its last character', 'abcde', 4, 'abcd'],
    ['two emoji fit a cap of two characters (four code units)', '🙂🙂', 2, '🙂🙂'],
    ['two emoji fit a cap of three', '🙂🙂', 3, '🙂🙂'],
    ['three emoji at a cap of two keep two', '🙂🙂🙂', 2, '🙂🙂'],
  ])('%s', (_name, value, max, expected) => {
    expect(cleanVisitorText(value, max)).toBe(expected);
  });

  it('cuts at the cap in characters, never inside an emoji', () => {
    const title = '🙂'.repeat(PAGE_TITLE_MAX_LENGTH + 10);
    const clean = cleanVisitorText(title, PAGE_TITLE_MAX_LENGTH) ?? '';
    expect(Array.from(clean)).toHaveLength(PAGE_TITLE_MAX_LENGTH);
    expect(clean.endsWith('🙂')).toBe(true);
  });
});

describe('utmOf: the UTM parameters of a landing page', () => {
  const none = { source: null, medium: null, campaign: null, term: null, content: null };
  it.each([
    [
      'all five',
      'https://a.test/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=dentist&utm_content=ad1',
      { source: 'google', medium: 'cpc', campaign: 'spring', term: 'dentist', content: 'ad1' },
    ],
    ['none', 'https://a.test/pricing', none],
    [
      'encoded values are decoded',
      'https://a.test/?utm_campaign=Spring%20Sale%202026',
      { ...none, campaign: 'Spring Sale 2026' },
    ],
    ['a decoded NUL is removed', 'https://a.test/?utm_source=mail%00x', { ...none, source: 'mail x' }],
    ['an empty value is none', 'https://a.test/?utm_source=&utm_medium=email', { ...none, medium: 'email' }],
    [
      'a repeated one takes the first non-empty',
      'https://a.test/?utm_source=&utm_source=b&utm_source=c',
      { ...none, source: 'b' },
    ],
    ['names are exact (case matters, as analytics tools read them)', 'https://a.test/?UTM_SOURCE=x', none],
    ['an address that does not parse has none', 'not a url', none],
    ['no address has none', null, none],
  ])('%s', (_name, url, expected) => {
    expect(utmOf(url)).toEqual(expected);
  });

  it('caps a long value', () => {
    expect(utmOf(`https://a.test/?utm_campaign=${'x'.repeat(5000)}`).campaign).toHaveLength(
      UTM_VALUE_MAX_LENGTH,
    );
  });
});

describe('timeOnSiteText', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 min'],
    [200, '3 min 20 s'],
    [3600, '1 h'],
    [3900, '1 h 5 min'],
    [-3, '0 s'],
  ])('%s seconds read "%s"', (seconds, text) => {
    expect(timeOnSiteText(seconds)).toBe(text);
  });
});
