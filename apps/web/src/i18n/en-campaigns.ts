// UI labels of the campaign-management pages (merged into en.ts); spec sentences come from `messages`.
import { MONEY_WORDS, messages, moneyWordInSentence } from '@lead/shared';
import { addLabels } from './add-labels.ts';

export const campaigns = {
  build: 'Build Your Campaign',
  intro: 'Every campaign of this module: its client, status, dates and price.',
  total_one: '{{count}} campaign',
  total_other: '{{count}} campaigns',
  filters: {
    search: 'Search by campaign, id or client',
    group: 'Campaign group',
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
    pageRules: 'Page rules',
    leadScoring: 'Lead scoring',
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
  // Issue 25 item 3: the pages whose page views never become leads, and those a lead must have seen.
  pageRules: {
    title: 'Page rules of {{name}}',
    intro:
      'Page views these rules stop are never sent to be identified, so they never cost anything and never become leads.',
    help: 'Use * for any characters; /careers also covers every page below it.',
    excluded: {
      title: 'Never identify visitors on these pages',
      text: 'For pages whose visitors are not buyers. For example, /careers, /support/* or /app/*.',
      input: 'Page never identified',
      empty: 'No page: visitors are identified on every page.',
    },
    required: {
      title: 'Only make leads of visitors who saw one of these pages',
      text: 'Optional. Until a visitor has seen one of these pages, their page views do not become leads. For example, /pricing.',
      input: 'Required page',
      empty: 'No page: every visitor may become a lead.',
    },
    count: '{{used}} of {{limit}} pages',
    add: 'Add',
    remove: 'Remove {{pattern}}',
    duplicate: '"{{pattern}}" is already in this list.',
    full: 'This list holds at most {{limit}} pages: remove one to add another.',
    fixMarked: 'Fix or remove the marked pages, then save again.',
    loading: 'Loading the page rules',
    save: 'Save page rules',
    saved: 'Page rules saved.',
    loadFailed: messages.campaignsPageRulesLoadFailed,
  },
  /** Issue 25 item 2: what earns a Site ID lead its score, and the re-scoring a change starts. */
  scoring: {
    title: 'Lead scoring of {{name}}',
    loadFailed: messages.campaignsScoreRulesLoadFailed,
    intro:
      'Every lead of this campaign gets a score from 0 to 100 for what the visitor did on the site. The lead lists show it with its reasons, and can be sorted and filtered by it.',
    defaults: 'This campaign scores by the default rules.',
    pagesTitle: 'Pages that matter',
    pagesText:
      'A page seen adds its points once, however often it was viewed; negative points take some away. Use * for any characters; /pricing also covers every page below it.',
    pagesEmpty: 'No pages yet: the score counts return visits, time on the site and a recent visit.',
    page: 'Page',
    points: 'Points',
    tag: 'Tag',
    pageLabel: 'Page {{number}}',
    pointsLabel: 'Points for page {{number}}',
    tagLabel: 'Tag for page {{number}}',
    remove: 'Remove page {{number}}',
    removeColumn: 'Remove',
    tagHelp:
      'A tag marks the leads that saw the page, such as pricing-page. It is kept in lower case with hyphens; leave it empty for points only.',
    addPage: 'Add a page',
    count: '{{used}} of {{limit}} pages',
    othersTitle: 'What else counts',
    returnVisit: 'Points per return visit',
    returnVisitHelp: 'For each visit after the first, up to {{visits}} visits.',
    minute: 'Points per minute on the site',
    minuteHelp: 'Up to {{cap}} points in all.',
    recent: 'Points for a visit in the last {{days}} days',
    recentHelp: 'While the last page view is at most {{days}} days old.',
    hotScore: 'Hot score',
    hotScoreHelp: 'Leads scoring this or more are tagged hot.',
    wholeNumber: 'Enter a whole number.',
    fixMarked: 'Fix the marked fields, then save again.',
    rescoring: 'Re-scoring the last {{days}} days: {{done}} of {{total}} leads',
    rescored: 'All leads of the last {{days}} days are scored.',
    loading: 'Loading the scoring rules',
    save: 'Save scoring rules',
    saved: 'Scoring rules saved.',
  },
  /** Issue 25 item 6: "Is my pixel installed?", in the embed-code dialog and as a badge per row. */
  pixel: {
    title: 'Is the pixel installed?',
    checkAgain: 'Check again',
    loading: 'Checking where the pixel was seen',
    loadFailed: messages.campaignsPixelStatusLoadFailed,
    state: {
      'never-seen': 'Not seen yet',
      seen: 'Installed',
      silent: 'Silent',
      'elsewhere-only': 'Only seen on another site',
    },
    badge: {
      'never-seen': 'Pixel not seen',
      seen: 'Pixel installed',
      silent: 'Pixel silent',
      'elsewhere-only': 'Pixel on another site',
    },
    notSeen: 'Add the code below to every page of {{site}}; the first page view shows here within a minute.',
    notSeenShort: 'No page view from {{site}} yet: add the embed code to every page of the site.',
    /** Said instead of the host when the campaign's URL has none. */
    theSite: 'the campaign’s site',
    lastOnSite: 'Last page view on {{host}}: {{when}}.',
    pageViews_one: '{{views}} page view from this site so far.',
    pageViews_other: '{{views}} page views from this site so far.',
    silent: 'No page views for {{duration}}. The last was on {{host}}, {{when}}.',
    silentAdvice:
      'While the pixel is silent the campaign makes no leads: check that the code below is still on every page of the site.',
    silentShort:
      'No page views from {{host}} for {{duration}}: the campaign makes no leads until the pixel is back.',
    elsewhere:
      'Also seen on {{host}} (last page view {{when}}): that is not this campaign’s site ({{site}}), so its page views make no leads.',
    elsewhereNoSite:
      'Also seen on {{host}} (last page view {{when}}): this campaign’s URL names no site, so its page views make no leads.',
    elsewhereMore_one: 'And on {{count}} other site.',
    elsewhereMore_other: 'And on {{count}} other sites.',
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

addLabels({ campaigns });
