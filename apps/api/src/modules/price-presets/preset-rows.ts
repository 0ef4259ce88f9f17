// The rows of an agency's price presets, always limited to the agency proven by the caller's session.
import type { PricePreset } from '@lead/shared';
import { and, asc, eq } from 'drizzle-orm';
import { clientPricePresets, pricePresets } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';

const presetColumns = { id: pricePresets.id, name: pricePresets.name, prices: pricePresets.prices };

export function presetsOf(db: Queryable, agency: InScope<'company'>): Promise<PricePreset[]> {
  return db
    .select(presetColumns)
    .from(pricePresets)
    .where(eq(pricePresets.companyId, agency.id))
    .orderBy(asc(pricePresets.name), asc(pricePresets.id));
}

/** One of the agency's presets; another agency's id answers 404 as if it did not exist. */
export async function presetOf(
  db: Queryable,
  agency: InScope<'company'>,
  presetId: number,
): Promise<PricePreset> {
  const [preset] = await db
    .select(presetColumns)
    .from(pricePresets)
    .where(and(eq(pricePresets.companyId, agency.id), eq(pricePresets.id, presetId)))
    .limit(1);
  if (!preset) throw notFound();
  return preset;
}

/** Which of the agency's clients were given one of its presets. */
export function clientPresetsOf(db: Queryable, agency: InScope<'company'>) {
  return db
    .select({ companyId: clientPricePresets.companyId, presetId: clientPricePresets.presetId })
    .from(clientPricePresets)
    .innerJoin(pricePresets, eq(pricePresets.id, clientPricePresets.presetId))
    .where(eq(pricePresets.companyId, agency.id));
}
