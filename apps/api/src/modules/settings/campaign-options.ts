// Lists a campaign form reads (part 2 §7 "Settings"): the advance information an Enhance ID campaign
// may receive, and the platform's minimum leads per day of Enhance ID.
import {
  ADVANCE_INFORMATION_NAMES,
  DEFAULT_MIN_LEAD_DAY_ENHANCE,
  ENHANCE_ATTRIBUTES,
  MIN_LEAD_DAY_ENHANCE_SETTING,
} from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { ownSettingOf } from '../white-label/company-settings.ts';

export function listAdvanceInformation() {
  return {
    data: ENHANCE_ATTRIBUTES.map((key, index) => ({
      id: index + 1,
      key,
      name: ADVANCE_INFORMATION_NAMES[key],
      module: 'enhance' as const,
    })),
  };
}

/** The caller's platform's value when it saved a whole number of at least 1, else the default. */
export async function minLeadDayEnhance(ctx: AppContext, actor: Actor) {
  const saved = await ownSettingOf(ctx.db, actor.rootCompanyId, MIN_LEAD_DAY_ENHANCE_SETTING);
  const value = typeof saved === 'number' && Number.isInteger(saved) && saved >= 1 ? saved : null;
  return { minleaddayenhance: value ?? DEFAULT_MIN_LEAD_DAY_ENHANCE };
}
