// UI labels of the invoice screens (/invoices, /invoices/:id, the billing-history panel of the tenant
// rows, the dashboards' invoice card; merged into en.ts as `invoices`).
import { MONEY_WORDS, messages, moneyWordInSentence } from '@lead/shared';
import { addLabels } from './add-labels.ts';

export const invoices = {
  title: 'Invoices',
  intro: {
    client: 'What you owe for your campaigns, period by period, and whether it has been paid.',
    agency:
      'What your clients owe you, what you owe the platform, and your margin (your price minus the wholesale price).',
    platform: 'Every invoice of the platform: clients, agencies and subscriptions.',
  },
  downloadCsv: 'Download CSV',
  downloadFailed: messages.invoicesDownloadFailed,
  loadFailed: messages.invoicesLoadFailed,
  emptyTitle: 'No invoices yet',
  emptyText:
    'An invoice is issued at the end of each billing period of a running campaign. It will appear here with its status.',
  emptyFilteredTitle: 'No invoice matches',
  emptyFilteredText: 'Change or clear the filters to see more invoices.',
  filters: {
    status: 'Status',
    level: 'Type',
    from: 'Period from',
    to: 'Period to',
    any: 'Any',
    clear: 'Clear filters',
  },
  levels: { client: 'Client invoice', agency: 'Agency invoice', subscription: 'Subscription' },
  columns: {
    number: 'Invoice',
    payer: 'Billed to',
    payee: 'From',
    period: 'Period',
    term: 'Term',
    status: 'Status',
    total: 'Total',
    retail: 'Retail',
    wholesale: MONEY_WORDS.wholesale,
    margin: MONEY_WORDS.margin,
    line: '#',
    description: 'Description',
    campaign: 'Campaign',
    module: 'Module',
    quantity: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    client: 'Client',
  },
  open: 'Open {{number}}',
  margins: {
    title: `${MONEY_WORDS.margin} by client and module`,
    intro:
      'Retail is what your clients are billed, wholesale what the platform charges you; the difference is yours.',
    empty: 'No client invoice in this range yet.',
    loadFailed: messages.invoicesMarginsLoadFailed,
    total: 'Total',
  },
  refunds: {
    // issue 23 item 9: a refund is a line with its date and amount, on the list and the invoice
    summary: 'Refunded {{amount}} on {{date}}',
    line: 'Refund on {{date}}',
    total: 'Refunded',
    net: 'Net paid',
  },
  detail: {
    back: 'All invoices',
    print: 'Print',
    refund: 'Refund',
    loadFailed: messages.invoicesDetailLoadFailed,
    billedTo: 'Billed to',
    from: 'From',
    period: 'Period',
    term: 'Term',
    issued: 'Issued',
    paidAt: 'Paid {{date}}',
    nextAttempt: 'Next attempt {{date}}',
    attempts_one: '{{count}} charge attempt',
    attempts_other: '{{count}} charge attempts',
    total: 'Total',
    wholesaleTotal: `${MONEY_WORDS.wholesale} (platform)`,
    marginTotal: `Your ${moneyWordInSentence('margin')}`,
    timezone: 'Dates in {{zone}}',
    attemptsTitle: 'Payment attempts',
    external: 'Your agency bills this invoice itself; it is not charged to a card here.',
    failed: 'The last charge failed: {{reason}} It is retried automatically; a new card is charged at once.',
    updateCard: 'Update your card',
  },
  history: {
    title: 'Billing history',
    button: 'Billing history of {{name}}',
    empty: 'No invoices for this account yet.',
  },
  report: {
    title: 'Invoice',
    intro: 'What the leads of this range cost, by campaign (test leads are never billed).',
    empty: 'No billable lead in this range.',
    loadFailed: messages.invoicesReportLoadFailed,
    columns: {
      campaign: 'Campaign',
      client: 'Client',
      leads: 'Leads',
      costPerLead: MONEY_WORDS.costPerLead,
      // The campaign's PlatformFee: the one-time set-up fee (issue 23: it was shown as 'Platform fee').
      setupFee: MONEY_WORDS.setupFee,
      // The range's leads times their price; the dashboards' Spend card adds the fees of the invoices.
      spend: MONEY_WORDS.leadCharges,
    },
    total: 'Total',
  },
};

addLabels({ invoices });
