// The score table of issue 25 item 2 ("Scores and hot pages"): rules × journeys → score, tags and
// one reason per part; and the refusals of "Bad input and abuse" (a malformed pattern or tag is
// refused with a sentence naming it).
import { describe, expect, it } from 'vitest';
import { scoreRulesBody } from '../contracts/score-rules.ts';
import {
  DEFAULT_SCORE_RULES,
  type ScoredJourney,
  type ScoreRules,
  scoreOf,
  scoreReasonLine,
  scoreTagProblem,
  tagOf,
} from './lead-score.ts';

const NOW = new Date('2026-11-30T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

const journey = (facts: Partial<ScoredJourney>): ScoredJourney => ({
  paths: ['/'],
  visits: 1,
  time_on_site_seconds: 0,
  last_seen_at: minutesAgo(1),
  ...facts,
});

// The issue's own example: "/pricing" 30, "/careers" −50.
const HOT_PAGES: ScoreRules = {
  ...DEFAULT_SCORE_RULES,
  pages: [
    { pattern: '/pricing', points: 30, tag: 'pricing-page' },
    { pattern: '/careers', points: -50, tag: null },
    { pattern: '/blog/*', points: 0, tag: 'reader' },
  ],
};

describe('scoreOf (issue 25 item 2: rules × journeys → score, tags, reasons)', () => {
  it.each([
    {
      row: 'one page, just now: only recency counts',
      rules: DEFAULT_SCORE_RULES,
      journey: journey({}),
      score: 20,
      tags: [],
      reasons: ['+20 Seen in the last 7 days'],
    },
    {
      row: 'an old one-page visit scores nothing',
      rules: DEFAULT_SCORE_RULES,
      journey: journey({ last_seen_at: daysAgo(8) }),
      score: 0,
      tags: [],
      reasons: [],
    },
    {
      row: 'two returns and five minutes: returning, not hot',
      rules: DEFAULT_SCORE_RULES,
      journey: journey({ visits: 3, time_on_site_seconds: 5 * 60 + 59 }),
      score: 50,
      tags: ['returning'],
      reasons: ['+20 Came back 2 times', '+10 Spent 5 minutes on the site', '+20 Seen in the last 7 days'],
    },
    {
      row: 'returns count three at most, time 30 points at most',
      rules: DEFAULT_SCORE_RULES,
      journey: journey({ visits: 9, time_on_site_seconds: 60 * 60 }),
      score: 80,
      tags: ['hot', 'returning'],
      reasons: ['+30 Came back 8 times', '+30 Spent 60 minutes on the site', '+20 Seen in the last 7 days'],
    },
    {
      row: 'a pricing page tags the lead and lifts it over the hot score',
      rules: HOT_PAGES,
      journey: journey({ paths: ['/', '/pricing', '/pricing/teams'], visits: 2, time_on_site_seconds: 600 }),
      score: 80,
      tags: ['hot', 'pricing-page', 'returning'],
      reasons: [
        '+30 Viewed /pricing',
        '+10 Came back 1 time',
        '+20 Spent 10 minutes on the site',
        '+20 Seen in the last 7 days',
      ],
    },
    {
      row: 'careers pages pull the score down, never under 0',
      rules: HOT_PAGES,
      journey: journey({ paths: ['/careers/jobs/12'] }),
      score: 0,
      tags: [],
      reasons: ['−50 Viewed /careers', '+20 Seen in the last 7 days'],
    },
    {
      row: 'a 0-point page only tags',
      rules: HOT_PAGES,
      journey: journey({ paths: ['/blog/hello', null] }),
      score: 20,
      tags: ['reader'],
      reasons: ['+20 Seen in the last 7 days'],
    },
    {
      row: 'the score stops at 100',
      rules: { ...HOT_PAGES, pages: [{ pattern: '*', points: 100, tag: null }] },
      journey: journey({ visits: 2 }),
      score: 100,
      tags: ['hot', 'returning'],
      reasons: ['+100 Viewed *', '+10 Came back 1 time', '+20 Seen in the last 7 days'],
    },
    {
      row: 'a lower hot score makes a plain lead hot',
      rules: { ...DEFAULT_SCORE_RULES, hot_score: 20 },
      journey: journey({}),
      score: 20,
      tags: ['hot'],
      reasons: ['+20 Seen in the last 7 days'],
    },
    {
      row: 'parts set to 0 give no reason line',
      rules: { ...DEFAULT_SCORE_RULES, return_visit_points: 0, minute_points: 0, recent_points: 0 },
      journey: journey({ visits: 4, time_on_site_seconds: 900 }),
      score: 0,
      tags: ['returning'],
      reasons: [],
    },
  ])('$row', ({ rules, journey: facts, score, tags, reasons }) => {
    const result = scoreOf(rules, facts, NOW);
    expect(result.score).toBe(score);
    expect([...result.tags].sort()).toEqual([...tags].sort());
    expect(result.reasons.map(scoreReasonLine)).toEqual(reasons);
  });

  it('says when the recency points lapse, so the nightly refresh can score the lead again', () => {
    const seen = minutesAgo(90);
    expect(scoreOf(DEFAULT_SCORE_RULES, journey({ last_seen_at: seen }), NOW).changes_at).toEqual(
      new Date(seen.getTime() + 7 * 24 * 60 * 60_000),
    );
    expect(scoreOf(DEFAULT_SCORE_RULES, journey({ last_seen_at: daysAgo(10) }), NOW).changes_at).toBeNull();
  });
});

describe('tags', () => {
  it.each([
    ['Pricing Page', 'pricing-page', null],
    ['  hot ', 'hot', null],
    ['!!!', '', '"!!!" is not a tag: use letters, digits and hyphens, such as pricing-page.'],
    ['a'.repeat(31), 'a'.repeat(31), `The tag "${'a'.repeat(31)}" is too long: use at most 30 characters.`],
  ])('%j → %j', (value, tag, problem) => {
    expect(tagOf(value)).toBe(tag);
    expect(scoreTagProblem(value)).toBe(problem);
  });
});

describe('scoreRulesBody (what a campaign may save)', () => {
  const valid = {
    ...DEFAULT_SCORE_RULES,
    pages: [{ pattern: ' /pricing ', points: 30, tag: 'Pricing Page' }],
  };

  it('trims patterns and writes tags the stored way', () => {
    expect(scoreRulesBody.parse(valid).pages).toEqual([
      { pattern: '/pricing', points: 30, tag: 'pricing-page' },
    ]);
  });

  it.each([
    [
      'a pattern without /',
      { pages: [{ pattern: 'pricing', points: 1, tag: null }] },
      'pages.0.pattern',
      '"pricing" must start with / (a path on the campaign\'s site) or * (any path).',
    ],
    [
      'a page listed twice',
      {
        pages: [
          { pattern: '/a', points: 1, tag: null },
          { pattern: '/A', points: 2, tag: null },
        ],
      },
      'pages.1.pattern',
      '"/A" is listed twice: keep one line per page.',
    ],
    [
      'page points past 100',
      { pages: [{ pattern: '/a', points: 101, tag: null }] },
      'pages.0.points',
      'The page points go from −100 to 100.',
    ],
    [
      'a tag of symbols',
      { pages: [{ pattern: '/a', points: 1, tag: '%%' }] },
      'pages.0.tag',
      '"%%" is not a tag: use letters, digits and hyphens, such as pricing-page.',
    ],
    [
      'negative return points',
      { return_visit_points: -1 },
      'return_visit_points',
      'The points for a return visit go from 0 to 50.',
    ],
    [
      'a fractional minute',
      { minute_points: 1.5 },
      'minute_points',
      'Enter the points per minute as a whole number.',
    ],
    ['a hot score of 0', { hot_score: 0 }, 'hot_score', 'The hot score goes from 1 to 100.'],
  ])('refuses %s, naming the field', (_row, change, path, message) => {
    const result = scoreRulesBody.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((found) => found.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });
});
