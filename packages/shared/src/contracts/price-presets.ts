// Named price presets of an agency (issue 23 point 3): "Standard", "Premium", each the three amounts
// of a campaign per product. Amounts arrive as money text (contracts/money.ts) under the names the
// campaign create call uses (PlatformFee set-up fee, CostMonth platform fee per period, CostSet cost
// per lead) and are answered in cents.
import { z } from 'zod';
import { LEAD_MODULE_KINDS } from '../constants.ts';
import { messages } from '../messages.ts';
import { id, text } from './common.ts';
import { dollarAmount } from './money.ts';

export const PRICE_PRESET_LIMITS = { nameMax: 60, perAgency: 50 } as const;

const moduleAmounts = z.object({ PlatformFee: dollarAmount, CostMonth: dollarAmount, CostSet: dollarAmount });

export const pricePresetRequest = z.object({
  name: text
    .trim()
    .min(1, messages.pricePresetNameRequired)
    .max(PRICE_PRESET_LIMITS.nameMax, messages.pricePresetNameTooLong),
  prices: z.object(
    Object.fromEntries(LEAD_MODULE_KINDS.map((module) => [module, moduleAmounts])) as Record<
      (typeof LEAD_MODULE_KINDS)[number],
      typeof moduleAmounts
    >,
  ),
});
export type PricePresetRequest = z.input<typeof pricePresetRequest>;

const moduleCents = z.object({
  platformFeeCents: z.number().int(),
  minCostCents: z.number().int(),
  costPerLeadCents: z.number().int(),
});

export const pricePreset = z.object({
  id: z.number().int(),
  name: z.string(),
  prices: z.record(z.enum(LEAD_MODULE_KINDS), moduleCents),
});
export type PricePreset = z.infer<typeof pricePreset>;

export const pricePresetParams = z.object({ presetID: id });
/** The presets, and which of the agency's clients were given one when they were added. */
export const pricePresetList = z.object({
  presets: z.array(pricePreset),
  clientPresets: z.array(z.object({ companyId: z.number().int(), presetId: z.number().int() })),
});
export const pricePresetSaved = z.object({ message: z.string(), preset: pricePreset });
