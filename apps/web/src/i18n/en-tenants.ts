// UI labels of the tenants feature (merged into en.ts); spec sentences come from `messages`.
import { MONEY_WORDS, messages, PLAN_NOT_SUBSCRIBED } from '@lead/shared';
import { addLabels } from './add-labels.ts';

export const tenants = {
  agencies: {
    add: 'Add agency',
    intro: 'Your agencies with their clients: plans, billing, costs and sales people.',
    salesIntro:
      'The agencies you look after as their sales rep, account executive or referrer, with their clients.',
    total_one: '{{count}} agency',
    total_other: '{{count}} agencies',
    emptyTitle: 'No agencies yet',
    emptyText:
      'Add an agency with “Add agency”. It gets its own subdomain and an invitation e-mail to choose its password; its clients then appear under it here.',
  },
  clients: {
    add: 'Add client',
    intro: 'Your clients: their contact details, products and billing.',
    salesIntro: 'The clients of the agencies you look after, with their contact details and products.',
    total_one: '{{count}} client',
    total_other: '{{count}} clients',
    emptyTitle: 'No clients yet',
    emptyText:
      'Add a client with “Add client”. It receives an invitation e-mail to choose its password, and its campaigns are then run from its own account.',
  },
  columns: {
    companyName: 'Company name',
    fullName: 'Full name',
    email: 'E-mail',
    actions: 'Actions',
    salesPeople: 'Sales people',
    created: 'Created',
  },
  list: {
    search: 'Search by company, name or e-mail',
    loadFailed: messages.tenantsListLoadFailed,
    noMatchTitle: 'Nothing matches',
    noMatchText: 'No account matches this search or these filters. Try other words or change the filters.',
    noClients: 'No client matches.',
    showClients: 'Show clients of {{company}}',
    notSubscribed: PLAN_NOT_SUBSCRIBED,
    clientCount_one: '{{count}} client',
    clientCount_other: '{{count}} clients',
  },
  filter: {
    button: 'Filter',
    directPayment: 'Direct Payment',
    cardStatus: 'Card',
    campaignStatus: 'Campaigns',
    card: { all: 'All', set: 'Card on file', notset: 'No card', failed: 'Failed payment' },
    campaign: { all: 'All', active: 'Has active campaigns', inactive: 'No active campaigns' },
  },
  actions: {
    manualBill: 'Manual bill',
    freePlan: 'Free plan',
    setSales: 'Set sales person',
    setCost: 'Set cost',
    viewAs: 'View as',
    edit: 'Edit',
    remove: 'Remove',
    userLogs: 'User logs',
    settlePayment: 'Settle failed payment',
    billingHistory: 'Billing history',
    addClient: 'Add client',
  },
  form: {
    editLabel: 'Edit {{company}}',
    addClientTo: 'Add a client to {{company}}',
    // Part 2 §6 sends it as the organization ID; people know it as their own reference.
    organizationId: 'Your reference',
    organizationIdHint: 'Optional: your own number for this company, such as its ID in your CRM.',
    phoneCountry: 'Phone country',
    subdomain: 'Subdomain',
    subdomainHint: 'Letters, digits and hyphens; the agency signs in at this address.',
    domain: 'Custom domain',
    domainHint: 'Optional, e.g. leads.agency.com',
    whiteLabeling: 'White-labeling (the agency’s own brand)',
    disableAddCampaign: 'Disable add campaign',
    paymentTerms: 'Payment terms',
    modules: 'Modules',
    resendInvitation: 'Resend invitation',
  },
  manualBill: {
    onTitle: 'Turn on manual billing?',
    offTitle: 'Turn off manual billing?',
    onText: 'All campaigns of {{company}} will be billed wholesale to the agency’s card.',
    offText:
      'All campaigns of {{company}} will stop, and the billing up to today will be charged to the agency’s card.',
    confirm: 'Confirm',
  },
  freePlan: {
    title: 'Move to the free plan?',
    text: '{{company}} will be moved to the Free plan. Nothing is charged; a paid plan ends now, without a refund of the rest of its period. The Free plan has no white label: the agency’s logo, colours and own domain stop showing.',
    confirm: 'Move to free plan',
  },
  remove: {
    title: 'Remove {{company}}?',
    text: 'The account of {{name}} at {{company}} will be removed, with everything below it. Its leads, invoices and logs are kept for the records. This cannot be undone.',
    refusedTitle: '{{company}} was not removed',
  },
  settle: {
    title: 'Manual Bill Settlement',
    text: 'Settle the failed payment of {{company}}?',
    charge: '{{amount}} will be charged now to the card {{company}} has on file:',
    nothingOwed: '{{company}} owes nothing now: settling clears its failed payment status without a charge.',
    invoice: '{{number}}: {{amount}} ({{status}})',
    statusFailed: 'failed',
    statusOpen: 'not yet charged',
    lastError: 'last decline: {{reason}}',
    clearsWhenPaid: 'The failed status clears only when everything is paid; a decline leaves it as it is.',
    loading: 'Reading what is owed…',
    loadFailed: 'What is owed could not be read: {{message}}',
    confirm: 'Charge and settle',
  },
  sales: {
    title: 'Set Sales Person: {{company}}',
    rep: 'Sales representative',
    executive: 'Account executive',
    referral: 'Account referral',
    none: 'No sales person found',
    repShort: 'Rep',
    executiveShort: 'AE',
    referralShort: 'Referral',
  },
  cost: {
    title: 'Set Cost for Agency: {{company}}',
    term: 'Payment term',
    // Part 2 §3 calls PlatformFee the one-time creative/set-up fee and MinCostMonth the platform fee
    // per period; the per-period label follows the chosen term (platformFeeLabel).
    PlatformFee: MONEY_WORDS.setupFee,
    PlatformFeeHint: 'Charged once, when a campaign starts (creative and set-up)',
    MinCostMonthHint: 'Charged every billing period the campaign runs',
    Costperlead: MONEY_WORDS.costPerLead,
  },
} as const;

addLabels({ tenants });
