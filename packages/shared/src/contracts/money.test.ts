import { describe, expect, it } from 'vitest';
import { MAX_MONEY_CENTS } from '../constants.ts';
import { messages } from '../messages.ts';
import { completeCostAgency, costField } from '../rules/agency-cost.ts';
import { dollarAmount } from './money.ts';

describe('dollarAmount (every money input)', () => {
  it.each(['0', '12.5', '12.50', ' 999.99 ', '1000000', '1000000.00'])('accepts %j', (value) => {
    expect(dollarAmount.safeParse(value).success).toBe(true);
  });

  it.each(['1000000.01', '999999999.99', '100000000'])('refuses %j past $1,000,000', (value) => {
    expect(dollarAmount.safeParse(value).error?.issues[0]?.message).toBe(messages.amountTooLarge);
  });

  it.each([
    ['1,000.50', '1000.50'],
    ['$1000', '1000.00'],
    [' 1 000.50', '1000.50'],
  ])('reads what people type: %j as %j', (typed, plain) => {
    expect(dollarAmount.parse(typed)).toBe(plain);
  });

  it.each(['-1', '1.234', 'abc', '1e3', '12\u0000', '1000,50'])('refuses %j', (value) => {
    expect(dollarAmount.safeParse(value).success).toBe(false);
  });

  it('the cap is $1,000,000 in cents', () => {
    expect(MAX_MONEY_CENTS).toBe(100_000_000);
  });

  it('a stored amount past the cap reads as unset', () => {
    const field = costField('local', 'PlatformFee');
    const costs = completeCostAgency({ local: { Weekly: { [field]: '999999999.99' } } });
    expect(costs.local.Weekly[field]).toBe('0');
  });
});
