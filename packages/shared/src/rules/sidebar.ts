// The sidebar entries (part 1 §2 "Sidebar entries", §6), as data the web draws and the API enforces.
import type { LeadModuleKind, UserType } from '../constants.ts';
import {
  type ConfigurationAccessInput,
  configurationRouteAllowed,
  salesFullyEnabled,
} from './configuration-routes.ts';
import { can, type ModulePermissions } from './permissions.ts';

export type SidebarEntry =
  | 'dashboard'
  | 'ads-design'
  | 'campaign'
  | `module:${LeadModuleKind}`
  | 'client-management'
  | 'agency-list'
  | 'administrator-list'
  | 'sales-account-list'
  | 'general-settings'
  | 'exclusion-list'
  | 'report-analytics'
  | 'sales-connect';

export type SidebarInput = ConfigurationAccessInput & {
  user_type: UserType;
  cardSetUp: boolean;
  paymentAccountConnected: boolean;
  agencyPaymentFailed: boolean;
  /** Modules the agency offers (agencyModules), in order. */
  agencyModules: LeadModuleKind[];
  /** For clients: the modules the client itself may use (clientModules). */
  clientModules: LeadModuleKind[];
  /** The b2b_module beta check passes (betaFeatureOpen). */
  b2bOpen: boolean;
  permissions: ModulePermissions;
};

export function sidebarEntries(input: SidebarInput): SidebarEntry[] {
  const modulesFor = (kinds: LeadModuleKind[]) =>
    kinds.filter((kind) => kind !== 'b2b' || input.b2bOpen).map((kind) => `module:${kind}` as const);

  if (input.user_type === 'client') {
    if (input.agencyPaymentFailed) return [];
    const offered = input.clientModules.filter((kind) => input.agencyModules.includes(kind));
    // Clients have a Dashboard too (§2 "Sidebar entries" opens with it): their leads across modules.
    return ['dashboard', ...modulesFor(offered), 'exclusion-list'];
  }
  if (input.user_type === 'sales') {
    if (!salesFullyEnabled(input)) return ['sales-connect'];
    return ['client-management', 'agency-list', 'general-settings'];
  }
  if (input.systemuser) {
    const entries: SidebarEntry[] = [
      'dashboard',
      'client-management',
      'agency-list',
      'administrator-list',
      'sales-account-list',
      'general-settings',
      'exclusion-list',
    ];
    if (configurationRouteAllowed('report-analytics', input)) entries.push('report-analytics');
    return entries;
  }
  // Agency staff: a failed agency payment or a missing card leaves only the way to fix it.
  if (input.agencyPaymentFailed || !input.cardSetUp) return ['general-settings'];
  // Without a connected payment account an agency may not add clients yet.
  if (!input.paymentAccountConnected) return ['dashboard', 'general-settings'];
  const perms = input.permissions;
  const entries: SidebarEntry[] = ['dashboard'];
  if (can(perms, 'Ads Design', 'enable')) entries.push('ads-design');
  if (can(perms, 'Campaign', 'enable')) entries.push('campaign');
  if (can(perms, 'LeadsPeek', 'enable')) entries.push(...modulesFor(input.agencyModules));
  if (can(perms, 'Settings', 'enable'))
    entries.push('client-management', 'administrator-list', 'general-settings');
  return entries;
}

/**
 * Where the logo leads: the user's home, the Dashboard when the menu has it, else the first entry
 * the menu offers (sales people, agencies that must fix their card first); null with an empty menu.
 */
export function homeEntry(entries: readonly SidebarEntry[]): SidebarEntry | null {
  return entries.includes('dashboard') ? 'dashboard' : (entries[0] ?? null);
}
