// UI labels of the module dashboards and the /campaign dashboard (merged into en.ts as `reports`).
import { MONEY_WORDS, messages, PIXEL_DROP_REASON_LABELS, type RejectionReason } from '@lead/shared';
import { addLabels } from './add-labels.ts';

export const reports = {
  campaignTitle: 'Campaign Dashboard',
  campaignIntro: 'Leads, spend and running campaigns across every module.',
  moduleIntro: 'Leads, spend and running campaigns of this module.',
  buildCampaign: 'Build Your Campaign',
  audienceList: 'Campaign Audience List',
  filters: {
    from: 'From',
    to: 'To',
    client: 'Client',
    allClients: 'All clients',
  },
  stats: {
    leads: 'Leads',
    spend: 'Spend',
    activeCampaigns: 'Active campaigns',
    inRange: '{{from}} – {{to}}',
    runningNow: 'Running now',
    includingTests_one: 'including {{count}} test lead, not billed',
    includingTests_other: 'including {{count}} test leads, not billed',
    spendSplit: 'Invoiced {{invoiced}} · Not invoiced yet {{notInvoiced}}',
    spendPeriods: 'Billing periods starting {{range}}',
  },
  charts: {
    leadsTitle: 'Leads per day',
    // Issue 23 item 5: the chart adds lead prices by day; the Spend card is what the invoices count.
    spendTitle: `${MONEY_WORDS.leadCharges} per day`,
    spendNote: `${MONEY_WORDS.setupFee} and ${MONEY_WORDS.platformFee.toLowerCase()} are on the invoices, not on this chart: the Spend card counts them.`,
    leadsSeries: 'Leads',
    spendSeries: MONEY_WORDS.leadCharges,
    summary: '{{leads}} leads and {{spend}} in lead charges from {{from}} to {{to}}',
  },
  leads: {
    title: 'Recent leads',
    search: 'Search by name, e-mail or campaign',
    total_one: '{{count}} lead',
    total_other: '{{count}} leads',
    noMatchTitle: 'No lead matches',
    noMatchText: 'No lead of this range matches the search. Try another word or a wider range.',
    noneInRangeTitle: 'No leads in this range',
    noneInRangeText: 'Widen the date range to see earlier leads.',
  },
  empty: {
    noCampaignsTitle: 'No campaigns yet',
    noLeadsTitle: 'No leads yet',
    all: 'Build your first campaign in Build Your Campaign. Once a campaign runs, its leads, spend and charts appear here.',
    allWithCampaigns:
      'Your campaigns have not produced leads yet. Site ID campaigns need their pixel installed on the landing page; Search ID, Enhance ID and B2B ID campaigns deliver leads once active.',
    local:
      'Build your first {{module}} campaign, then install its pixel (the embed code in Campaign Management) on your landing page. Leads appear here as visitors are identified.',
    localWithCampaigns:
      'Your {{module}} campaigns have no leads yet. Install the pixel (the embed code in Campaign Management) on the landing page and make sure the campaign is active.',
    locator:
      'Build your first {{module}} campaign with its keywords and target location. Leads appear here as people search for them.',
    enhance:
      'Build your first {{module}} campaign with the attributes you need. Leads appear here once it runs.',
    b2b: 'Build your first {{module}} campaign with the businesses to find. Leads appear here once it runs.',
    moduleWithCampaigns:
      'Your {{module}} campaigns have no leads yet. Leads appear here once an active campaign delivers them.',
    toCampaigns: 'Go to Campaign Management',
  },
  rejections: {
    title: 'Why visits did not become leads',
    total_one: '{{count}} visit did not become a lead in this range.',
    total_other: '{{count}} visits did not become leads in this range.',
    campaign: 'Campaign',
    client: 'Client',
    rejected: 'Not leads',
    reasons: 'Reasons',
    pipeline: 'Rejected by the lead pipeline',
    reason: {
      unresolved: 'Visitor not identified',
      reidentified: 'Already a lead (re-identification window)',
      suppressed: 'On an exclusion or opt-out list',
      'missing-email': 'No e-mail address',
      'missing-phone': 'No phone number',
      'missing-address': 'No home address',
      'limit-reached': 'Lead limit reached',
      'ip-limit-reached': 'Too many leads from one address today',
      'outside-dates': 'Outside the campaign dates',
      'campaign-not-running': 'Campaign not running',
      'net-new-duplicate': 'Already in the connected list (net-new only)',
      'excluded-page': 'On a page the campaign never identifies',
      'required-page-not-seen': 'Did not see a required page',
      unknown: 'Other',
    } satisfies Record<RejectionReason | 'unknown', string>,
  },
  /** Pixel page views turned away on arrival (issue 13 point 6), shown beside the rejections. */
  dropped: {
    title: 'Dropped before processing',
    explanation: 'Pixel page views turned away on arrival; they never became visits. Counted per UTC day.',
    total_one: '{{count}} page view was dropped before processing in this range.',
    total_other: '{{count}} page views were dropped before processing in this range.',
    column: 'Dropped before processing',
    reason: { ...PIXEL_DROP_REASON_LABELS, unknown: 'Other' },
  },
  loadFailed: messages.reportsLoadFailed,
  retry: 'Try again',
};

addLabels({ reports });
