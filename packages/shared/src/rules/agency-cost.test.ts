import { describe, expect, it } from 'vitest';
import {
  completeCostAgency,
  costField,
  currencyKeystroke,
  currencyOnBlur,
  emptyCostAgency,
  enforceCostPerLeadMinimum,
  formatCurrency,
  termWording,
} from './agency-cost.ts';

describe('cost field names (part 2 §3: prefixed Leadspeek for local, else Locator, Enhance, B2b)', () => {
  it.each([
    ['local', 'PlatformFee', 'LeadspeekPlatformFee'],
    ['locator', 'MinCostMonth', 'LocatorMinCostMonth'],
    ['enhance', 'Costperlead', 'EnhanceCostperlead'],
    ['b2b', 'Costperlead', 'B2bCostperlead'],
  ] as const)('%s %s → %s', (module, amount, field) => {
    expect(costField(module, amount)).toBe(field);
  });

  it("§9 default amounts are '0' for every module and term", () => {
    expect(emptyCostAgency().b2b.OneTime.B2bPlatformFee).toBe('0');
    expect(emptyCostAgency().local.Prepaid.LeadspeekCostperlead).toBe('0');
  });

  it('a stored object keeps its valid amounts and fills or drops the rest', () => {
    const complete = completeCostAgency({
      local: { Weekly: { LeadspeekCostperlead: '2.50', LeadspeekPlatformFee: 'x' } },
    });
    expect(complete.local.Weekly.LeadspeekCostperlead).toBe('2.50');
    expect(complete.local.Weekly.LeadspeekPlatformFee).toBe('0');
    expect(complete.enhance.Monthly.EnhanceMinCostMonth).toBe('0');
  });
});

describe('price modal wording (part 2 §4)', () => {
  it.each([
    ['Weekly', 'per week'],
    ['Monthly', 'per month'],
    ['Prepaid', 'per month'],
    ['OneTime', ''],
    ['One Time', ''],
  ] as const)('%s → %j', (term, wording) => {
    expect(termWording(term)).toBe(wording);
  });
});

describe('cost per lead minimum (part 2 §5: enhance and b2b reset to the root minimum)', () => {
  it.each([
    ['enhance below the minimum resets', 'enhance', '0.40', '1.00', '1.00', '*Cost Per Lead Minimum $1.00'],
    ['b2b below the minimum resets', 'b2b', '1', '1.50', '1.50', '*Cost Per Lead Minimum $1.50'],
    ['enhance at the minimum stays', 'enhance', '1.00', '1.00', '1.00', null],
    ['enhance above stays', 'enhance', '3.25', '1.00', '3.25', null],
    ['local has no minimum rule', 'local', '0.10', '0.50', '0.10', null],
    ['locator has no minimum rule', 'locator', '0', '0.75', '0', null],
  ] as const)('%s', (_case, module, value, minimum, expected, note) => {
    expect(enforceCostPerLeadMinimum(module, value, minimum)).toEqual({ value: expected, note });
  });
});

describe('currency inputs (part 2 §5)', () => {
  it.each([
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['$1,000.50', '1000.50'],
    ['..5', '.5'],
  ])('keyboard keeps digits and one dot: %s → %s', (typed, kept) => {
    expect(currencyKeystroke(typed)).toBe(kept);
  });

  it.each([
    ['abc', '0.00'],
    ['', '0.00'],
    ['12.5', '12.50'],
    ['1,250', '1250.00'],
  ])('on blur %j becomes %s', (value, blurred) => {
    expect(currencyOnBlur(value)).toBe(blurred);
  });

  it('§9 formats US dollars with thousands separators', () => {
    expect(formatCurrency('1234567.5')).toBe('$1,234,567.50');
    expect(formatCurrency(0)).toBe('$0.00');
  });
});
