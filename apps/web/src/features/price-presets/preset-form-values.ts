// What the preset dialog edits: a name and, per product, the three amounts as typed.
import {
  type CostAgency,
  centsToMoneyText,
  costField,
  costTermOf,
  dollarsToCents,
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  type PaymentTerm,
  type PricePreset,
  type PricePresetRequest,
} from '@lead/shared';

export type PresetAmounts = { PlatformFee: string; CostMonth: string; CostSet: string };
export type PresetFormValues = { name: string; prices: Record<LeadModuleKind, PresetAmounts> };

const fromCents = (cents: { platformFeeCents: number; minCostCents: number; costPerLeadCents: number }) => ({
  PlatformFee: centsToMoneyText(cents.platformFeeCents),
  CostMonth: centsToMoneyText(cents.minCostCents),
  CostSet: centsToMoneyText(cents.costPerLeadCents),
});

const each = (amounts: (module: LeadModuleKind) => PresetAmounts) =>
  Object.fromEntries(LEAD_MODULE_KINDS.map((module) => [module, amounts(module)])) as Record<
    LeadModuleKind,
    PresetAmounts
  >;

export const formValuesOfPreset = (preset: PricePreset): PresetFormValues => ({
  name: preset.name,
  prices: each((module) =>
    fromCents(preset.prices[module] ?? { platformFeeCents: 0, minCostCents: 0, costPerLeadCents: 0 }),
  ),
});

/** A new preset starts from the agency's cost settings of its default term (zeros when unknown). */
export function newPresetValues(costs: CostAgency | null, term: PaymentTerm): PresetFormValues {
  return {
    name: '',
    prices: each((module) => {
      const amounts = costs?.[module][costTermOf(term)] ?? {};
      const cents = (name: 'PlatformFee' | 'MinCostMonth' | 'Costperlead') =>
        dollarsToCents(amounts[costField(module, name)] ?? '0');
      return fromCents({
        platformFeeCents: cents('PlatformFee'),
        minCostCents: cents('MinCostMonth'),
        costPerLeadCents: cents('Costperlead'),
      });
    }),
  };
}

export const requestOf = (values: PresetFormValues): PricePresetRequest => ({
  name: values.name,
  prices: values.prices,
});
