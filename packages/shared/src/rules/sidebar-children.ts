// The pages under a sidebar entry (part 1 §2 "Sidebar entries": Ads Design (Banner create/list,
// Clients); Campaign (Dashboard, Create Campaign, Campaign Audience List, Clients)).
import type { SidebarEntry } from './sidebar.ts';

export type SidebarChild =
  | 'banner-create'
  | 'banner-list'
  | 'ads-clients'
  | 'campaign-dashboard'
  | 'campaign-create'
  | 'campaign-audience'
  | 'campaign-clients';

export type SidebarChildrenInput = {
  /** Create Campaign is offered only to someone who may build one (the wizard's own rule). */
  mayBuildCampaigns: boolean;
  /** Banner create is offered only to a role with Ads Design's create flag (issue 27 item 1). */
  mayCreateBanners: boolean;
};

export function sidebarChildren(entry: SidebarEntry, input: SidebarChildrenInput): SidebarChild[] {
  switch (entry) {
    case 'ads-design':
      return [...(input.mayCreateBanners ? (['banner-create'] as const) : []), 'banner-list', 'ads-clients'];
    case 'campaign':
      return [
        'campaign-dashboard',
        ...(input.mayBuildCampaigns ? (['campaign-create'] as const) : []),
        'campaign-audience',
        'campaign-clients',
      ];
    default:
      return [];
  }
}
