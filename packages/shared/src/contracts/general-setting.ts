// PUT /configuration/setting in the spec's form (part 2 §7 "Settings" and updateGeneralSetting): the
// company in the body, and either one named setting (comsetname costagency with its comsetval, the
// cost object or a part of it) or appearance settings of part 1 §3 by their own names, any of them.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { id, text } from './common.ts';
import { costAgencyChange } from './cost-agency.ts';
import { appearanceFields } from './settings.ts';

/** What comsetname may name; left out, the body carries appearance settings. */
export const GENERAL_SETTING_NAMES = ['costagency', 'appearance'] as const;
const APPEARANCE_NAMES = Object.keys(appearanceFields) as (keyof typeof appearanceFields)[];

export const generalSettingUpdate = z
  .object({
    companyID: id,
    /** The spec sends actionType (customsmtpmodule) too; comsetname says which setting, so it is not read. */
    actionType: text.max(64).optional(),
    comsetname: z.enum(GENERAL_SETTING_NAMES).default('appearance'),
    comsetval: costAgencyChange.optional(),
  })
  .extend(z.object(appearanceFields).partial().shape)
  .superRefine((body, context) => {
    const appearanceSent = APPEARANCE_NAMES.filter((name) => body[name] !== undefined);
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.comsetname === 'costagency') {
      if (body.comsetval === undefined) problem('comsetval', messages.settingValueMissing);
      for (const name of appearanceSent) problem(name, messages.settingOnePerCall);
      return;
    }
    if (body.comsetval !== undefined) problem('comsetval', messages.appearanceByName);
    if (appearanceSent.length === 0) problem('comsetname', messages.settingNothingSent);
  });
export type GeneralSettingUpdate = z.output<typeof generalSettingUpdate>;
