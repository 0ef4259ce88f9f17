// Dollar amounts as inputs carry them: whatever people type ('$1,000.50', see rules/money-text.ts),
// at most MAX_MONEY_CENTS so an amount always fits the int4 cents columns it is stored in. The
// parsed value is plain dollars ('1000.50'); an amount already written that way passes unchanged.
import { z } from 'zod';
import { CURRENCY_VALUE } from '../rules/agency-cost.ts';
import { centsToPlainDollars, parseMoneyText } from '../rules/money-text.ts';
import { text } from './common.ts';

export const dollarAmount = text.transform((value, context) => {
  const trimmed = value.trim();
  const parsed = parseMoneyText(trimmed);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return CURRENCY_VALUE.test(trimmed) ? trimmed : centsToPlainDollars(parsed.cents);
});
