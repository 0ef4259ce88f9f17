// Rules of the Campaign Audience List (part 2 §3 "Approximate lead-count row", §4 "Lead-count row",
// §5 zip code area): what a count request must hold for its target location, how a row's status and
// counts read, and the local count sort. The Audience form and the API call the same functions.
import type { SortOrder } from '../contracts/tenants.ts';
import {
  CAMPAIGN_LIMITS,
  keywordsProblem,
  keywordsToTags,
  LOCATION_TARGETS,
  zipList,
  zipTextProblem,
} from './campaign-fields.ts';

export const AUDIENCE_TARGET_LOCATIONS = LOCATION_TARGETS;
export type AudienceTargetLocation = (typeof AUDIENCE_TARGET_LOCATIONS)[number];

/** Stored statuses of a count; Success and No Result are both 'success' (told apart by the count). */
export const COUNT_STATUSES = ['pending', 'error', 'success'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

/** What a row shows (part 2 §4): count above 0 is Success, else No Result. */
export type CountOutcome = 'pending' | 'error' | 'success' | 'no-result';

/** Ours: the spec fixes no polling interval for pending counts, only that they may take over an hour. */
export const AUDIENCE_TIMINGS = { pendingPollMs: 4000 } as const;

/** Field messages of the count rules (ours: the spec does not show server-side audience rules). */
export const AUDIENCE_MESSAGES = {
  targetMissing: 'Choose National Targeting, State or Zip Code.',
  keywordsMissing: 'Enter at least one keyword.',
  statesMissing: 'Choose at least one state for State targeting.',
  zipsMissing: 'Enter at least one zip code for Zip Code targeting.',
  onlyForState: 'States and cities are chosen only for State targeting.',
  onlyForZip: 'Zip codes are entered only for Zip Code targeting.',
  cityNotInState: 'Choose cities of the chosen states.',
  statesTooMany: `Choose at most ${CAMPAIGN_LIMITS.statesMax} states.`,
  citiesTooMany: `Choose at most ${CAMPAIGN_LIMITS.citiesMax} cities.`,
  retryOnlyError: 'Only a count that failed can be retried.',
  notApplicableModule: 'A count applies to Search ID or Enhance ID campaigns only.',
} as const;

/** What the form sends (the queuecount fields, spec names). */
export type AudienceQueryInput = {
  target_location: AudienceTargetLocation;
  states: readonly string[];
  cities: readonly string[];
  /** The zip area text (newline separated, part 2 §5). */
  zip_code: string;
  /** Keywords separated by commas or new lines. */
  keyword: string;
};

/** Why each field of a count request cannot be queued (field → reason); empty when it can. */
export function audienceQueryProblems(input: AudienceQueryInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const keywords = keywordsToTags(input.keyword);
  const keywordProblem = keywordsProblem(keywords);
  if (keywords.length === 0) problems.keyword = AUDIENCE_MESSAGES.keywordsMissing;
  else if (keywordProblem) problems.keyword = keywordProblem;

  const target = input.target_location;
  const zipText = input.zip_code.trim();
  if (target === 'State') {
    if (input.states.length === 0) problems.states = AUDIENCE_MESSAGES.statesMissing;
  } else {
    if (input.states.length > 0) problems.states = AUDIENCE_MESSAGES.onlyForState;
    if (input.cities.length > 0) problems.cities = AUDIENCE_MESSAGES.onlyForState;
  }
  if (target === 'Zip Code') {
    const zipProblem = zipTextProblem(input.zip_code);
    if (zipProblem) problems.zip_code = zipProblem;
    else if (zipList(input.zip_code).length === 0) problems.zip_code = AUDIENCE_MESSAGES.zipsMissing;
  } else if (zipText !== '') problems.zip_code = AUDIENCE_MESSAGES.onlyForZip;
  if (input.states.length > CAMPAIGN_LIMITS.statesMax) problems.states = AUDIENCE_MESSAGES.statesTooMany;
  if (input.cities.length > CAMPAIGN_LIMITS.citiesMax) problems.cities = AUDIENCE_MESSAGES.citiesTooMany;
  return problems;
}

/** The stored keyword text of a count: its tags joined by ', ' (a tag never holds a comma). */
export const keywordText = (keywords: readonly string[]): string => keywords.join(', ');

export function countOutcome(row: { status: CountStatus; count: number | null }): CountOutcome {
  if (row.status !== 'success') return row.status;
  return (row.count ?? 0) > 0 ? 'success' : 'no-result';
}

/** A count as the table shows it: '-' while pending and after an error (part 2 §4). */
export function countCell(row: { status: CountStatus }, value: number | null): number | '-' {
  if (row.status !== 'success' || value === null) return '-';
  return value;
}

/**
 * The local count sort (asc, desc, none; part 2 §4) on the rows already shown. Rows without a count
 * ('-') stay after the counted ones either way; ties and the unsorted state keep the given order.
 */
export function sortByLocalCount<Row extends { status: CountStatus; count: number | null }>(
  rows: readonly Row[],
  order: SortOrder | null,
): Row[] {
  if (order === null) return [...rows];
  const direction = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: countCell(row, row.count) }))
    .sort((a, b) => {
      if (a.value === '-' || b.value === '-') {
        if (a.value === b.value) return a.index - b.index;
        return a.value === '-' ? 1 : -1;
      }
      return (a.value - b.value) * direction || a.index - b.index;
    })
    .map((entry) => entry.row);
}
