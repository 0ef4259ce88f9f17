import { describe, expect, it } from 'vitest';
import { belowMinimum, initialChoice } from './wallet-choice.ts';

describe('the amount the Data Wallet opens with (part 2 §9: default at least 250 when custom is off)', () => {
  it.each([
    [
      { custom_amount: 'F' as const, amount_cents: 0 },
      { amount: '250', custom: false },
    ],
    [
      { custom_amount: 'F' as const, amount_cents: 10_000 },
      { amount: '250', custom: false },
    ],
    [
      { custom_amount: 'F' as const, amount_cents: 100_000 },
      { amount: '1000', custom: false },
    ],
    [
      { custom_amount: 'T' as const, amount_cents: 0 },
      { amount: '2500', custom: true },
    ],
    [
      { custom_amount: 'T' as const, amount_cents: 300_050 },
      { amount: '3000.5', custom: true },
    ],
  ])('%j opens as %j', (wallet, expected) => {
    expect(initialChoice(wallet)).toEqual(expected);
  });
});

describe('below the minimum (part 2 §5: 250 for presets, 2,500 for custom amounts)', () => {
  it.each([
    ['', true, true],
    ['abc', true, true],
    ['2499.99', true, true],
    ['2500', true, false],
    ['250', false, false],
    ['249', false, true],
    ['1000', false, false],
  ])('%j with custom %s: %s', (amount, custom, below) => {
    expect(belowMinimum({ amount, custom })).toBe(below);
  });
});
