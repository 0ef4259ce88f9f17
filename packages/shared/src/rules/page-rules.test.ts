// The page rules of issue 25 item 3 ("URL rules that save spend"; "Bad input and abuse": a rule with
// a malformed pattern is refused with a sentence naming it, no user pattern runs unbounded).
import { describe, expect, it } from 'vitest';
import {
  NO_PAGE_RULES,
  PAGE_RULE_LIMITS,
  pageMatches,
  pagePathOf,
  pagePatternProblem,
  pageRuleStop,
} from './page-rules.ts';

describe('pagePatternProblem', () => {
  it.each([
    ['/careers', null],
    ['/blog/*', null],
    ['*/login', null],
    ['/', null],
    ['', 'Enter a page path, such as /careers or /blog/*.'],
    ['careers', '"careers" must start with / (a path on the campaign\'s site) or * (any path).'],
    ['/my page', '"/my page" has a space or a control character: a page path has neither.'],
    ['/a\u0000b', '"/a\u0000b" has a space or a control character: a page path has neither.'],
    ['/*a*b*c*d*e*f*g*h*i*j*k', '"/*a*b*c*d*e*f*g*h*i*j*k" has more than 10 * wildcards.'],
  ])('%j → %j', (pattern, problem) => {
    expect(pagePatternProblem(pattern)).toBe(problem);
  });

  it('refuses a pattern over the length cap, naming its start', () => {
    const problem = pagePatternProblem(`/${'a'.repeat(PAGE_RULE_LIMITS.patternLength)}`);
    expect(problem).toMatch(/^"\/a{39}…" is too long: use at most 200 characters\.$/);
  });
});

describe('pageMatches (pattern × path)', () => {
  it.each([
    ['/careers', '/careers', true],
    ['/careers', '/careers/', true],
    ['/careers', '/careers/jobs/12', true],
    ['/careers', '/careersfair', false],
    ['/careers/', '/careers/jobs', true],
    ['/Careers', '/careers', true],
    ['/blog/*', '/blog/post-1', true],
    ['/blog/*', '/blog', false],
    ['*/login', '/app/login', true],
    ['*/login', '/app/login/help', false],
    ['/app/*/settings', '/app/42/settings', true],
    ['/', '/anything', true],
    ['*', '/anything', true],
  ])('%s ~ %s → %s', (pattern, path, matches) => {
    expect(pageMatches(pattern, path)).toBe(matches);
  });

  it('stays quick on a hostile pattern and a long path (no backtracking blow-up)', () => {
    const pattern = `/${'*a'.repeat(10)}b`;
    const path = `/${'a'.repeat(2048)}`;
    expect(pageMatches(pattern, path)).toBe(false);
  });
});

describe('pagePathOf', () => {
  it.each([
    ['https://acme.test/Pricing?utm_source=x#top', '/pricing'],
    ['https://acme.test', '/'],
    ['not a url', null],
    [null, null],
  ])('%s → %s', (url, path) => {
    expect(pagePathOf(url)).toBe(path);
  });
});

describe('pageRuleStop (issue 25 item 3)', () => {
  const rules = { excluded: ['/careers', '/app/*'], required: ['/pricing', '/demo'] };
  it.each([
    ['no rules: nothing stops', NO_PAGE_RULES, '/careers', ['/careers'], null],
    [
      'an excluded page stops, whatever was seen',
      rules,
      '/careers/jobs',
      ['/pricing', '/careers/jobs'],
      'excluded-page',
    ],
    ['a required page seen earlier lets a later page through', rules, '/blog', ['/pricing', '/blog'], null],
    ['the required page itself goes through', rules, '/pricing', ['/pricing'], null],
    ['no required page seen yet', rules, '/blog', ['/', '/blog'], 'required-page-not-seen'],
    ['only exclusions: other pages go through', { excluded: ['/careers'], required: [] }, '/blog', [], null],
    [
      'an unreadable page is not excluded, and not a required one',
      rules,
      null,
      [null],
      'required-page-not-seen',
    ],
  ] as const)('%s', (_name, ruleSet, path, seen, stop) => {
    expect(
      pageRuleStop({ excluded: [...ruleSet.excluded], required: [...ruleSet.required] }, path, seen),
    ).toBe(stop);
  });
});
