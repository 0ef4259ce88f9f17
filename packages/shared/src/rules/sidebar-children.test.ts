import { describe, expect, it } from 'vitest';
import { sidebarChildren } from './sidebar-children.ts';

describe('sidebarChildren (part 1 §2 Sidebar entries)', () => {
  it.each([
    // part 1 §2: Ads Design (Banner create/list, Clients)
    ['ads-design', true, ['banner-create', 'banner-list', 'ads-clients']],
    // part 1 §2: Campaign (Dashboard, Create Campaign, Campaign Audience List, Clients)
    ['campaign', true, ['campaign-dashboard', 'campaign-create', 'campaign-audience', 'campaign-clients']],
    // Create Campaign only for someone who may build one (the wizard's rule)
    ['campaign', false, ['campaign-dashboard', 'campaign-audience', 'campaign-clients']],
    ['dashboard', true, []],
    ['module:local', true, []],
    ['client-management', true, []],
  ] as const)('%s (may build: %s)', (entry, mayBuildCampaigns, expected) => {
    expect(sidebarChildren(entry, { mayBuildCampaigns })).toEqual(expected);
  });
});
