// The calls of an agency's named price presets (issue 23 point 3) and who may use them: the agency's
// own users with the Settings permission (the routes' rule; clients and platform staff never).
import {
  type PermissionAction,
  type PricePresetRequest,
  pricePresetRoutes,
  type ShellFacts,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const pricePresetsKey = ['price-presets'] as const;

export const listPricePresets = () => call(pricePresetRoutes.listPricePresets);

export const createPricePreset = (body: PricePresetRequest) =>
  call(pricePresetRoutes.createPricePreset, { body });

export const updatePricePreset = (presetId: number, body: PricePresetRequest) =>
  call(pricePresetRoutes.updatePricePreset, { params: { presetID: presetId }, body });

export const removePricePreset = (presetId: number) =>
  call(pricePresetRoutes.removePricePreset, { params: { presetID: presetId } });

const AGENCY_USER_TYPES: readonly string[] = ['user', 'userdownline', 'administrator'];

/** Whether the viewer, an agency's user, may take this Settings action on its presets. */
export const mayUsePresets = (facts: ShellFacts, action: PermissionAction = 'enable'): boolean =>
  AGENCY_USER_TYPES.includes(facts.user_type) && !facts.rootcomp && facts.permissions.Settings[action];
