import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_ROUTES,
  type ConfigurationAccessInput,
  configurationRouteAllowed,
} from './configuration-routes.ts';

const base: ConfigurationAccessInput = {
  user_type: 'user',
  systemuser: true,
  rootcomp: true,
  isViewMode: false,
  isAccExecutive: 'F',
  salesAccountConnected: false,
  user_permissions: null,
};

const allowed = (overrides: Partial<ConfigurationAccessInput>) =>
  CONFIGURATION_ROUTES.filter((route) => configurationRouteAllowed(route, { ...base, ...overrides }));

describe('configuration child routes (part 1 §2)', () => {
  it.each([
    // system users with root company: everything but the sales connect page
    ['root system user', {}, CONFIGURATION_ROUTES.filter((route) => route !== 'sales-connect-account')],
    // report_analytics explicitly denied hides it; null means allowed
    [
      'system user denied report analytics',
      { user_permissions: { report_analytics: false } },
      CONFIGURATION_ROUTES.filter((r) => r !== 'sales-connect-account' && r !== 'report-analytics'),
    ],
    // agency-list, sales-account-list and opt-out-list need a system user; report-analytics needs root + system
    [
      'agency owner',
      { user_type: 'userdownline', systemuser: false, rootcomp: false },
      ['client-management', 'administrator-list', 'role-list', 'general-setting', 'data-enrichment'],
    ],
    // view mode also allows report-analytics
    [
      'agency viewed by root',
      { user_type: 'userdownline', systemuser: false, rootcomp: false, isViewMode: true },
      [
        'client-management',
        'administrator-list',
        'role-list',
        'general-setting',
        'data-enrichment',
        'report-analytics',
      ],
    ],
    // clients: no configuration routes
    ['client', { user_type: 'client', systemuser: false, rootcomp: false }, []],
    // sales: connected + executive see client management and agency list; no general-setting
    [
      'sales connected executive',
      { user_type: 'sales', isAccExecutive: 'T', salesAccountConnected: true },
      ['client-management', 'agency-list', 'sales-connect-account'],
    ],
    // other sales only the connect-account page
    [
      'sales not connected',
      { user_type: 'sales', isAccExecutive: 'T', salesAccountConnected: false },
      ['sales-connect-account'],
    ],
    [
      'sales not executive',
      { user_type: 'sales', isAccExecutive: 'F', salesAccountConnected: true },
      ['sales-connect-account'],
    ],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(allowed(overrides)).toEqual(expected);
  });
});
