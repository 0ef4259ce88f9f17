import { describe, expect, it } from 'vitest';
import { type SsoRedirectInput, ssoRedirect } from './sso-redirect.ts';

const base: SsoRedirectInput = {
  profile_setup_completed: 'T',
  user_type: 'user',
  systemuser: false,
  leadspeek_type: '',
  isAccExecutive: 'F',
  accountConnected: true,
  charges_enabled: true,
  payouts_enabled: true,
};

describe('single sign-on redirect, in the order of part 1 §4', () => {
  it.each([
    // 1. incomplete profile: /user/profile-setup (before every other case)
    {
      case: '1 incomplete profile',
      input: { profile_setup_completed: 'F' },
      expected: { page: 'profile-setup' },
    },
    {
      case: '1 incomplete profile beats system user',
      input: { profile_setup_completed: 'F', systemuser: true },
      expected: { page: 'profile-setup' },
    },
    // 2. client of type locator or local: that module's dashboard
    {
      case: '2 local client',
      input: { user_type: 'client', leadspeek_type: 'local' },
      expected: { page: 'module-dashboard', module: 'local' },
    },
    {
      case: '2 locator client',
      input: { user_type: 'client', leadspeek_type: 'locator' },
      expected: { page: 'module-dashboard', module: 'locator' },
    },
    {
      case: '2 client with both lands on local',
      input: { user_type: 'client', leadspeek_type: 'locator|local' },
      expected: { page: 'module-dashboard', module: 'local' },
    },
    // 3. system sales user not connected, or not an executive: sales-connect page
    {
      case: '3 sales not connected',
      input: { user_type: 'sales', systemuser: true, accountConnected: false, isAccExecutive: 'T' },
      expected: { page: 'sales-connect' },
    },
    {
      case: '3 sales not executive',
      input: { user_type: 'sales', systemuser: true, accountConnected: true, isAccExecutive: 'F' },
      expected: { page: 'sales-connect' },
    },
    // 4. system user, userdownline or sales: agency list
    {
      case: '4 connected executive sales',
      input: { user_type: 'sales', systemuser: true, accountConnected: true, isAccExecutive: 'T' },
      expected: { page: 'agency-list' },
    },
    { case: '4 system user', input: { systemuser: true }, expected: { page: 'agency-list' } },
    { case: '4 userdownline', input: { user_type: 'userdownline' }, expected: { page: 'agency-list' } },
    {
      case: '4 non-system sales',
      input: { user_type: 'sales', accountConnected: false },
      expected: { page: 'agency-list' },
    },
    // 5. agency with charges or payouts disabled: general settings
    { case: '5 charges disabled', input: { charges_enabled: false }, expected: { page: 'general-setting' } },
    { case: '5 payouts disabled', input: { payouts_enabled: false }, expected: { page: 'general-setting' } },
    // 6. otherwise: local dashboard
    { case: '6 otherwise', input: {}, expected: { page: 'local-dashboard' } },
    {
      case: '6 client with neither local nor locator',
      input: { user_type: 'client', leadspeek_type: 'enhance' },
      expected: { page: 'local-dashboard' },
    },
  ] as const)('case $case', ({ input, expected }) => {
    expect(ssoRedirect({ ...base, ...input })).toEqual(expected);
  });
});
