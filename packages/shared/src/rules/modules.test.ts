import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULES } from '../constants.ts';
import { agencyModules, betaAgreementNeeded, betaFeatureOpen, clientModules } from './modules.ts';

describe("client modules from leadspeek_type (part 1 §6: a '|'-separated list)", () => {
  it.each([
    ['local', ['local']],
    ['locator', ['locator']],
    ['local|locator', ['local', 'locator']],
    ['locator|local', ['local', 'locator']],
    ['local||', ['local']],
    ['', []],
    [null, []],
    ['local|enhance|b2b', ['local', 'enhance', 'b2b']],
    ['unknown', []],
  ])('%s → %j', (value, expected) => {
    expect(clientModules(value)).toEqual(expected);
  });
});

describe('agency modules (part 1 §1: enhance and b2b appear only with both a name and a url)', () => {
  it.each([
    ['defaults', DEFAULT_MODULES, ['local', 'locator', 'enhance', 'b2b']],
    [
      'enhance without url',
      { ...DEFAULT_MODULES, enhance: { name: 'Enhance ID', url: '' } },
      ['local', 'locator', 'b2b'],
    ],
    [
      'b2b without name',
      { ...DEFAULT_MODULES, b2b: { name: ' ', url: 'b2bid' } },
      ['local', 'locator', 'enhance'],
    ],
  ])('%s', (_case, naming, expected) => {
    expect(agencyModules(naming)).toEqual(expected);
  });
});

describe('beta features (part 1 §6: b2b appears only when not beta, or beta applies to all, or a beta user)', () => {
  it.each([
    [null, false, true],
    [{ is_beta: false, apply_to_all_agency: false }, false, true],
    [{ is_beta: true, apply_to_all_agency: true }, false, true],
    [{ is_beta: true, apply_to_all_agency: false }, true, true],
    [{ is_beta: true, apply_to_all_agency: false }, false, false],
  ])('feature %j, beta user %s → open %s', (feature, betaUser, expected) => {
    expect(betaFeatureOpen(feature, betaUser)).toBe(expected);
  });

  it.each([
    // part 2 §4: the agreement is asked when the feature is beta and applies to the user
    [{ is_beta: true, apply_to_all_agency: true }, false, false, true],
    [{ is_beta: true, apply_to_all_agency: false }, true, false, true],
    [{ is_beta: true, apply_to_all_agency: true }, false, true, false],
    [{ is_beta: false, apply_to_all_agency: true }, false, false, false],
    [{ is_beta: true, apply_to_all_agency: false }, false, false, false],
  ])('feature %j, beta user %s, agreed %s → ask %s', (feature, betaUser, agreed, expected) => {
    expect(betaAgreementNeeded(feature, betaUser, agreed)).toBe(expected);
  });
});
