// A preset's amounts as cents per product, checked against the platform's minimums: an enhance or
// b2b cost per lead below the root's minimum of any term is refused (part 2 §5), so every preset
// can be sold whatever term the campaign takes.
import {
  dollarsToCents,
  LEAD_MODULE_KINDS,
  PAYMENT_TERMS,
  type PricePresetRequest,
  priceMinimumProblems,
} from '@lead/shared';
import type { PresetPrices } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { costsOf } from '../campaigns/campaign-pricing.ts';

type ParsedPrices = {
  [M in keyof PricePresetRequest['prices']]: Record<'PlatformFee' | 'CostMonth' | 'CostSet', string>;
};

export async function presetPricesOf(
  db: Queryable,
  rootId: number,
  prices: ParsedPrices,
): Promise<PresetPrices> {
  const root = await costsOf(db, rootId);
  const cents: Partial<PresetPrices> = {};
  const problems: Record<string, string> = {};
  for (const module of LEAD_MODULE_KINDS) {
    const amounts = prices[module];
    const costPerLeadCents = dollarsToCents(amounts.CostSet);
    cents[module] = {
      platformFeeCents: dollarsToCents(amounts.PlatformFee),
      minCostCents: dollarsToCents(amounts.CostMonth),
      costPerLeadCents,
    };
    for (const term of PAYMENT_TERMS) {
      const found = priceMinimumProblems({ costPerLeadCents }, root, module, term).CostSet;
      if (found) problems[`prices.${module}.CostSet`] ??= found;
    }
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return cents as PresetPrices;
}
