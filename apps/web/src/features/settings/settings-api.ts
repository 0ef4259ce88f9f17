// Company settings of General Settings (GET/PUT /configuration/setting/:companyID/:settingname).
import {
  type AppearanceSettingInput,
  type AppearanceSettingView,
  type ModuleNaming,
  settingsRoutes as routes,
  type SettingName,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

type SettingValue = { modules: ModuleNaming; appearance: AppearanceSettingView };
/** What a save sends: the appearance form may leave the default payment term out. */
export type SettingInput = { modules: ModuleNaming; appearance: AppearanceSettingInput };

export const settingKey = (companyId: number, name: SettingName) => ['setting', companyId, name] as const;

/** The route answers either setting; the one asked for by name is the one answered. */
export const readSetting = <Name extends SettingName>(companyId: number, name: Name) =>
  call(routes.readSetting, { params: { companyID: companyId, settingname: name } }) as Promise<
    SettingValue[Name]
  >;

export const saveSetting = <Name extends SettingName>(
  companyId: number,
  name: Name,
  value: SettingInput[Name],
) => call(routes.saveSetting, { params: { companyID: companyId, settingname: name }, body: value });
