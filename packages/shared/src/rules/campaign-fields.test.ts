import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_LIMITS,
  DOMAIN_PROBLEMS,
  datesInOrder,
  domainProblem,
  httpUrlProblem,
  isCalendarDate,
  isHttpUrl,
  isTimeZone,
  keywordsProblem,
  keywordsToTags,
  landingPageProblem,
  CAMPAIGN_FIELD_MESSAGES as M,
  normaliseZipText,
  URL_PROBLEMS,
  zipList,
  zipTextProblem,
} from './campaign-fields.ts';

describe('zip code area (part 2 §5: only digits and newlines; space and comma become newlines; pasted text is normalized and double newlines collapse)', () => {
  it.each([
    ['digits stay', '60601', '60601'],
    ['a space becomes a newline', '60601 60602', '60601\n60602'],
    ['a comma becomes a newline', '60601,60602', '60601\n60602'],
    ['comma and space collapse to one newline', '60601, 60602', '60601\n60602'],
    ['double newlines collapse', '60601\n\n60602', '60601\n60602'],
    ['long blank runs collapse', '60601\n\n\n\n60602', '60601\n60602'],
    ['Windows line ends', '60601\r\n60602', '60601\n60602'],
    ['tabs of a pasted column', '60601\t60602', '60601\n60602'],
    ['other characters of pasted text are dropped', '60601-1234', '606011234'],
    ['letters are dropped by the filter', 'zip 60601', '\n60601'],
    ['empty stays empty', '', ''],
  ])('%s: %j → %j', (_case, input, output) => {
    expect(normaliseZipText(input)).toBe(output);
  });

  it('the list of zips is unique, in order, without blanks', () => {
    expect(zipList('60601, 60602\n\n60601 ,10001')).toEqual(['60601', '60602', '10001']);
  });

  it.each([
    ['5-digit US zips', '60601\n60602, 10001', null],
    ['empty text', '', null],
    ['letters', '6060A', M.zipLetters],
    ['words', 'chicago', M.zipLetters],
    ['zip+4 with a hyphen', '60601-1234', M.zipLetters],
    ['4 digits', '6060', M.zipNotFive],
    ['6 digits', '606011', M.zipNotFive],
  ])('%s → %s', (_case, input, problem) => {
    expect(zipTextProblem(input)).toBe(problem);
  });

  it(`more than ${CAMPAIGN_LIMITS.zipsMax} zips are refused`, () => {
    const zips = Array.from({ length: CAMPAIGN_LIMITS.zipsMax + 1 }, (_, i) => String(10000 + i));
    expect(zipTextProblem(zips.join('\n'))).toBe(M.zipTooMany);
    expect(zipTextProblem(zips.slice(1).join('\n'))).toBeNull();
  });
});

describe('keywords', () => {
  it('a comma/newline text becomes unique trimmed tags, first spelling wins', () => {
    expect(keywordsToTags(' roof repair, Roof Repair\n\nsolar  panels ,,gutters\r\n')).toEqual([
      'roof repair',
      'solar panels',
      'gutters',
    ]);
    expect(keywordsToTags('')).toEqual([]);
  });

  it('limits the count and the length', () => {
    expect(
      keywordsProblem(Array.from({ length: CAMPAIGN_LIMITS.keywordsMax }, (_, i) => `k${i}`)),
    ).toBeNull();
    expect(keywordsProblem(Array.from({ length: CAMPAIGN_LIMITS.keywordsMax + 1 }, (_, i) => `k${i}`))).toBe(
      M.keywordsTooMany,
    );
    expect(keywordsProblem(['x'.repeat(CAMPAIGN_LIMITS.keywordLengthMax + 1)])).toBe(M.keywordTooLong);
  });
});

describe('dates, addresses and zones', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
  ])('calendar date %s → %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it.each([
    ['2026-05-01', '2026-05-31', true],
    ['2026-05-01', '2026-05-01', true],
    ['2026-05-02', '2026-05-01', false],
    [null, '2026-05-01', true],
    ['2026-05-01', null, true],
  ])('start %s, end %s → in order %s', (start, end, ordered) => {
    expect(datesInOrder(start, end)).toBe(ordered);
  });

  it.each([
    ['https://example.com/landing', true],
    ['http://shop.example.com/thanks?x=1', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['example.com', false],
    ['https://', false],
    ['https://localhost', false],
  ])('Site ID url %s → %s', (value, valid) => {
    expect(isHttpUrl(value)).toBe(valid);
  });

  it.each([
    ['America/Chicago', true],
    ['Asia/Jakarta', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['CST', false],
  ])('time zone %s → %s', (value, valid) => {
    expect(isTimeZone(value)).toBe(valid);
  });
});

describe('landing page addresses say what is wrong (issue 14)', () => {
  it.each([
    ['https://www.example.com/landing', null],
    ['http://shop.example.co.uk', null],
    ['www.example.com', URL_PROBLEMS.noScheme],
    ['ftp://example.com', URL_PROBLEMS.noScheme],
    ['http://localhost:3000/', URL_PROBLEMS.private],
    ['http://acme.localhost/', URL_PROBLEMS.private],
    ['http://127.0.0.1/landing', URL_PROBLEMS.private],
    ['https://192.168.1.20/', URL_PROBLEMS.private],
    ['http://10.0.0.5/', URL_PROBLEMS.private],
    ['http://[::1]/', URL_PROBLEMS.private],
    ['https://example', URL_PROBLEMS.noDomainEnding('example')],
    ['https://exa mple.com', URL_PROBLEMS.malformed],
    ['https://', URL_PROBLEMS.malformed],
  ])('%s', (value, problem) => {
    expect(httpUrlProblem(value)).toBe(problem);
  });
});

describe('custom domains say what is wrong (issue 14)', () => {
  it.each([
    ['leads.example.com', null],
    ['Leads.Example.co.uk', null],
    ['https://leads.example.com', DOMAIN_PROBLEMS.withScheme],
    ['leads.example.com/path', DOMAIN_PROBLEMS.withPath],
    ['leads.example.com:8080', DOMAIN_PROBLEMS.withPath],
    ['leads_example.com', DOMAIN_PROBLEMS.badCharacters],
    ['leads example.com', DOMAIN_PROBLEMS.badCharacters],
    ['example', DOMAIN_PROBLEMS.noEnding],
    ['localhost', DOMAIN_PROBLEMS.private],
    ['10.0.0.1', DOMAIN_PROBLEMS.private],
    ['-leads.example.com', DOMAIN_PROBLEMS.badLabel],
    ['leads..example.com', DOMAIN_PROBLEMS.badLabel],
  ])('%s', (value, problem) => {
    expect(domainProblem(value)).toBe(problem);
  });
});

describe('an edit keeps the landing page the campaign already holds (issue 23: the demo campaign, on localhost, can be saved)', () => {
  const demoSite = 'http://localhost:3000/demo-site/';
  it.each([
    ['the stored private address, unchanged', demoSite, demoSite, null],
    ['the stored address with surrounding spaces', ` ${demoSite} `, demoSite, null],
    ['a new private address', 'http://localhost:4000/', demoSite, URL_PROBLEMS.private],
    ['a private address on a new campaign', demoSite, null, URL_PROBLEMS.private],
    ['a public address replacing the stored one', 'https://www.example.com/', demoSite, null],
    [
      'the stored address still needs its scheme',
      'localhost:3000/demo-site/',
      'localhost:3000/demo-site/',
      URL_PROBLEMS.noScheme,
    ],
    [
      'the stored address cannot hold spaces',
      'http://local host/',
      'http://local host/',
      URL_PROBLEMS.malformed,
    ],
  ])('%s', (_case, value, stored, problem) => {
    expect(landingPageProblem(value, stored)).toBe(problem);
  });
});
