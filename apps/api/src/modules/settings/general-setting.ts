// PUT /configuration/setting in the spec's form (part 2 §7 updateGeneralSetting): the setting comsetname
// names, saved by the same code and rules as ours (/configuration/setting/:companyID/:settingname).
import type { GeneralSettingUpdate } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { saveAppearance } from './appearance-setting.ts';
import { saveCostAgencyChange } from './cost-agency.ts';
import { settingsCompany } from './settings-company.ts';

export async function updateGeneralSetting(
  ctx: AppContext,
  actor: Actor,
  body: GeneralSettingUpdate,
  ip: string | null,
) {
  const { companyID, actionType: _action, comsetname, comsetval, ...appearance } = body;
  if (comsetname === 'costagency') return saveCostAgencyChange(ctx, actor, companyID, comsetval ?? {}, ip);
  const company = await settingsCompany(ctx, actor, companyID);
  return saveAppearance(ctx, actor, company, appearance, ip);
}
