// Issue 15 item 6: the refusal of removing an account that owes money names the amount.
import { describe, expect, it } from 'vitest';
import { formatUsdCents } from './agency-cost.ts';
import { owedRefusalText } from './removal.ts';

describe('formatUsdCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123450, '$1,234.50'],
    [100000000, '$1,000,000.00'],
    [-250, '-$2.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatUsdCents(cents)).toBe(text);
  });
});

it('the refusal states the amount owed (issue 15 item 6)', () => {
  expect(owedRefusalText(123450)).toBe(
    'This account owes $1,234.50. Settle the outstanding invoices before removing it.',
  );
});
