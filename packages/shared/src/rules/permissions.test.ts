import { describe, expect, it } from 'vitest';
import {
  campaignPermitted,
  can,
  effectivePermissions,
  FULL_PERMISSIONS,
  NO_PERMISSIONS,
  reportAnalyticsAllowed,
} from './permissions.ts';

const campaignCreator = {
  ...NO_PERMISSIONS,
  Campaign: { enable: true, create: true, update: false, delete: false },
};
const disabledButFlagged = {
  ...NO_PERMISSIONS,
  Settings: { enable: false, create: true, update: true, delete: true },
};

describe('module permissions (part 1 §6: Ads Design, Campaign, LeadsPeek, Settings × enable/create/update/delete)', () => {
  it.each([
    [
      'agency owner ignores role',
      { user_type: 'userdownline', systemuser: false },
      campaignCreator,
      'Settings',
      'delete',
      true,
    ],
    ['system user', { user_type: 'administrator', systemuser: true }, null, 'Settings', 'update', true],
    [
      'staff with the grant',
      { user_type: 'administrator', systemuser: false },
      campaignCreator,
      'Campaign',
      'create',
      true,
    ],
    [
      'staff without the grant',
      { user_type: 'administrator', systemuser: false },
      campaignCreator,
      'Campaign',
      'delete',
      false,
    ],
    [
      'staff with a module not enabled',
      { user_type: 'administrator', systemuser: false },
      disabledButFlagged,
      'Settings',
      'update',
      false,
    ],
    [
      'staff without a role',
      { user_type: 'administrator', systemuser: false },
      null,
      'Campaign',
      'enable',
      false,
    ],
    ['client without a role', { user_type: 'client', systemuser: false }, null, 'LeadsPeek', 'enable', false],
  ] as const)('%s', (_case, user, role, module, action, expected) => {
    expect(can(effectivePermissions(user, role), module, action)).toBe(expected);
  });

  it('full and none are what they say', () => {
    expect(can(FULL_PERMISSIONS, 'Ads Design', 'delete')).toBe(true);
    expect(can(NO_PERMISSIONS, 'Ads Design', 'enable')).toBe(false);
  });
});

describe('user_permissions.report_analytics (part 1 §6: null means allowed)', () => {
  it.each([
    [null, true],
    [{}, true],
    [{ report_analytics: null }, true],
    [{ report_analytics: true }, true],
    [{ report_analytics: 'T' }, true],
    [{ report_analytics: false }, false],
    [{ report_analytics: 'F' }, false],
  ])('%j → %s', (permissions, expected) => {
    expect(reportAnalyticsAllowed(permissions)).toBe(expected);
  });
});

describe('campaign commands (part 2 §6: per-role LeadsPeek flags; clients have no role)', () => {
  const leadsPeekEditor = {
    ...NO_PERMISSIONS,
    LeadsPeek: { enable: true, create: false, update: true, delete: false },
  };
  const leadsPeekDisabled = {
    ...NO_PERMISSIONS,
    LeadsPeek: { enable: false, create: true, update: true, delete: true },
  };
  it.each([
    ['owner: every action', 'userdownline', FULL_PERMISSIONS, 'delete', true],
    ['editor role: update', 'administrator', leadsPeekEditor, 'update', true],
    ['editor role: no create', 'administrator', leadsPeekEditor, 'create', false],
    ['editor role: no delete', 'administrator', leadsPeekEditor, 'delete', false],
    ['flags without enable give nothing', 'administrator', leadsPeekDisabled, 'update', false],
    ['client without a role: own campaigns', 'client', NO_PERMISSIONS, 'create', true],
    ['sales person without the flag', 'sales', NO_PERMISSIONS, 'update', false],
  ] as const)('%s', (_case, userType, permissions, action, expected) => {
    expect(campaignPermitted({ user_type: userType, permissions }, action)).toBe(expected);
  });
});
