// Who may open each /configuration child route (part 1 §2; part 2 §2, §6). Refused routes show
// the not-found page in the web and answer 403/404 from the API.
import type { UserType } from '../constants.ts';
import type { ListUserType } from '../contracts/tenants.ts';
import { reportAnalyticsAllowed } from './permissions.ts';

export const CONFIGURATION_ROUTES = [
  'client-management',
  'agency-list',
  'administrator-list',
  'sales-account-list',
  'role-list',
  'general-setting',
  'data-enrichment',
  'opt-out-list',
  'report-analytics',
  'sales-connect-account',
] as const;
export type ConfigurationRoute = (typeof CONFIGURATION_ROUTES)[number];

export type ConfigurationAccessInput = {
  user_type: UserType;
  systemuser: boolean;
  rootcomp: boolean;
  isViewMode: boolean;
  isAccExecutive: 'T' | 'F';
  /** A sales person's own payout account is connected. */
  salesAccountConnected: boolean;
  user_permissions: Record<string, unknown> | null;
};

/** Sales people with a connected account and executive status work like staff; others only connect. */
export const salesFullyEnabled = (input: ConfigurationAccessInput) =>
  input.user_type === 'sales' && input.salesAccountConnected && input.isAccExecutive === 'T';

export function configurationRouteAllowed(
  route: ConfigurationRoute,
  input: ConfigurationAccessInput,
): boolean {
  // Clients have no configuration routes at all.
  if (input.user_type === 'client') return false;
  if (route === 'sales-connect-account') return input.user_type === 'sales';
  if (input.user_type === 'sales') {
    // Sales see client management and the agency list once connected and executive; no general-setting.
    return salesFullyEnabled(input) && (route === 'client-management' || route === 'agency-list');
  }
  switch (route) {
    case 'agency-list':
    case 'sales-account-list':
    case 'opt-out-list':
      return input.systemuser;
    case 'report-analytics':
      return (
        input.isViewMode ||
        (input.rootcomp && input.systemuser && reportAnalyticsAllowed(input.user_permissions))
      );
    default:
      return true;
  }
}

/**
 * Each row kind of agency and client management belongs to a configuration page (part 2 §2); that
 * page's rule and its Settings permission decide who lists, adds, edits and removes such rows (§6).
 */
export const PAGE_OF_ROW_TYPE = {
  userdownline: 'agency-list',
  client: 'client-management',
  administrator: 'administrator-list',
  sales: 'sales-account-list',
} as const satisfies Record<ListUserType, ConfigurationRoute>;
