import { describe, expect, it } from 'vitest';
import { contentTokens } from './tokens.ts';

describe('keyword tokens (how a typed keyword meets the graph intents)', () => {
  it.each([
    ['lower-case words', 'Roof Repair', ['roof', 'repair']],
    ['filler words dropped', 'best dentist near me', ['dentist']],
    ['plurals made singular', 'Dentists', ['dentist']],
    ['-ies plurals', 'Bakeries', ['bakery']],
    ['double-s words kept', 'glass', ['glass']],
    ['punctuation splits words', 'hvac/air-conditioning', ['hvac', 'air', 'conditioning']],
    ['repeats once', 'car car cars', ['car']],
    ['only filler words: nothing', 'near me', []],
  ])('%s', (_name, keyword, tokens) => {
    expect(contentTokens(keyword)).toEqual(tokens);
  });
});
