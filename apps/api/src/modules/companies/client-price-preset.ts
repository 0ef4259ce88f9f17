// The price preset a new client is given (issue 23 point 3): one of its own agency's, else 422 naming
// pricePresetID before anything is written; the wizard starts the client's campaigns from it.
// It lives with the companies (not price-presets/, whose rules read campaign prices) so the module
// folders import one another without a cycle.
import { messages } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { clientPricePresets, pricePresets } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';

/** The preset's id when it is one of the agency's; null when none was chosen. */
export async function chosenClientPreset(
  db: Queryable,
  agency: InScope<'company'>,
  presetId: number | null | undefined,
): Promise<number | null> {
  if (presetId === null || presetId === undefined) return null;
  const [own] = await db
    .select({ id: pricePresets.id })
    .from(pricePresets)
    .where(and(eq(pricePresets.companyId, agency.id), eq(pricePresets.id, presetId)))
    .limit(1);
  if (!own) throw invalid({ pricePresetID: messages.pricePresetUnknown });
  return own.id;
}

/** Records the preset of a client just made under the proven agency. */
export async function giveClientPreset(
  db: Queryable,
  _agency: InScope<'company'>,
  clientCompanyId: number,
  presetId: number | null,
): Promise<void> {
  if (presetId === null) return;
  await db.insert(clientPricePresets).values({ companyId: clientCompanyId, presetId });
}
