// Issue 23 item 4: one name per money amount (part 2 §3 "Agency cost setting": PlatformFee is the
// one-time creative/set-up fee, MinCostMonth the platform fee per period, Costperlead).
import { describe, expect, it } from 'vitest';
import { billingPeriodWord, MONEY_WORDS, moneyLine, platformFeeLabel } from './money-words.ts';

describe('the money words', () => {
  it.each([
    ['setupFee', 'Set-up fee'],
    ['platformFee', 'Platform fee'],
    ['costPerLead', 'Cost per lead'],
    ['wholesale', 'Wholesale'],
    ['margin', 'Margin'],
  ] as const)('%s is called %s', (word, label) => {
    expect(MONEY_WORDS[word]).toBe(label);
  });
});

describe('the platform fee is named by its billing term', () => {
  it.each([
    ['Weekly', 'week', 'Platform fee per week'],
    ['Monthly', 'month', 'Platform fee per month'],
    ['Prepaid', 'month', 'Platform fee per month'],
    ['One Time', null, 'Platform fee'],
    ['OneTime', null, 'Platform fee'],
    [null, null, 'Platform fee per period'],
  ] as const)('%s → %s', (term, period, label) => {
    expect(billingPeriodWord(term)).toBe(period);
    expect(platformFeeLabel(term)).toBe(label);
  });

  it('pairs a label with its amount one way', () => {
    expect(moneyLine(MONEY_WORDS.setupFee, '$250.00')).toBe('Set-up fee: $250.00');
  });
});
