import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULES } from '../constants.ts';
import type { ShellFacts } from '../contracts/shell.ts';
import { messages } from '../messages.ts';
import { FULL_PERMISSIONS } from './permissions.ts';
import { paymentNotices, viewAsLanding } from './shell-notices.ts';

const agency: ShellFacts = {
  user_id: 4,
  user_type: 'userdownline',
  systemuser: false,
  rootcomp: false,
  isViewMode: false,
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
  clientModules: [],
  moduleNames: DEFAULT_MODULES,
  permissions: FULL_PERMISSIONS,
  betaFeatures: { b2b_module: null, data_wallet: null },
  betaUserOf: { b2b_module: false, data_wallet: false },
  agreements: { b2b_module: false, data_wallet: false, developer: false, developer_billing: false },
  connectedAccount: { charges_enabled: true, payouts_enabled: true, account_requirements: [] },
  supportUrl: null,
};
const keysOf = (facts: ShellFacts) => paymentNotices(facts);

describe('payment notices of part 1 §8', () => {
  it.each([
    { state: 'connected', keys: [] },
    { state: 'not-connected', keys: ['paymentNoticeAgencyNotConnected'] },
    { state: 'pending', keys: ['paymentNoticeAgencyPending'] },
    { state: 'inverification', keys: ['paymentNoticeUnderReview'] },
  ] as const)('agency with account $state → $keys', ({ state, keys }) => {
    expect(keysOf({ ...agency, paymentAccountState: state })).toEqual(keys);
  });

  it('sales people get the sales wording', () => {
    expect(keysOf({ ...agency, user_type: 'sales', paymentAccountState: 'not-connected' })).toEqual([
      'paymentNoticeSalesNotConnected',
    ]);
    expect(keysOf({ ...agency, user_type: 'sales', paymentAccountState: 'pending' })).toEqual([
      'paymentNoticeSalesPending',
    ]);
  });

  it('platform staff and clients get no account notice', () => {
    expect(keysOf({ ...agency, systemuser: true, paymentAccountState: 'not-connected' })).toEqual([]);
    expect(keysOf({ ...agency, user_type: 'client', paymentAccountState: 'not-connected' })).toEqual([]);
  });

  it('asks for the card once the profile is done and no card is on file', () => {
    const notices = paymentNotices({ ...agency, cardSetUp: false });
    expect(notices).toEqual(['cardMissing']);
    expect(messages[notices[0] ?? 'cardMissing']).toBe(messages.cardMissing);
  });

  it('says nothing during onboarding', () => {
    expect(keysOf({ ...agency, profile_setup_completed: 'F', cardSetUp: false })).toEqual([]);
  });
});

const base: ShellFacts = {
  ...agency,
  user_id: 9,
  user_type: 'client',
  isViewMode: true,
  clientModules: ['local', 'locator'],
  moduleNames: { ...DEFAULT_MODULES, local: { name: 'Pixel ID', url: 'pixelid' } },
};

describe("after 'view as user' (part 2 §2)", () => {
  it('opens the local module dashboard under its agency slug', () => {
    expect(viewAsLanding(base)).toBe('/pixelid/dashboard');
  });
  it('opens the locator dashboard for a client without local', () => {
    expect(viewAsLanding({ ...base, clientModules: ['locator'] })).toBe('/searchid/dashboard');
  });
  it('opens general settings for an agency that cannot use modules yet', () => {
    expect(viewAsLanding({ ...base, user_type: 'userdownline', cardSetUp: false })).toBe(
      '/configuration/general-setting',
    );
  });
  it('opens profile setup for a client without modules', () => {
    expect(viewAsLanding({ ...base, clientModules: [] })).toBe('/user/profile-setup');
  });
});
