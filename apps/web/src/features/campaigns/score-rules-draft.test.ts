import { DEFAULT_SCORE_RULES, messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import {
  bodyOf,
  draftOf,
  emptyFieldsOf,
  numberDraftOf,
  pageFieldKey,
  sameRules,
  saveFailureOf,
} from './score-rules-draft.ts';

const saved = {
  ...DEFAULT_SCORE_RULES,
  pages: [
    { pattern: '/pricing', points: 30, tag: 'pricing-page' },
    { pattern: '/careers', points: -50, tag: null },
  ],
};

describe('scoring rules draft (issue 25 item 2)', () => {
  it('reads the stored rules and sends them back unchanged', () => {
    const draft = draftOf(saved);
    expect(draft.pages.map((page) => page.tag)).toEqual(['pricing-page', '']);
    expect(bodyOf(draft)).toEqual(saved);
    expect(sameRules(saved, draft)).toBe(true);
  });

  it('counts a tag or pattern as unchanged when the server would store it the same way', () => {
    const draft = draftOf(saved);
    const [first, second] = draft.pages;
    if (!first || !second) throw new Error('two pages');
    first.tag = ' Pricing Page ';
    second.pattern = '/careers ';
    expect(sameRules(saved, draft)).toBe(true);
    first.tag = 'plans';
    expect(sameRules(saved, draft)).toBe(false);
  });

  it('sees a removed page, a changed number and an emptied field as changes', () => {
    const removed = draftOf(saved);
    removed.pages.pop();
    expect(sameRules(saved, removed)).toBe(false);
    expect(sameRules(saved, { ...draftOf(saved), hot_score: 80 })).toBe(false);
    const emptied = { ...draftOf(saved), minute_points: '' as const };
    expect(sameRules(saved, emptied)).toBe(false);
    expect(emptyFieldsOf(emptied)).toEqual(['minute_points']);
  });

  it('names an emptied page points field by its row', () => {
    const draft = draftOf(saved);
    const second = draft.pages[1];
    if (!second) throw new Error('two pages');
    second.points = numberDraftOf('-');
    expect(emptyFieldsOf(draft)).toEqual([pageFieldKey(second.key, 'points')]);
  });

  it('sends an empty tag as none', () => {
    const draft = draftOf(saved);
    const first = draft.pages[0];
    if (!first) throw new Error('a page');
    first.tag = '  ';
    expect(bodyOf(draft).pages[0]?.tag).toBeNull();
  });

  it("puts a 422's reasons beside the row sent at that index, and the numbers beside their field", () => {
    const error = new ApiError(422, {
      message: 'Some fields are not valid.',
      errors: {
        'pages.1.pattern': '"pricing" must start with /.',
        'pages.0.tag': 'Too long.',
        hot_score: 'The hot score goes from 1 to 100.',
      },
    });
    expect(saveFailureOf(error, [7, 9])).toEqual({
      fields: {
        [pageFieldKey(9, 'pattern')]: '"pricing" must start with /.',
        [pageFieldKey(7, 'tag')]: 'Too long.',
        hot_score: 'The hot score goes from 1 to 100.',
      },
      alert: null,
    });
  });

  it('says in the dialog what belongs to no field: the campaign, the list, or a failure without an answer', () => {
    const campaign = new ApiError(422, {
      message: 'Some fields are not valid.',
      errors: { leadspeek_api_id: 'Scoring rules apply to Site ID campaigns only.' },
    });
    expect(saveFailureOf(campaign, [])).toEqual({
      fields: {},
      alert: 'Scoring rules apply to Site ID campaigns only.',
    });
    const refused = new ApiError(403, { message: 'You may not do this.' });
    expect(saveFailureOf(refused, [1]).alert).toBe(messages.campaignsScoreRulesSaveRefused);
    const offline = new ApiError(0, { message: messages.serverError });
    expect(saveFailureOf(offline, [1]).alert).toBe(messages.campaignsScoreRulesSaveFailed);
    const broken = new ApiError(500, { message: messages.serverError });
    expect(saveFailureOf(broken, [1]).alert).toBe(messages.campaignsScoreRulesSaveFailed);
  });
});
