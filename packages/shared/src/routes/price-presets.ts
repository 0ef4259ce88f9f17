// An agency's named price presets (issue 23 point 3), kept in its cost settings and picked in the
// campaign wizard's price step and the new-client form. Always the caller's own agency: the agency
// owner, or its staff with the Settings permission; clients and platform staff (unless viewing as the
// agency) never.
import { messageBody } from '../contracts/common.ts';
import {
  pricePresetList,
  pricePresetParams,
  pricePresetRequest,
  pricePresetSaved,
} from '../contracts/price-presets.ts';
import type { PermissionAction } from '../rules/permissions.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['settings'];
const access = (action: PermissionAction): RouteAccess => ({
  userTypes: ['user', 'userdownline', 'administrator'],
  companyKinds: ['agency'],
  permission: ['Settings', action],
});

export const pricePresetRoutes = {
  listPricePresets: defineRoute({
    method: 'GET',
    path: '/configuration/price-presets',
    response: { 200: pricePresetList },
    auth: access('enable'),
    tags,
  }),
  createPricePreset: defineRoute({
    method: 'POST',
    path: '/configuration/price-presets',
    body: pricePresetRequest,
    response: { 200: pricePresetSaved },
    auth: access('create'),
    idempotent: true,
    tags,
  }),
  updatePricePreset: defineRoute({
    method: 'PUT',
    path: '/configuration/price-presets/:presetID',
    params: pricePresetParams,
    body: pricePresetRequest,
    response: { 200: pricePresetSaved },
    auth: access('update'),
    tags,
  }),
  removePricePreset: defineRoute({
    method: 'DELETE',
    path: '/configuration/price-presets/:presetID',
    params: pricePresetParams,
    response: { 200: messageBody },
    auth: access('delete'),
    tags,
  }),
};
