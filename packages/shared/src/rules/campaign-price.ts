// The price of one campaign (part 2 §3 "Cost module", §5 cost-per-lead minimum, issue 5 point 3):
// taken from the agency's costagency for the campaign's module and payment term, in integer cents.
import type { LeadModuleKind, PaymentTerm } from '../constants.ts';
import {
  type CostAgency,
  costField,
  costPerLeadMinimumNote,
  costTermOf,
  MINIMUM_CPL_MODULES,
  toAmount,
} from './agency-cost.ts';

export type CampaignPriceCents = {
  /** One-time creative/set-up fee (PlatformFee). */
  platformFeeCents: number;
  /** Platform fee per period (MinCostMonth; CostMonth of the Cost module). */
  minCostCents: number;
  /** Cost per lead (Costperlead; CostSet of the Cost module). */
  costPerLeadCents: number;
};

/** A dollar string ('1,234.5') as whole cents, rounded to the nearest cent. */
export const dollarsToCents = (value: string): number => Math.round(toAmount(value) * 100);

/** Cents as a plain two-decimal dollar string ('1234.50'), the way costagency stores amounts. */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** The root's minimum cost per lead of a module and term, in cents (0 where no minimum applies). */
export function minimumCostPerLeadCents(root: CostAgency, module: LeadModuleKind, term: PaymentTerm): number {
  if (!MINIMUM_CPL_MODULES.includes(module)) return 0;
  return dollarsToCents(root[module][costTermOf(term)][costField(module, 'Costperlead')] ?? '0');
}

/**
 * Why a chosen price may not be sold (part 2 §5: enhance and b2b cost per lead not below the root
 * minimum), keyed by the create/update field it names; empty when the price may be sold. The wizard
 * says it before Save and the API refuses the same price with 422.
 */
export function priceMinimumProblems(
  price: Pick<CampaignPriceCents, 'costPerLeadCents'>,
  root: CostAgency,
  module: LeadModuleKind,
  term: PaymentTerm,
): { CostSet?: string } {
  const minimum = minimumCostPerLeadCents(root, module, term);
  return price.costPerLeadCents < minimum ? { CostSet: costPerLeadMinimumNote(centsToDollars(minimum)) } : {};
}

/**
 * The agency's price for a module and term. An enhance or b2b cost per lead under the root
 * minimum is raised to that minimum (§5 "reset to that minimum"), so no campaign sells below it.
 */
export function campaignPrice(
  agency: CostAgency,
  root: CostAgency,
  module: LeadModuleKind,
  term: PaymentTerm,
): CampaignPriceCents {
  const amounts = agency[module][costTermOf(term)];
  const amount = (name: 'PlatformFee' | 'MinCostMonth' | 'Costperlead') =>
    dollarsToCents(amounts[costField(module, name)] ?? '0');
  return {
    platformFeeCents: amount('PlatformFee'),
    minCostCents: amount('MinCostMonth'),
    costPerLeadCents: Math.max(amount('Costperlead'), minimumCostPerLeadCents(root, module, term)),
  };
}
