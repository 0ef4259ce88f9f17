// UI labels of the campaign-management pages (merged into en.ts); spec sentences come from `messages`.
import { MONEY_WORDS, messages, moneyWordInSentence } from '@lead/shared';

export const campaigns = {
  build: 'Build Your Campaign',
  intro: 'Every campaign of this module: its client, status, dates and price.',
  total_one: '{{count}} campaign',
  total_other: '{{count}} campaigns',
  filters: {
    search: 'Search by campaign, id or client',
    group: 'Company group',
    client: 'Client',
    allClients: 'All clients',
    status: 'Status',
    archived: 'Archived',
    view: 'View',
    current: 'Campaigns',
  },
  status: {
    all: 'All',
    active: 'Active',
    paused: 'Paused',
    stopped: 'Stopped',
    draft: 'Draft',
    archived: 'Archived',
  },
  columns: {
    campaign: 'Campaign name',
    client: 'Client',
    status: 'Status',
    start: 'Start',
    end: 'End',
    dates: 'Dates',
    price: 'Price',
    created: 'Created',
    actions: 'Actions',
  },
  row: {
    id: 'ID {{id}}',
    noDates: 'No dates',
    perLead: `${MONEY_WORDS.costPerLead}: {{amount}}`,
    group: 'Group: {{group}}',
  },
  prepaid: {
    left: '{{left}} of {{bought}} prepaid leads left',
    nothingBought: 'No prepaid leads bought yet',
    continual: 'Continual top-up on',
    stopped: 'Continual top-up stopped',
    pausedForFunds: 'Paused: prepaid leads ran out',
    waitingForPeriod: {
      weekly:
        "This week's pool is used up. Continual top-up buys the next pool and resumes the campaign on {{when}}.",
      monthly:
        "This month's pool is used up. Continual top-up buys the next pool and resumes the campaign on {{when}}.",
    },
    loadFailed: messages.campaignsPrepaidLoadFailed,
  },
  actions: {
    activate: 'Activate',
    resume: 'Resume',
    pause: 'Pause',
    archive: 'Archive',
    remove: 'Remove',
    embedCode: 'Embed code',
    leads: 'Leads',
    testTools: 'Test tools',
    // Part 2 §6 words these 'Stop Continual Topup' / 'Continual Topup'; issue 23 asks for sentence case.
    stopTopup: 'Stop continual top-up',
    startTopup: 'Start continual top-up',
    edit: 'Edit',
    menu: 'Actions for {{name}}',
  },
  confirm: {
    archiveTitle: 'Archive {{name}}?',
    archiveText:
      'The campaign leaves the campaign list and is kept under Archived, where it can still be removed.',
    removeTitle: 'Remove {{name}}?',
    removeText: 'The campaign {{id}} is deleted for good. This cannot be undone.',
    activateTitle: 'Start {{name}}?',
    resumeTitle: 'Resume {{name}}?',
    activateConfirm: 'Start and bill',
    resumeConfirm: 'Resume and bill',
    chargesText: 'While it runs, the client is billed at this campaign’s price:',
    prepaidText: 'Starting a Prepaid campaign buys its leads up front, one pool at a time:',
    pool: `A pool of {{leads}} leads at {{perLead}} (${moneyWordInSentence('costPerLead')}): {{amount}}`,
    poolSetupFee: `${MONEY_WORDS.setupFee}, with the first pool only: {{amount}}`,
    fromWallet:
      'Charged to the client’s card, or to the agency’s Data Wallet when the agency bills manually.',
    fromCard: 'Payment term {{term}}: charged to the card on file.',
    fromAgencyWallet:
      'Charged to your Data Wallet at the platform’s wholesale prices, because you bill this client yourself.',
    fromClientCard: 'Charged to the client’s card on file.',
    stopTopupTitle: 'Stop continual top-up of {{name}}?',
    stopTopupText:
      'No new pool of leads is bought when this one runs out: the campaign pauses once its prepaid leads are used, until leads are bought again.',
    startTopupTitle: 'Start continual top-up of {{name}}?',
    startTopupText:
      'When its prepaid leads run out, a new pool of the same size is bought at the campaign’s price and the campaign keeps running. Prepaid purchases are non-refundable.',
  },
  notices: {
    activated: 'Campaign {{id}} is active.',
    paused: 'Campaign {{id}} is paused.',
    archived: 'Campaign {{id}} is archived.',
    removed: 'Campaign {{id}} is removed.',
    topupStopped: 'Continual top-up of campaign {{id}} is stopped.',
    topupRunning: 'Continual top-up of campaign {{id}} is running.',
  },
  embed: {
    title: 'Embed code of {{name}}',
    text: 'Paste this tag into every page of the client’s site, just before the closing </head> tag.',
    copy: 'Copy embed code',
    copied: 'Copied',
    loadFailed: messages.campaignsEmbedLoadFailed,
    none: 'This campaign has no embed code.',
    testTitle: 'No website yet?',
    testText:
      'Open a test page that carries this pixel. Its page views become test leads: listed and marked as tests, never billed. The link works for an hour.',
    openTestPage: 'Open test page',
    testPageOpened:
      'The test page opened in a new tab. Its test lead appears in the campaign’s leads within a minute.',
    testPageLink: 'Open it again',
    testPageFailed: messages.campaignsEmbedTestPageFailed,
  },
  empty: {
    title: 'No campaigns yet',
    text: '{{module}} campaigns are built in Build Your Campaign. Once one exists it is listed here with its status and actions.',
    archivedTitle: 'No archived campaigns',
    archivedText: 'Campaigns you archive are kept here.',
    noMatchTitle: 'No campaigns match',
    noMatchText: 'Try another search, status, group or client.',
  },
  loadFailed: messages.campaignsLoadFailed,
} as const;
