// Dollar amounts as inputs carry them ('12.50'): the currency format, at most MAX_MONEY_CENTS, so an
// amount always fits the int4 cents columns it is stored in.
import { messages } from '../messages.ts';
import { CURRENCY_VALUE, withinMoneyCap } from '../rules/agency-cost.ts';
import { text } from './common.ts';

export const dollarAmount = text
  .trim()
  .regex(CURRENCY_VALUE, 'Enter an amount like 12.50 (digits and one dot, at most two decimals).')
  .refine(withinMoneyCap, messages.amountTooLarge);
