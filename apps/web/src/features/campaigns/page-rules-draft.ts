// The page rules being edited (issue 25 item 3): adding a pattern with the shared rule's sentence,
// whether anything changed, and where a refused save's reasons belong (the pattern they name, its
// list, or the dialog).
import { messages, PAGE_RULE_LIMITS, type PageRules, pagePatternProblem } from '@lead/shared';
import { ApiError } from '../../lib/api-error.ts';

export type PageRuleList = keyof PageRules;
export const PAGE_RULE_LISTS = ['excluded', 'required'] as const satisfies readonly PageRuleList[];

/** Why a pattern is not added: the shared rule's sentence, already listed, or the list is full. */
export type PatternRefusal =
  | { problem: 'pattern'; sentence: string }
  | { problem: 'duplicate'; pattern: string }
  | { problem: 'full'; limit: number };

/**
 * The list with `entered` added (trimmed, as the server stores it), or why not. Matching ignores case,
 * so "/Careers" repeats "/careers".
 */
export function addPattern(
  list: readonly string[],
  entered: string,
): { list: string[] } | { refusal: PatternRefusal } {
  const pattern = entered.trim();
  const sentence = pagePatternProblem(pattern);
  if (sentence) return { refusal: { problem: 'pattern', sentence } };
  if (list.some((listed) => listed.toLowerCase() === pattern.toLowerCase()))
    return { refusal: { problem: 'duplicate', pattern } };
  if (list.length >= PAGE_RULE_LIMITS.patternsPerList)
    return { refusal: { problem: 'full', limit: PAGE_RULE_LIMITS.patternsPerList } };
  return { list: [...list, pattern] };
}

export const sameRules = (saved: PageRules, draft: PageRules): boolean =>
  PAGE_RULE_LISTS.every(
    (list) =>
      saved[list].length === draft[list].length &&
      saved[list].every((pattern, index) => pattern === draft[list][index]),
  );

export type SaveFailure = {
  /** Per list, the server's sentence for each pattern it refused, keyed by the pattern. */
  patterns: Record<PageRuleList, Record<string, string>>;
  /** A refusal of a whole list (too many patterns). */
  lists: Partial<Record<PageRuleList, string>>;
  /** What the dialog says besides: a refusal of the campaign, or what to do after a failure. */
  alert: string | null;
};

const FIELD = /^(excluded|required)(?:\.(\d+))?$/;

/**
 * Where the reasons of a failed save go. A 422 names `excluded.2`: the third pattern sent, found by
 * its text so it stays beside that pattern when another is removed. 403 and failures without an
 * answer say what to do; other refusals say the server's sentence.
 */
export function saveFailureOf(error: unknown, sent: PageRules): SaveFailure {
  const failure: SaveFailure = { patterns: { excluded: {}, required: {} }, lists: {}, alert: null };
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { ...failure, alert: messages.campaignsPageRulesSaveFailed };
  if (error.status === 403) return { ...failure, alert: messages.campaignsPageRulesSaveRefused };
  const elsewhere: string[] = [];
  for (const [field, sentence] of Object.entries(error.fieldErrors)) {
    const match = FIELD.exec(field);
    const list = match?.[1] as PageRuleList | undefined;
    const pattern = list && match?.[2] !== undefined ? sent[list][Number(match[2])] : undefined;
    if (list && pattern !== undefined) failure.patterns[list][pattern] = sentence;
    else if (list && match?.[2] === undefined) failure.lists[list] = sentence;
    else elsewhere.push(sentence);
  }
  if (elsewhere.length > 0) return { ...failure, alert: elsewhere.join(' ') };
  // Every reason stands beside its pattern or list; a refusal without reasons says its sentence.
  if (Object.keys(error.fieldErrors).length > 0) return failure;
  return { ...failure, alert: error.message || messages.campaignsPageRulesSaveFailed };
}
