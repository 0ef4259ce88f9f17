// UI labels of Report Analytics (/configuration/report-analytics), merged into en.ts as
// `reportAnalytics`. The under-performance texts come from @lead/shared with the rule itself.

import type { UnderPerformanceFinding } from '@lead/shared';
import { MONEY_WORDS, messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';

export const reportAnalytics = {
  intro:
    'Leads, spend and visits across the whole platform, every seller side by side, and the campaigns that need attention.',
  loadFailed: messages.reportAnalyticsLoadFailed,
  figures: {
    leads: 'Leads',
    // What the leads cost, as the dashboards' charts name it: the dashboards' Spend adds the fees.
    spend: MONEY_WORDS.leadCharges,
    visits: 'Visits',
    activeCampaigns: 'Active campaigns',
    against: '{{change}} against {{from}} – {{to}}',
    noChange: 'None in {{from}} – {{to}} to compare',
    becameLeads: '{{rate}} became leads',
    noVisits: 'No visits in the range',
    sellersWithLeads: '{{agencies}}; {{sellers}} and {{clients}} had leads',
    agencyCount_one: '{{count, number}} agency',
    agencyCount_other: '{{count, number}} agencies',
    sellerCount_one: '{{count, number}} seller',
    sellerCount_other: '{{count, number}} sellers',
    clientCount_one: '{{count, number}} client',
    clientCount_other: '{{count, number}} clients',
  },
  modules: {
    title: 'By module',
    module: 'Module',
    leads: 'Leads',
    spend: MONEY_WORDS.leadCharges,
    share: 'Share of leads',
  },
  sellers: {
    title: 'Agencies',
    intro:
      'Each agency, and the platform for the clients it serves itself, in the range against the range before.',
    search: 'Search agencies',
    name: 'Agency',
    clients: 'Clients',
    activeCampaigns: 'Active campaigns',
    leads: 'Leads',
    spend: MONEY_WORDS.leadCharges,
    change: 'Change',
    platformRow: 'Direct clients',
    newLeads: 'New',
    loadFailed: messages.reportAnalyticsSellersLoadFailed,
    emptyTitle: 'No agencies yet',
    emptyText: 'Agencies you add in Agency List will be compared here.',
    noMatchTitle: 'No agency matches',
    noMatchText: 'No agency name contains “{{search}}”.',
  },
  underPerforming: {
    title: 'Campaigns that need attention',
    intro: 'Running campaigns judged on their last {{days}} days against the {{days}} before.',
    judgedAt: 'Checked at {{time}}. Campaigns are checked again every {{minutes}} minutes.',
    campaign: 'Campaign',
    client: 'Client',
    seller: 'Agency',
    running: 'Running',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    visits: 'Visits',
    leads: 'Leads',
    leadsAgainst: '{{leads}} (before: {{previous}})',
    finding: 'Why',
    mostlyTurnedAway: 'Most turned away: {{reason}}',
    loadFailed: messages.reportAnalyticsUnderPerformingLoadFailed,
    emptyTitle: 'Every running campaign is performing',
    emptyText:
      'Campaigns with no visits, no leads, or leads falling by half are listed here once they have run {{days}} days.',
    label: {
      'no-visits': 'No visits',
      'no-leads': 'No leads',
      'leads-dropping': 'Leads falling',
    } satisfies Record<UnderPerformanceFinding, string>,
    count: '{{label}}: {{count}}',
  },
};

addLabels({ reportAnalytics });
