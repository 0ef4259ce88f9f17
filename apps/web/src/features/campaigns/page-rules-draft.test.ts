import { messages, PAGE_RULE_LIMITS, type PageRules, pagePatternProblem } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { addPattern, sameRules, saveFailureOf } from './page-rules-draft.ts';

describe('adding a page pattern (issue 25 item 3)', () => {
  it('adds a pattern at the end of the list, trimmed as the server stores it', () => {
    expect(addPattern(['/careers'], '  /support/*  ')).toEqual({ list: ['/careers', '/support/*'] });
  });

  it.each(['careers', '', '   ', '/a b', `/${'x'.repeat(PAGE_RULE_LIMITS.patternLength)}`])(
    'refuses %j with the sentence the server would answer',
    (entered) => {
      const sentence = pagePatternProblem(entered.trim());
      expect(sentence).not.toBeNull();
      expect(addPattern([], entered)).toEqual({ refusal: { problem: 'pattern', sentence } });
    },
  );

  it('refuses a pattern already listed, whatever its case (pages match without case)', () => {
    expect(addPattern(['/careers'], '/Careers')).toEqual({
      refusal: { problem: 'duplicate', pattern: '/Careers' },
    });
  });

  it('refuses a 51st pattern', () => {
    const full = Array.from({ length: PAGE_RULE_LIMITS.patternsPerList }, (_, index) => `/page-${index}`);
    expect(addPattern(full, '/one-more')).toEqual({
      refusal: { problem: 'full', limit: PAGE_RULE_LIMITS.patternsPerList },
    });
    expect(addPattern(full.slice(1), '/one-more')).toHaveProperty('list');
  });
});

describe('whether the rules changed', () => {
  const saved: PageRules = { excluded: ['/careers'], required: [] };
  it.each<[string, PageRules, boolean]>([
    ['the same lists', { excluded: ['/careers'], required: [] }, true],
    ['a pattern added', { excluded: ['/careers', '/app/*'], required: [] }, false],
    ['a pattern removed', { excluded: [], required: [] }, false],
    ['a required page added', { excluded: ['/careers'], required: ['/pricing'] }, false],
  ])('%s: unchanged is %s', (_case, draft, unchanged) => {
    expect(sameRules(saved, draft)).toBe(unchanged);
  });
});

describe('where a refused save says why', () => {
  const sent: PageRules = { excluded: ['/careers', 'bad'], required: ['/pricing'] };
  const refusal = (status: number, errors?: Record<string, string>, message = 'Some fields are not valid.') =>
    new ApiError(status, { message, errors });

  it('puts a 422 sentence beside the pattern its field names, and the dialog asks nothing more', () => {
    const failure = saveFailureOf(
      refusal(422, { 'excluded.1': '"bad" must start with /.', 'required.0': 'No.' }),
      sent,
    );
    expect(failure).toEqual({
      patterns: { excluded: { bad: '"bad" must start with /.' }, required: { '/pricing': 'No.' } },
      lists: {},
      alert: null,
    });
  });

  it('puts a refusal of a whole list under that list', () => {
    expect(saveFailureOf(refusal(422, { excluded: 'Use at most 50 pages.' }), sent).lists).toEqual({
      excluded: 'Use at most 50 pages.',
    });
  });

  it('says a refusal of the campaign itself in the dialog', () => {
    const failure = saveFailureOf(
      refusal(422, { leadspeek_api_id: 'Page rules apply to Site ID campaigns only.' }),
      sent,
    );
    expect(failure.alert).toBe('Page rules apply to Site ID campaigns only.');
  });

  it('a field index beyond what was sent is said in the dialog, not lost', () => {
    expect(saveFailureOf(refusal(422, { 'excluded.9': 'Gone.' }), sent).alert).toBe('Gone.');
  });

  it.each([
    ['no answer', new ApiError(0, { message: messages.serverError })],
    ['a server failure', refusal(500, undefined, 'Internal error')],
    ['something not from the server', new Error('boom')],
  ])('after %s it says the changes are kept and to save again', (_case, error) => {
    expect(saveFailureOf(error, sent).alert).toBe(messages.campaignsPageRulesSaveFailed);
  });

  it('a 403 says the viewer may no longer change them and what to do', () => {
    expect(saveFailureOf(refusal(403, undefined, messages.forbidden), sent).alert).toBe(
      messages.campaignsPageRulesSaveRefused,
    );
  });

  it("another refusal without fields says the server's sentence", () => {
    expect(saveFailureOf(refusal(404, undefined, 'Campaign not found.'), sent).alert).toBe(
      'Campaign not found.',
    );
  });
});
