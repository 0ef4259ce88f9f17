// Paths for the destinations the shared rules choose (part 1 §4 "Route guard", "Single sign-on").
import {
  type DomainInfo,
  type LandingPage,
  type SessionUser,
  type SsoDestination,
  ssoRedirect,
  visitorRedirect,
} from '@lead/shared';

const landingPaths: Record<LandingPage, string> = {
  'agency-list': '/configuration/agency-list',
  dashboard: '/dashboard',
  'profile-setup': '/user/profile-setup',
};

export const visitorLandingPath = (user: SessionUser): string => landingPaths[visitorRedirect(user)];

export const moduleDashboardPath = (slug: string): string => `/${slug}/dashboard`;

function ssoPath(destination: SsoDestination, user: SessionUser): string {
  switch (destination.page) {
    case 'profile-setup':
      return '/user/profile-setup';
    case 'module-dashboard':
      return moduleDashboardPath(destination.module === 'local' ? user.leadlocalurl : user.leadlocatorurl);
    case 'sales-connect':
      return '/configuration/sales-connect-account';
    case 'agency-list':
      return '/configuration/agency-list';
    case 'general-setting':
      return '/configuration/general-setting';
    case 'local-dashboard':
      return moduleDashboardPath(user.leadlocalurl);
  }
}

/** Without domain info the payment flags are unknown: they are taken as enabled rather than guessed off. */
export function ssoLandingPath(user: SessionUser, domain: DomainInfo | undefined): string {
  const destination = ssoRedirect({
    profile_setup_completed: user.profile_setup_completed,
    user_type: user.user_type,
    systemuser: user.systemuser,
    leadspeek_type: user.leadspeek_type,
    isAccExecutive: user.isAccExecutive,
    accountConnected: user.status_acc === 'completed',
    charges_enabled: domain?.charges_enabled ?? true,
    payouts_enabled: domain?.payouts_enabled ?? true,
  });
  return ssoPath(destination, user);
}
