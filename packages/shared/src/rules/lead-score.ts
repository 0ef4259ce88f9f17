// Lead scores and hot pages (issue 25 item 2): per Site ID campaign, rules that weigh what a
// visitor did — pages that matter (a path pattern with points, and a tag such as "pricing-page"),
// coming back, time on the site, and how recently they were seen. Every lead of a page view gets a
// score from 0 to 100, tags ("hot", "returning" and the pages' tags) and one line of reason for
// each part of its score. This is the only place the score is decided: the pipeline, the re-score
// job and the nightly refresh all call scoreOf.
import { pageMatches } from './page-rules.ts';

export const SCORE_LIMITS = {
  pageRules: 30,
  /** A page's points, either way. */
  pagePoints: 100,
  /** Points of each other part. */
  partPoints: 50,
  tagLength: 30,
} as const;

/** Visits after the first that earn points: the fourth return says no more than the third. */
export const RETURN_VISITS_COUNTED = 3;
/** Time on the site earns at most this many points. */
export const TIME_POINTS_CAP = 30;
/** A lead seen within this many days earns the recency points. */
export const RECENT_DAYS = 7;
/** A change of rules re-scores the leads of this many days. */
export const RESCORE_DAYS = 30;

export type ScorePageRule = { pattern: string; points: number; tag: string | null };

export type ScoreRules = {
  /** Pages that matter: each rule counts once, however many of its pages were read. */
  pages: ScorePageRule[];
  /** For each visit after the first (RETURN_VISITS_COUNTED at most). */
  return_visit_points: number;
  /** For each whole minute on the site (TIME_POINTS_CAP in all at most). */
  minute_points: number;
  /** When the last page view is at most RECENT_DAYS old. */
  recent_points: number;
  /** At or above it, the lead is tagged "hot". */
  hot_score: number;
};

/** What a campaign without rules of its own scores by. */
export const DEFAULT_SCORE_RULES: ScoreRules = {
  pages: [],
  return_visit_points: 10,
  minute_points: 2,
  recent_points: 20,
  hot_score: 70,
};

export const HOT_TAG = 'hot';
export const RETURNING_TAG = 'returning';

/** The facts of a journey the score weighs (journey-summary.ts and the page views' paths). */
export type ScoredJourney = {
  /** The lower-cased paths of the page views (pagePathOf); null for an unreadable address. */
  paths: readonly (string | null)[];
  visits: number;
  time_on_site_seconds: number;
  last_seen_at: Date;
};

export type ScoreReason = { points: number; text: string };

export type LeadScore = {
  score: number;
  tags: string[];
  /** One line per part that earned points, in the order of the rules. */
  reasons: ScoreReason[];
  /** When the recency points lapse and the score must be worked out again; null without them. */
  changes_at: Date | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A tag as it is stored and shown: lower case, words joined by hyphens. */
export const tagOf = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Why a tag cannot be saved, as a sentence; null when it can. */
export function scoreTagProblem(value: string): string | null {
  const tag = tagOf(value);
  if (tag === '') return `"${value}" is not a tag: use letters, digits and hyphens, such as pricing-page.`;
  if (tag.length > SCORE_LIMITS.tagLength)
    return `The tag "${tag.slice(0, 40)}" is too long: use at most ${SCORE_LIMITS.tagLength} characters.`;
  return null;
}

/** The score of one journey under the rules, at `now`. */
export function scoreOf(rules: ScoreRules, journey: ScoredJourney, now: Date): LeadScore {
  const reasons: ScoreReason[] = [];
  const tags = new Set<string>();
  for (const rule of rules.pages) {
    const matched = journey.paths.some((path) => path !== null && pageMatches(rule.pattern, path));
    if (!matched) continue;
    if (rule.tag) tags.add(rule.tag);
    if (rule.points !== 0) reasons.push({ points: rule.points, text: `Viewed ${rule.pattern}` });
  }
  const returns = Math.max(0, journey.visits - 1);
  if (returns > 0) {
    tags.add(RETURNING_TAG);
    const points = Math.min(returns, RETURN_VISITS_COUNTED) * rules.return_visit_points;
    if (points !== 0) reasons.push({ points, text: `Came back ${plural(returns, 'time', 'times')}` });
  }
  const minutes = Math.floor(journey.time_on_site_seconds / 60);
  const timePoints = Math.min(minutes * rules.minute_points, TIME_POINTS_CAP);
  if (timePoints > 0)
    reasons.push({ points: timePoints, text: `Spent ${plural(minutes, 'minute', 'minutes')} on the site` });
  const recentUntil = new Date(journey.last_seen_at.getTime() + RECENT_DAYS * DAY_MS);
  const recent = rules.recent_points !== 0 && now < recentUntil;
  if (recent)
    reasons.push({
      points: rules.recent_points,
      text: `Seen in the last ${plural(RECENT_DAYS, 'day', 'days')}`,
    });
  const sum = reasons.reduce((total, reason) => total + reason.points, 0);
  const score = Math.max(0, Math.min(100, sum));
  const hot = score >= rules.hot_score ? [HOT_TAG] : [];
  return {
    score,
    tags: [...new Set([...hot, ...tags])],
    reasons,
    changes_at: recent ? recentUntil : null,
  };
}

/** "+30 Viewed /pricing" or "−50 Viewed /careers": a reason as one line. */
export const scoreReasonLine = (reason: ScoreReason) =>
  `${reason.points >= 0 ? '+' : '−'}${Math.abs(reason.points)} ${reason.text}`;
