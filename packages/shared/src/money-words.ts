// The names of the money amounts, once (issue 23 item 4). Part 2 §3 "Agency cost setting" names them
// PlatformFee (the one-time creative/set-up fee), MinCostMonth (the platform fee per period) and
// Costperlead; invoices add wholesale and margin. Every screen, CSV header, e-mail and payload label
// takes its words from here, so one amount never goes by two names.
import type { PaymentTerm } from './constants.ts';

export const MONEY_WORDS = {
  /** PlatformFee: charged once, when the campaign starts. */
  setupFee: 'Set-up fee',
  /** MinCostMonth: charged every billing period the campaign runs. */
  platformFee: 'Platform fee',
  /** Costperlead: charged for each lead. */
  costPerLead: 'Cost per lead',
  /** Leads × their cost per lead, as the leads came (the per-day chart); the fees are on the invoices. */
  leadCharges: 'Lead charges',
  /** What the platform charges the agency. */
  wholesale: 'Wholesale',
  /** The agency's part: its price minus wholesale. */
  margin: 'Margin',
} as const;
export type MoneyWord = keyof typeof MONEY_WORDS;

/** Terms of campaigns and of the cost settings ('OneTime' is the cost settings' spelling). */
export type MoneyTerm = PaymentTerm | 'OneTime';

/** The period a term bills by: week, month (Monthly and Prepaid), or null when billed once. */
export function billingPeriodWord(term: MoneyTerm | null | undefined): 'week' | 'month' | null {
  if (term === 'Weekly') return 'week';
  if (term === 'Monthly' || term === 'Prepaid') return 'month';
  return null;
}

/** 'Platform fee per week' / 'per month'; 'Platform fee' for a one-time campaign; 'per period' when the term is open. */
export function platformFeeLabel(term?: MoneyTerm | null): string {
  if (term === undefined || term === null) return `${MONEY_WORDS.platformFee} per period`;
  const period = billingPeriodWord(term);
  return period ? `${MONEY_WORDS.platformFee} per ${period}` : MONEY_WORDS.platformFee;
}

/** A money word inside a sentence ('the set-up fee'). */
export const moneyWordInSentence = (word: MoneyWord): string => MONEY_WORDS[word].toLowerCase();

/** 'Set-up fee: $250.00': a label and its amount, the one way screens and lines pair them. */
export const moneyLine = (label: string, amount: string): string => `${label}: ${amount}`;
