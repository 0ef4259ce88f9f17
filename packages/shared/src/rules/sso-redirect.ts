// Where a user lands after single sign-on: part 1 §4 "Single sign-on", cases 1–6 in order.
import type { UserType } from '../constants.ts';

export type SsoRedirectInput = {
  profile_setup_completed: 'T' | 'F';
  user_type: UserType;
  systemuser: boolean;
  leadspeek_type: string;
  isAccExecutive: 'T' | 'F';
  /** Sales users: payment account connected (status_acc completed). */
  accountConnected: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
};

export type SsoDestination =
  | { page: 'profile-setup' }
  | { page: 'module-dashboard'; module: 'local' | 'locator' }
  | { page: 'sales-connect' }
  | { page: 'agency-list' }
  | { page: 'general-setting' }
  | { page: 'local-dashboard' };

export function ssoRedirect(user: SsoRedirectInput): SsoDestination {
  if (user.profile_setup_completed !== 'T') return { page: 'profile-setup' };
  if (user.user_type === 'client') {
    const modules = user.leadspeek_type.split('|');
    if (modules.includes('local')) return { page: 'module-dashboard', module: 'local' };
    if (modules.includes('locator')) return { page: 'module-dashboard', module: 'locator' };
  }
  if (
    user.systemuser &&
    user.user_type === 'sales' &&
    (!user.accountConnected || user.isAccExecutive !== 'T')
  ) {
    return { page: 'sales-connect' };
  }
  if (user.systemuser || user.user_type === 'userdownline' || user.user_type === 'sales') {
    return { page: 'agency-list' };
  }
  if (user.user_type === 'user' && (!user.charges_enabled || !user.payouts_enabled)) {
    return { page: 'general-setting' };
  }
  return { page: 'local-dashboard' };
}
