// Where each entry the shared rules choose leads (part 1 §2 routes); the rules decide, this only maps.
import type {
  ConfigurationRoute,
  ForcedPage,
  LeadModuleKind,
  ProfileMenuEntry,
  ShellFacts,
  SidebarChild,
  SidebarEntry,
} from '@lead/shared';
import { moduleDashboardPath } from './landing.ts';

export const configurationPath = (route: ConfigurationRoute): string => `/configuration/${route}`;

export const moduleCampaignPath = (facts: ShellFacts, kind: LeadModuleKind): string =>
  `/${facts.moduleNames[kind].url}/campaign-management`;

const fixedSidebarPaths: Record<Exclude<SidebarEntry, `module:${string}`>, string> = {
  dashboard: '/dashboard',
  'ads-design': '/banner/list',
  campaign: '/campaign',
  'client-management': configurationPath('client-management'),
  'agency-list': configurationPath('agency-list'),
  'administrator-list': configurationPath('administrator-list'),
  'sales-account-list': configurationPath('sales-account-list'),
  'general-settings': configurationPath('general-setting'),
  'exclusion-list': configurationPath('opt-out-list'),
  'report-analytics': configurationPath('report-analytics'),
  'sales-connect': configurationPath('sales-connect-account'),
};

export const sidebarChildPaths: Record<SidebarChild, string> = {
  'banner-create': '/banner/create',
  'banner-list': '/banner/list',
  'ads-clients': '/banner/clients',
  'campaign-dashboard': '/campaign',
  'campaign-create': '/campaign-setup',
  'campaign-audience': '/Audience',
  'campaign-clients': '/Client',
};

export const moduleOfEntry = (entry: SidebarEntry): LeadModuleKind | null =>
  entry.startsWith('module:') ? (entry.slice('module:'.length) as LeadModuleKind) : null;

/** The link of a sidebar entry; null for a client's exclusion list, which opens its dialog instead. */
export function sidebarPath(entry: SidebarEntry, facts: ShellFacts): string | null {
  const kind = moduleOfEntry(entry);
  if (kind) return moduleCampaignPath(facts, kind);
  if (entry === 'exclusion-list' && facts.user_type === 'client') return null;
  // Sales people have no general-setting route: their settings are the connect-account page.
  if (entry === 'general-settings' && facts.user_type === 'sales') {
    return configurationPath('sales-connect-account');
  }
  return fixedSidebarPaths[entry as keyof typeof fixedSidebarPaths];
}

/** Profile-menu entries that are pages; the others open dialogs. */
export const profileMenuPaths: Partial<Record<ProfileMenuEntry, string>> = {
  profile: '/user/profile-setup-v1',
  'card-setting': '/user/card-setting',
  invoices: '/invoices',
  integrations: '/integrations',
  'data-enrichment': '/data-enrichment',
  'referral-link': '/user/referral-link',
};

export function forcedPagePath(page: ForcedPage, moduleSlug: string | undefined): string {
  switch (page) {
    case 'card-setting':
      return '/user/card-setting';
    case 'profile-setup':
      return '/user/profile-setup';
    case 'dashboard':
      return moduleSlug ? moduleDashboardPath(moduleSlug) : '/dashboard';
  }
}
