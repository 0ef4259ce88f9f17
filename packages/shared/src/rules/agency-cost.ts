// The Set Cost for Agency modal (part 2 §3 "Agency cost setting", §4 "Price modal", §5 currency).
import { LEAD_MODULE_KINDS, type LeadModuleKind, MAX_MONEY_CENTS, type PaymentTerm } from '../constants.ts';
import { messages } from '../messages.ts';

/** Term keys of the cost object: One Time is stored as OneTime. */
export const COST_TERMS = ['Weekly', 'Monthly', 'OneTime', 'Prepaid'] as const;
export type CostTerm = (typeof COST_TERMS)[number];
export const COST_AMOUNTS = ['PlatformFee', 'MinCostMonth', 'Costperlead'] as const;
export type CostAmount = (typeof COST_AMOUNTS)[number];

export const costTermOf = (term: PaymentTerm): CostTerm => (term === 'One Time' ? 'OneTime' : term);

/** Field names are prefixed Leadspeek for local, else Locator, Enhance, B2b. */
export const COST_PREFIX: Record<LeadModuleKind, string> = {
  local: 'Leadspeek',
  locator: 'Locator',
  enhance: 'Enhance',
  b2b: 'B2b',
};
export const costField = (module: LeadModuleKind, amount: CostAmount) => `${COST_PREFIX[module]}${amount}`;

/** module → term → { LeadspeekPlatformFee: '0', … } with string amounts. */
export type CostAgency = Record<LeadModuleKind, Record<CostTerm, Record<string, string>>>;

export function emptyCostAgency(): CostAgency {
  return Object.fromEntries(
    LEAD_MODULE_KINDS.map((module) => [
      module,
      Object.fromEntries(
        COST_TERMS.map((term) => [
          term,
          Object.fromEntries(COST_AMOUNTS.map((amount) => [costField(module, amount), '0'])),
        ]),
      ),
    ]),
  ) as CostAgency;
}

/** Fills what a stored object lacks with '0', so old or partial settings still open. */
export function completeCostAgency(stored: unknown): CostAgency {
  const full = emptyCostAgency();
  const source = (stored ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  for (const module of LEAD_MODULE_KINDS)
    for (const term of COST_TERMS)
      for (const amount of COST_AMOUNTS) {
        const value = source[module]?.[term]?.[costField(module, amount)];
        // A stored amount past the cap (saved before it existed) reads as unset, like any bad value.
        if (typeof value === 'string' && CURRENCY_VALUE.test(value) && withinMoneyCap(value))
          full[module][term][costField(module, amount)] = value;
      }
  return full;
}

/** Wording after the period amount: 'per week', 'per month' (Monthly and Prepaid), none for One Time. */
export function termWording(term: CostTerm | PaymentTerm): string {
  if (term === 'Weekly') return 'per week';
  if (term === 'Monthly' || term === 'Prepaid') return 'per month';
  return '';
}

/** Modules whose cost per lead may not go below the root's (part 2 §5). */
export const MINIMUM_CPL_MODULES: readonly LeadModuleKind[] = ['enhance', 'b2b'];

export const costPerLeadMinimumNote = (minimum: string) =>
  messages.costPerLeadMinimum.replace('{value}', formatCurrency(minimum));

/** An enhance or b2b cost per lead below the root minimum becomes the minimum, with the note. */
export function enforceCostPerLeadMinimum(
  module: LeadModuleKind,
  value: string,
  rootMinimum: string,
): { value: string; note: string | null } {
  if (!MINIMUM_CPL_MODULES.includes(module)) return { value, note: null };
  const minimum = toAmount(rootMinimum);
  if (toAmount(value) >= minimum) return { value, note: null };
  return { value: minimum.toFixed(2), note: costPerLeadMinimumNote(rootMinimum) };
}

/** Amounts are non-negative decimals with at most two places. */
export const CURRENCY_VALUE = /^\d{1,9}(\.\d{0,2})?$/;

/** At most MAX_MONEY_CENTS: nine digits of dollars would overflow the int4 cents columns. */
export const withinMoneyCap = (value: string): boolean =>
  Math.round(toAmount(value) * 100) <= MAX_MONEY_CENTS;

/** Keyboard filter of currency inputs: digits and one dot only. */
export function currencyKeystroke(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** On blur a non-numeric value becomes 0; the stored value keeps two decimals. */
export function currencyOnBlur(value: string): string {
  const amount = Number.parseFloat(value.replace(/,/g, ''));
  return Number.isFinite(amount) && amount >= 0 ? amount.toFixed(2) : '0.00';
}

export function toAmount(value: string): number {
  const amount = Number.parseFloat(value.replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}

/** US dollars with thousands separators (part 2 §9). */
export function formatCurrency(value: string | number): string {
  const amount = typeof value === 'number' ? value : toAmount(value);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** Whole cents as US dollars with thousands separators: 123450 → '$1,234.50'. */
export function formatUsdCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
