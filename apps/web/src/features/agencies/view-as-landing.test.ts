import type { ShellFacts } from '@lead/shared';
import { DEFAULT_MODULES, FULL_PERMISSIONS } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { viewAsLandingPath } from './view-as-landing.ts';

const base: ShellFacts = {
  user_id: 9,
  user_type: 'client',
  systemuser: false,
  rootcomp: false,
  isViewMode: true,
  isAccExecutive: 'F',
  salesAccountConnected: false,
  user_permissions: null,
  manual_bill: 'F',
  cardSetUp: true,
  paymentAccountState: 'connected',
  paymentAccountConnected: true,
  agencyPaymentFailed: false,
  clientPaymentFailed: false,
  profile_setup_completed: 'T',
  disable_client_add_campaign: 'F',
  agencyModules: ['local', 'locator'],
  clientModules: ['local', 'locator'],
  moduleNames: { ...DEFAULT_MODULES, local: { name: 'Pixel ID', url: 'pixelid' } },
  permissions: FULL_PERMISSIONS,
  betaFeatures: { b2b_module: null, data_wallet: null },
  betaUserOf: { b2b_module: false, data_wallet: false },
  agreements: { b2b_module: false, data_wallet: false, developer: false },
  connectedAccount: { charges_enabled: true, payouts_enabled: true, account_requirements: [] },
  supportUrl: null,
};

describe("after 'view as user' (part 2 §2)", () => {
  it('opens the local module dashboard under its agency slug', () => {
    expect(viewAsLandingPath(base)).toBe('/pixelid/dashboard');
  });
  it('opens the locator dashboard for a client without local', () => {
    expect(viewAsLandingPath({ ...base, clientModules: ['locator'] })).toBe('/searchid/dashboard');
  });
  it('opens general settings for an agency that cannot use modules yet', () => {
    expect(viewAsLandingPath({ ...base, user_type: 'userdownline', cardSetUp: false })).toBe(
      '/configuration/general-setting',
    );
  });
  it('opens profile setup for a client without modules', () => {
    expect(viewAsLandingPath({ ...base, clientModules: [] })).toBe('/user/profile-setup');
  });
});
