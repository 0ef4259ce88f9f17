// Adds or changes one of the agency's price presets. A name the agency already uses (in any case) is
// refused naming `name`, which also keeps a repeated create from making a second preset.
import { messages, PRICE_PRESET_LIMITS, type pricePresetRequest } from '@lead/shared';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pricePresets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid, isUniqueViolation } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { presetPricesOf } from './preset-prices.ts';
import { presetOf } from './preset-rows.ts';

type PresetInput = z.output<typeof pricePresetRequest>;
const NAME_INDEX = 'price_presets_company_name';

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error, NAME_INDEX)) return invalid({ name: messages.pricePresetNameTaken });
  return error;
};

export async function createPricePreset(
  ctx: AppContext,
  actor: Actor,
  input: PresetInput,
  ip: string | null,
) {
  const agency = selfCompanyOf(actor);
  const prices = await presetPricesOf(ctx.db, actor.rootCompanyId, input.prices);
  const preset = await ctx.db
    .transaction(async (tx) => {
      const [held] = await tx
        .select({ total: count() })
        .from(pricePresets)
        .where(eq(pricePresets.companyId, agency.id));
      if ((held?.total ?? 0) >= PRICE_PRESET_LIMITS.perAgency)
        throw invalid({ name: messages.pricePresetLimit });
      const [row] = await tx
        .insert(pricePresets)
        .values({ companyId: agency.id, name: input.name, prices })
        .returning({ id: pricePresets.id, name: pricePresets.name, prices: pricePresets.prices });
      await logActorAction(tx, actor, ip, 'price-preset', `Added the price preset ${input.name}`);
      return row as NonNullable<typeof row>;
    })
    .catch((error: unknown) => {
      throw nameTaken(error);
    });
  return { message: messages.pricePresetCreated.replace('{name}', preset.name), preset };
}

export async function updatePricePreset(
  ctx: AppContext,
  actor: Actor,
  presetId: number,
  input: PresetInput,
  ip: string | null,
) {
  const agency = selfCompanyOf(actor);
  const before = await presetOf(ctx.db, agency, presetId);
  const prices = await presetPricesOf(ctx.db, actor.rootCompanyId, input.prices);
  const preset = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(pricePresets)
        .set({ name: input.name, prices, updatedAt: new Date() })
        .where(and(eq(pricePresets.companyId, agency.id), eq(pricePresets.id, before.id)))
        .returning({ id: pricePresets.id, name: pricePresets.name, prices: pricePresets.prices });
      const renamed = before.name === input.name ? '' : ` (was ${before.name})`;
      await logActorAction(tx, actor, ip, 'price-preset', `Saved the price preset ${input.name}${renamed}`);
      return row as NonNullable<typeof row>;
    })
    .catch((error: unknown) => {
      throw nameTaken(error);
    });
  return { message: messages.pricePresetUpdated.replace('{name}', preset.name), preset };
}
