import { DEFAULT_MODULES, FULL_PERMISSIONS, messages, type ShellFacts } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { paymentNotices } from './payment-notice.ts';

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
  agreements: { b2b_module: false, data_wallet: false, developer: false },
  connectedAccount: { charges_enabled: true, payouts_enabled: true, account_requirements: [] },
  supportUrl: null,
};
const keysOf = (facts: ShellFacts) => paymentNotices(facts, (key) => key).map((notice) => notice.key);

describe('payment notices of part 1 §8', () => {
  it.each([
    { state: 'connected', keys: [] },
    { state: 'not-connected', keys: ['agencyNotConnected'] },
    { state: 'pending', keys: ['agencyPending'] },
    { state: 'inverification', keys: ['underReview'] },
  ] as const)('agency with account $state → $keys', ({ state, keys }) => {
    expect(keysOf({ ...agency, paymentAccountState: state })).toEqual(keys);
  });

  it('sales people get the sales wording', () => {
    expect(keysOf({ ...agency, user_type: 'sales', paymentAccountState: 'not-connected' })).toEqual([
      'salesNotConnected',
    ]);
    expect(keysOf({ ...agency, user_type: 'sales', paymentAccountState: 'pending' })).toEqual([
      'salesPending',
    ]);
  });

  it('platform staff and clients get no account notice', () => {
    expect(keysOf({ ...agency, systemuser: true, paymentAccountState: 'not-connected' })).toEqual([]);
    expect(keysOf({ ...agency, user_type: 'client', paymentAccountState: 'not-connected' })).toEqual([]);
  });

  it('asks for the card once the profile is done and no card is on file', () => {
    const notices = paymentNotices({ ...agency, cardSetUp: false }, (key) => key);
    expect(notices).toEqual([{ key: 'cardMissing', message: messages.cardMissing }]);
  });

  it('says nothing during onboarding', () => {
    expect(keysOf({ ...agency, profile_setup_completed: 'F', cardSetUp: false })).toEqual([]);
  });
});
