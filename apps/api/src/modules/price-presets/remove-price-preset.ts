// Deletes one of the agency's price presets. Campaigns keep their prices (they hold their own
// amounts); clients that were given the preset simply start from the agency's costs again.
import { messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { pricePresets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { presetOf } from './preset-rows.ts';

export async function removePricePreset(ctx: AppContext, actor: Actor, presetId: number, ip: string | null) {
  const agency = selfCompanyOf(actor);
  const preset = await presetOf(ctx.db, agency, presetId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(pricePresets)
      .where(and(eq(pricePresets.companyId, agency.id), eq(pricePresets.id, preset.id)));
    await logActorAction(tx, actor, ip, 'price-preset', `Deleted the price preset ${preset.name}`);
  });
  return { message: messages.pricePresetRemoved.replace('{name}', preset.name) };
}
