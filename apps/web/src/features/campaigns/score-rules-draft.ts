// The scoring rules being edited (issue 25 item 2): the form's values (a number field may be empty
// while typing), the body Save sends, whether anything changed, and which field each reason of a
// refused save belongs to. Page rows keep a key of their own, so a reason stays beside its row when
// another row is removed.
import { messages, type ScoreRulesBody, type ScoreRulesResponse, tagOf } from '@lead/shared';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';

/** A number field's value: empty while the user clears it to type another. */
export type NumberDraft = number | '';

export type PageDraft = { key: number; pattern: string; points: NumberDraft; tag: string };

export const SCORE_NUMBER_FIELDS = [
  'return_visit_points',
  'minute_points',
  'recent_points',
  'hot_score',
] as const;
export type ScoreNumberField = (typeof SCORE_NUMBER_FIELDS)[number];

export type ScoreRulesDraft = { pages: PageDraft[] } & Record<ScoreNumberField, NumberDraft>;

type SavedRules = ScoreRulesResponse['rules'];

/** Where a sentence is shown: a page row's field (by the row's key), a number field, or the dialog. */
export const pageFieldKey = (key: number, field: 'pattern' | 'points' | 'tag') => `page:${key}:${field}`;

let nextKey = 1;
export const newPageKey = () => nextKey++;

/** Mantine's NumberInput answers a string while its text is not a number yet ('' or '-'). */
export const numberDraftOf = (value: number | string): NumberDraft =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';

export const draftOf = (rules: SavedRules): ScoreRulesDraft => ({
  pages: rules.pages.map((page) => ({
    key: newPageKey(),
    pattern: page.pattern,
    points: page.points,
    tag: page.tag ?? '',
  })),
  return_visit_points: rules.return_visit_points,
  minute_points: rules.minute_points,
  recent_points: rules.recent_points,
  hot_score: rules.hot_score,
});

/** The fields left empty, each keyed as its sentence is shown. */
export function emptyFieldsOf(draft: ScoreRulesDraft): string[] {
  const pages = draft.pages
    .filter((page) => page.points === '')
    .map((page) => pageFieldKey(page.key, 'points'));
  return [...pages, ...SCORE_NUMBER_FIELDS.filter((field) => draft[field] === '')];
}

const numberOf = (value: NumberDraft) => (value === '' ? 0 : value);

/** What Save sends. Patterns and tags go as typed: the server trims and judges them. */
export const bodyOf = (draft: ScoreRulesDraft): ScoreRulesBody => ({
  pages: draft.pages.map((page) => ({
    pattern: page.pattern,
    points: numberOf(page.points),
    tag: page.tag.trim() === '' ? null : page.tag,
  })),
  return_visit_points: numberOf(draft.return_visit_points),
  minute_points: numberOf(draft.minute_points),
  recent_points: numberOf(draft.recent_points),
  hot_score: numberOf(draft.hot_score),
});

/** Nothing to save: the draft reads as the stored rules do once the server has trimmed and tagged it. */
export function sameRules(saved: SavedRules, draft: ScoreRulesDraft): boolean {
  if (emptyFieldsOf(draft).length > 0) return false;
  if (SCORE_NUMBER_FIELDS.some((field) => saved[field] !== draft[field])) return false;
  return (
    saved.pages.length === draft.pages.length &&
    saved.pages.every((stored, index) => {
      const page = draft.pages[index];
      const tag = page?.tag.trim() ? tagOf(page.tag) : null;
      return page?.pattern.trim() === stored.pattern && page.points === stored.points && tag === stored.tag;
    })
  );
}

export type ScoreSaveFailure = {
  /** The server's sentence for each field it refused, keyed as pageFieldKey or the number field. */
  fields: Record<string, string>;
  /** What the dialog says besides: a refusal of the campaign, or a failure without an answer. */
  alert: string | null;
};

const PAGE_FIELD = /^pages\.(\d+)\.(pattern|points|tag)$/;
const NUMBER_FIELDS: readonly string[] = SCORE_NUMBER_FIELDS;

/**
 * Where the reasons of a failed save go. A 422 names `pages.2.pattern`: the third row sent, found by
 * its key (`sentKeys`); `hot_score` and the other numbers name their field. Any other failure says
 * its sentence in the dialog.
 */
export function saveFailureOf(error: unknown, sentKeys: readonly number[]): ScoreSaveFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { fields: {}, alert: messages.campaignsScoreRulesSaveFailed };
  if (error.status === 403) return { fields: {}, alert: messages.campaignsScoreRulesSaveRefused };
  if (error.status !== 422) return { fields: {}, alert: errorMessageOf(error) };
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, sentence] of Object.entries(error.fieldErrors)) {
    const page = PAGE_FIELD.exec(field);
    const key = page ? sentKeys[Number(page[1])] : undefined;
    if (page && key !== undefined)
      fields[pageFieldKey(key, page[2] as 'pattern' | 'points' | 'tag')] = sentence;
    else if (NUMBER_FIELDS.includes(field)) fields[field] = sentence;
    else elsewhere.push(sentence);
  }
  if (elsewhere.length > 0) return { fields, alert: elsewhere.join(' ') };
  if (Object.keys(fields).length > 0) return { fields, alert: null };
  return { fields, alert: errorMessageOf(error) };
}
