import type { DomainInfo, SessionUser } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { ssoLandingPath, visitorLandingPath } from './landing.ts';

const user = (overrides: Partial<SessionUser>): SessionUser =>
  ({
    id: 7,
    profile_setup_completed: 'T',
    user_type: 'user',
    systemuser: false,
    leadspeek_type: '',
    isAccExecutive: 'F',
    status_acc: 'completed',
    leadlocalurl: 'visits',
    leadlocatorurl: 'searches',
    ...overrides,
  }) as SessionUser;

const domain = (charges_enabled: boolean, payouts_enabled: boolean) =>
  ({ charges_enabled, payouts_enabled }) as DomainInfo;

describe('visitor landing paths (part 1 §4 "Route guard")', () => {
  it.each([
    { input: { systemuser: true }, path: '/configuration/agency-list' },
    { input: { profile_setup_completed: 'T' as const }, path: '/dashboard' },
    { input: { profile_setup_completed: 'F' as const }, path: '/user/profile-setup' },
  ])('$path', ({ input, path }) => {
    expect(visitorLandingPath(user(input))).toBe(path);
  });
});

describe('single sign-on landing paths (part 1 §4 cases 1–6, with the agency’s own module slugs)', () => {
  it.each([
    { case: '1', input: { profile_setup_completed: 'F' as const }, path: '/user/profile-setup' },
    {
      case: '2 local',
      input: { user_type: 'client' as const, leadspeek_type: 'local|locator' },
      path: '/visits/dashboard',
    },
    {
      case: '2 locator',
      input: { user_type: 'client' as const, leadspeek_type: 'locator' },
      path: '/searches/dashboard',
    },
    {
      case: '3',
      input: { user_type: 'sales' as const, systemuser: true, status_acc: '', isAccExecutive: 'T' as const },
      path: '/configuration/sales-connect-account',
    },
    { case: '4', input: { user_type: 'userdownline' as const }, path: '/configuration/agency-list' },
    { case: '6', input: {}, path: '/visits/dashboard' },
  ])('case $case → $path', ({ input, path }) => {
    expect(ssoLandingPath(user(input), domain(true, true))).toBe(path);
  });

  it('case 5: an owner whose platform cannot take charges goes to general settings', () => {
    expect(ssoLandingPath(user({}), domain(false, true))).toBe('/configuration/general-setting');
  });

  it('without domain info the payment flags are not guessed off', () => {
    expect(ssoLandingPath(user({}), undefined)).toBe('/visits/dashboard');
  });
});
