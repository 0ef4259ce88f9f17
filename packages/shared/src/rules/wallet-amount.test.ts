// The Data Wallet's amount rules and top-up trigger, one row per case, each citing the spec.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  checkWalletAmount,
  formatWalletDollars,
  WALLET_PRESET_DOLLARS,
  walletAmountKeystrokes,
  walletAmountOnBlur,
  walletBelowThreshold,
  walletDefaultDollars,
  walletMinimumDollars,
  walletMinimumHint,
  walletMinimumNotice,
  walletTopUpDue,
} from './wallet-amount.ts';

describe('presets and minimums (part 2 §9)', () => {
  it('presets are 250, 500 and 1,000 dollars', () => {
    expect(WALLET_PRESET_DOLLARS).toEqual([250, 500, 1000]);
  });
  it.each([
    [false, 250, '§9: minimum 250 for preset amounts'],
    [true, 2500, '§9: minimum 2500 for custom amounts'],
  ])('custom %s → minimum %i (%s)', (custom, minimum, _cite) => {
    expect(walletMinimumDollars(custom)).toBe(minimum);
  });
  it.each([
    [null, false, 250, '§9: default at least 250 when custom is off'],
    [100, false, 250, '§9: a saved amount under 250 starts at 250'],
    [500, false, 500, 'a saved preset is kept'],
    [null, true, 2500, '§9: custom starts at its minimum'],
    [3000, true, 3000, 'a saved custom amount is kept'],
  ])('saved %s, custom %s → starts at %i (%s)', (saved, custom, expected, _cite) => {
    expect(walletDefaultDollars(saved, custom)).toBe(expected);
  });
});

describe('what Save and Charge accept (part 2 §5, §9; the server runs the same rule)', () => {
  const minimum250 = `${messages.walletMinimumAmount}250`;
  const minimum2500 = `${messages.walletMinimumAmount}2,500`;
  it.each([
    ['250', false, 25_000, '§9: a preset at the minimum'],
    [500, false, 50_000, '§9: preset 500 as a number'],
    ['1000', false, 100_000, '§9: preset 1,000'],
    ['300.50', false, 30_050, '§5: digits and one dot, cents kept'],
    ['2500', true, 250_000, '§9: custom at its minimum'],
    ['99999.99', true, 9_999_999, 'ours: just under the ceiling'],
  ] as const)('%s (custom %s) → %i cents (%s)', (amount, custom, cents, _cite) => {
    expect(checkWalletAmount(amount, custom)).toEqual({ ok: true, cents });
  });
  it.each([
    ['249.99', false, 'walletMinimumAmount', minimum250, '§5: Save or Charge below the minimum'],
    ['0', false, 'walletMinimumAmount', minimum250, '§5: zero is below the minimum'],
    ['1000', true, 'walletMinimumAmount', minimum2500, '§9: custom minimum 2500'],
    ['2499', true, 'walletMinimumAmount', minimum2500, '§9: custom minimum 2500'],
    ['-250', false, 'walletAmountNegative', messages.walletAmountNegative, 'bad input: negative'],
    [-5, false, 'walletAmountNegative', messages.walletAmountNegative, 'bad input: negative number'],
    ['abc', false, 'walletAmountInvalid', messages.walletAmountInvalid, '§5: only digits and one dot'],
    ['1.2.3', false, 'walletAmountInvalid', messages.walletAmountInvalid, '§5: one decimal point'],
    ['250.001', false, 'walletAmountInvalid', messages.walletAmountInvalid, 'cents: two decimals'],
    ['', false, 'walletAmountInvalid', messages.walletAmountInvalid, 'empty'],
    [null, false, 'walletAmountInvalid', messages.walletAmountInvalid, 'not a number'],
    [Number.NaN, false, 'walletAmountInvalid', messages.walletAmountInvalid, 'NaN'],
    ['1e6', true, 'walletAmountInvalid', messages.walletAmountInvalid, 'exponent is not digits'],
  ] as const)('%s (custom %s) → %s (%s)', (amount, custom, messageKey, message, _cite) => {
    expect(checkWalletAmount(amount, custom)).toEqual({ ok: false, messageKey, message });
  });
  it('over the sane maximum is refused, naming the maximum (bad input: over a sane maximum)', () => {
    const check = checkWalletAmount('100000.01', true);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.messageKey).toBe('walletAmountTooLarge');
      expect(check.message).toContain('100,000');
    }
    expect(checkWalletAmount('99999999999', true).ok).toBe(false);
  });
});

describe('the amount field (part 2 §5)', () => {
  it.each([
    ['12a3', '123', 'only digits by keyboard'],
    ['1.2.3', '1.23', 'one decimal point'],
    ['$1,000', '1000', 'no currency signs or separators'],
    ['-5', '5', 'no minus'],
  ])('typing %s keeps %s (%s)', (typed, kept, _cite) => {
    expect(walletAmountKeystrokes(typed)).toBe(kept);
  });
  it.each([
    ['100', false, '250', '§5: raised to the minimum on blur'],
    ['', false, '250', 'empty becomes the minimum'],
    ['2000', true, '2500', '§9: custom minimum on blur'],
    ['600', false, '600', 'above the minimum stays'],
  ])('blur %s (custom %s) → %s (%s)', (value, custom, expected, _cite) => {
    expect(walletAmountOnBlur(value, custom)).toBe(expected);
  });
  it("'*Minimum amount is $…' under the field and 'The minimum amount is $…' on Save (part 2 §5)", () => {
    expect(walletMinimumHint(false)).toBe('*Minimum amount is $250');
    expect(walletMinimumHint(true)).toBe('*Minimum amount is $2,500');
    expect(walletMinimumNotice(false)).toBe('The minimum amount is $250');
    expect(walletMinimumNotice(true)).toBe('The minimum amount is $2,500');
    expect(formatWalletDollars(1000)).toBe('1,000');
    expect(formatWalletDollars(300.5)).toBe('300.50');
  });
});

describe('automatic top-up trigger: below 10% of the last balance amount (part 2 §4, §9)', () => {
  it.each([
    [9_999, 100_000, false, true, '§4: just below 10% tops up'],
    [10_000, 100_000, false, false, '§9: exactly 10% is not below'],
    [50_000, 100_000, false, false, 'half is far above'],
    [0, 100_000, false, true, 'empty tops up'],
    [-1, 100_000, false, true, 'never negative, but would top up'],
    [0, 100_000, true, false, 'issue 16: stopped continual top-up never tops up'],
    [0, 0, false, false, 'no top-up yet: no last balance, nothing to compare'],
    [2_499, 25_000, false, true, '10% of $250 is $25'],
    [2_500, 25_000, false, false, '10% of $250 is $25'],
  ])(
    'balance %i, last %i, stopped %s → %s (%s)',
    (balanceCents, lastBalanceCents, stopContinual, due, _cite) => {
      expect(walletTopUpDue({ balanceCents, lastBalanceCents, stopContinual })).toBe(due);
    },
  );
  it.each([
    [999, 10_000, true, 'below 10%'],
    [1_000, 10_000, false, 'at 10%'],
    [0, 0, false, 'no top-up yet'],
  ])('below threshold: balance %i, last %i → %s (%s)', (balance, last, expected, _cite) => {
    expect(walletBelowThreshold(balance, last)).toBe(expected);
  });
});
