// Company settings of General Settings (GET/PUT /configuration/setting/:companyID/:settingname).
import type { Appearance, ModuleNaming, SettingName } from '@lead/shared';
import { api } from '../../lib/api-client.ts';

type SettingValue = { modules: ModuleNaming; appearance: Appearance };

export const settingKey = (companyId: number, name: SettingName) => ['setting', companyId, name] as const;

export const readSetting = <Name extends SettingName>(companyId: number, name: Name) =>
  api.get<SettingValue[Name]>(`/configuration/setting/${companyId}/${name}`);

export const saveSetting = <Name extends SettingName>(
  companyId: number,
  name: Name,
  value: SettingValue[Name],
) => api.put<{ message: string }>(`/configuration/setting/${companyId}/${name}`, value);
