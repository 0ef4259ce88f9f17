import { describe, expect, it } from 'vitest';
import { type ProfileMenuInput, profileMenu } from './profile-menu.ts';

const base: ProfileMenuInput = {
  user_type: 'userdownline',
  systemuser: false,
  manual_bill: 'F',
  cardSetUp: true,
  paymentAccountConnected: true,
  dataWalletOpen: true,
};
const always = ['change-password', 'two-factor', 'log-out'];

describe('profile menu (part 1 §6 "Menu rules")', () => {
  it.each([
    // Card Setting: card setup on and manual_bill F → shown
    [
      'agency with card, not manual',
      {},
      ['profile', 'card-setting', 'invoices', 'developer', 'referral-link', ...always],
    ],
    // Card Setting: manual_bill T and userdownline → shown; Data Wallet: manual T, not system, beta open
    [
      'manual-bill agency',
      { manual_bill: 'T' },
      ['profile', 'card-setting', 'invoices', 'developer', 'data-wallet', 'referral-link', ...always],
    ],
    // Data Wallet needs the data_wallet beta check
    [
      'manual-bill agency, wallet beta closed',
      { manual_bill: 'T', dataWalletOpen: false },
      ['profile', 'card-setting', 'invoices', 'developer', 'referral-link', ...always],
    ],
    // Card Setting: manual_bill T but type user → hidden
    [
      'manual-bill owner of type user',
      { user_type: 'user', manual_bill: 'T' },
      ['profile', 'invoices', 'developer', 'data-wallet', ...always],
    ],
    // Developer: others only when card setup is on and the payment account is connected
    [
      'agency without connected account',
      { paymentAccountConnected: false },
      ['profile', 'card-setting', 'invoices', 'referral-link', ...always],
    ],
    ['agency without card', { cardSetUp: false }, ['profile', 'invoices', 'referral-link', ...always]],
    // Developer: system users always; Data Wallet never for system users
    [
      'system user without card',
      { user_type: 'user', systemuser: true, cardSetUp: false, manual_bill: 'T' },
      ['profile', 'invoices', 'developer', ...always],
    ],
    // Integrations and Exclusion List: clients only; no Developer for clients. Data Enrichment
    // (issue 27 item 2): clients only, who have no configuration pages.
    [
      'client with card',
      { user_type: 'client' },
      ['profile', 'card-setting', 'invoices', 'integrations', 'exclusion-list', 'data-enrichment', ...always],
    ],
    // Profile hidden when the menu user type is sales; no Invoices for sales (issue 15 item 7)
    // Referral Link (part 2 §7): agency owners and sales people, who refer agencies
    ['sales', { user_type: 'sales', cardSetUp: false }, ['referral-link', ...always]],
    ['administrator', { user_type: 'administrator', cardSetUp: false }, ['profile', 'invoices', ...always]],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(profileMenu({ ...base, ...overrides })).toEqual(expected);
  });
});
