// Company settings of General Settings (GET/PUT /configuration/setting/:companyID/:settingname).
import { type Appearance, type ModuleNaming, settingsRoutes as routes, type SettingName } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

type SettingValue = { modules: ModuleNaming; appearance: Appearance };

export const settingKey = (companyId: number, name: SettingName) => ['setting', companyId, name] as const;

/** The route answers either setting; the one asked for by name is the one answered. */
export const readSetting = <Name extends SettingName>(companyId: number, name: Name) =>
  call(routes.readSetting, { params: { companyID: companyId, settingname: name } }) as Promise<
    SettingValue[Name]
  >;

export const saveSetting = <Name extends SettingName>(
  companyId: number,
  name: Name,
  value: SettingValue[Name],
) => call(routes.saveSetting, { params: { companyID: companyId, settingname: name }, body: value });
