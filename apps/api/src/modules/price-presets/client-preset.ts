// The price preset a new client is given (issue 23 point 3): one of its own agency's, else 422 naming
// pricePresetID before anything is written; the wizard starts the client's campaigns from it.
import { messages } from '@lead/shared';
import { clientPricePresets } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { presetOf } from './preset-rows.ts';

/** The preset's id when it is one of the agency's; null when none was chosen. */
export async function chosenClientPreset(
  db: Queryable,
  agency: InScope<'company'>,
  presetId: number | null | undefined,
): Promise<number | null> {
  if (presetId === null || presetId === undefined) return null;
  try {
    return (await presetOf(db, agency, presetId)).id;
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw invalid({ pricePresetID: messages.pricePresetUnknown });
    throw error;
  }
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
