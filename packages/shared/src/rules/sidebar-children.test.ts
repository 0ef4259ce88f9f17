import { describe, expect, it } from 'vitest';
import { sidebarChildren } from './sidebar-children.ts';

describe('sidebarChildren (part 1 §2 Sidebar entries)', () => {
  it.each([
    // part 1 §2: Ads Design (Banner create/list, Clients)
    ['ads-design', true, ['banner-create', 'banner-list', 'ads-clients']],
    // issue 27 item 1: the menu follows the role's Ads Design flags (Banner create needs create)
    ['ads-design', false, ['banner-list', 'ads-clients']],
    // part 1 §2: Campaign (Dashboard, Create Campaign, Campaign Audience List, Clients)
    ['campaign', true, ['campaign-dashboard', 'campaign-create', 'campaign-audience', 'campaign-clients']],
    // Create Campaign only for someone who may build one (the wizard's rule)
    ['campaign', false, ['campaign-dashboard', 'campaign-audience', 'campaign-clients']],
    ['dashboard', true, []],
    ['module:local', true, []],
    ['client-management', true, []],
  ] as const)('%s (may build or create: %s)', (entry, may, expected) => {
    expect(sidebarChildren(entry, { mayBuildCampaigns: may, mayCreateBanners: may })).toEqual(expected);
  });
});
