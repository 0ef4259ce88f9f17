import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { centsToMoneyText, normalizeMoneyText, parseMoneyText } from './money-text.ts';

// Issue 23 point 3: money inputs accept what people type and store integer cents. Part 2 §9:
// US dollars with thousands separators.
describe('parseMoneyText: what people type, as cents', () => {
  it.each([
    ['1,000.50', 100050],
    ['$1000', 100000],
    ['1000.5', 100050],
    [' 1 000.50', 100050],
    ['1\u00a0000.50', 100050],
    ['$ 123,456', 12345600],
    ['$12.3', 1230],
    ['.75', 75],
    ['1000.', 100000],
    ['0', 0],
    ['0.01', 1],
    ['007', 700],
    ['1000000', 100_000_000],
  ])('%j is %i cents', (typed, cents) => {
    expect(parseMoneyText(typed)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', messages.moneyRequired],
    ['   ', messages.moneyRequired],
    ['$', messages.moneyRequired],
    ['-5', messages.moneyFormat],
    ['1.234', messages.moneyFormat],
    ['1000,50', messages.moneyFormat],
    ['1,00', messages.moneyFormat],
    ['1,000 000', messages.moneyFormat],
    ['1e3', messages.moneyFormat],
    ['12 dollars', messages.moneyFormat],
    ['1..2', messages.moneyFormat],
    ['1000000.01', messages.amountTooLarge],
    ['9,999,999,999', messages.amountTooLarge],
  ])('refuses %j: %s', (typed, message) => {
    expect(parseMoneyText(typed)).toEqual({ ok: false, message });
  });

  it('normalizes to plain dollars, keeping text that does not parse', () => {
    expect(normalizeMoneyText('$1,000.5')).toBe('1000.50');
    expect(normalizeMoneyText('abc')).toBe('abc');
  });

  it('shows cents grouped for a field', () => {
    expect(centsToMoneyText(100050)).toBe('1,000.50');
    expect(centsToMoneyText(5)).toBe('0.05');
  });
});
