// UI labels of sales commissions (issue 15 point 3; merged into en.ts as `commissions`): the rates in
// General Settings (platform staff) and a sales person's own commissions.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const commissions = {
  ratesTitle: 'Sales commissions',
  ratesIntro:
    "Percent of the platform's revenue from each paid invoice of an agency: the whole of an agency's own invoice, the wholesale part of its clients' invoices. Each sales person the agency names earns its role's rate.",
  fields: {
    salesRep: 'Sales rep (%)',
    accountExecutive: 'Account executive (%)',
    referral: 'Referral (%)',
  },
  save: 'Save commission rates',
  loadFailed: messages.commissionsLoadFailed,
  listTitle: 'Your commissions',
  listIntro: 'You earn a commission each time an invoice of an agency you are assigned to is paid.',
  total: 'Total: {{amount}} from {{count}} commissions',
  emptyTitle: 'No commissions yet',
  emptyText: 'Commissions appear here once an invoice of an agency you are assigned to is paid.',
  listFailed: messages.commissionsListFailed,
  takenBack: '{{amount}} taken back (invoice refunded)',
  shownNewest: 'The newest {{shown}} of {{count}} are listed.',
  columns: {
    date: 'Date',
    agency: 'Agency',
    invoice: 'Invoice',
    role: 'Role',
    rate: 'Rate',
    amount: 'Amount',
  },
  roles: {
    sales_rep: 'Sales rep',
    account_executive: 'Account executive',
    referral: 'Referral',
  },
};

addLabels({ commissions });
