// The lead lists' score filters (issue 25 item 2): the lowest score and a tag as typed, and the
// `score_min` and `tag` query parameters they become. A filter the server could not read is left out
// rather than sent.
import { type ReportModule, SCORE_LIMITS, tagOf } from '@lead/shared';

export type LeadScoreFilter = { score_min?: number; tag?: string };

/** The filter's query parameters: an empty or out-of-range field filters nothing. */
export function scoreFilterOf(minScore: number | '', tag: string): LeadScoreFilter {
  const filter: LeadScoreFilter = {};
  if (typeof minScore === 'number' && Number.isInteger(minScore) && minScore >= 0 && minScore <= MAX_SCORE)
    filter.score_min = minScore;
  const stored = tagOf(tag);
  if (stored !== '' && stored.length <= SCORE_LIMITS.tagLength) filter.tag = stored;
  return filter;
}

/** The highest score a lead can have, and so the highest lowest score a filter asks for. */
export const MAX_SCORE = 100;

/**
 * The lowest score as typed into its field: digits only (no sign, no decimals), above 100 read as 100,
 * an empty field as no filter.
 */
export function minScoreTyped(text: string): number | '' {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? '' : Math.min(MAX_SCORE, Number(digits));
}

export const filtersScore = (filter: LeadScoreFilter) =>
  filter.score_min !== undefined || filter.tag !== undefined;

/** The tags every scored lead may carry, offered first in the tag field. */
export const KNOWN_TAGS = ['hot', 'returning'] as const;

/** Only Site ID leads have page views to score: its lists, and the list of every module, show scores. */
export const listHasScores = (module: ReportModule) => module === 'local' || module === 'all';
