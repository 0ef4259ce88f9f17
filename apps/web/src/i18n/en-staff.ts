// UI labels of the staff feature (merged into en.ts); spec sentences come from `messages`.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const staff = {
  loadFailed: messages.staffLoadFailed,
  administrator: {
    intro: 'The people who help run this account, with their role and what they are notified of.',
    add: 'Add administrator',
    addTitle: 'New administrator',
    editTitle: 'Edit administrator',
    emptyTitle: 'No administrators yet',
    emptyText: 'Add the people who help you run this account. Give each a role from the Role List.',
    removeTitle: 'Remove this administrator?',
    removeText: '{{name}} ({{email}}) will no longer be able to sign in.',
  },
  sales: {
    intro: 'Sales representatives and account executives of the platform, with their payout account.',
    add: 'Add sales person',
    addTitle: 'New sales person',
    editTitle: 'Edit sales person',
    emptyTitle: 'No sales people yet',
    emptyText:
      'Add the people who sell the platform. Mark account executives so they can be assigned to agencies.',
    removeTitle: 'Remove this sales person?',
    removeText: '{{name}} ({{email}}) will no longer be able to sign in.',
  },
  search: 'Search by name or e-mail',
  noMatchTitle: 'Nothing matches your search',
  noMatchText: 'Try another name or e-mail address.',
  columns: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    role: 'Role',
    notices: 'Settings',
    accountExecutive: 'Account executive',
    payoutAccount: 'Payout account',
    created: 'Created',
    actions: 'Actions',
  },
  fields: {
    fullName: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    phoneCountry: 'Phone country',
    role: 'Role',
    rolePlaceholder: 'No role',
    defaultAdmin: 'Default admin',
    customerCare: 'Customer care',
    adminGetNotification: 'Gets admin notifications',
    disabledReceivedEmail: 'Disable received e-mail',
    accountExecutive: 'Account executive',
  },
  flags: {
    defaultAdmin: 'Default admin',
    customerCare: 'Customer care',
    adminGetNotification: 'Notified',
    disabledReceivedEmail: 'No e-mail',
  },
  actions: {
    edit: 'Edit',
    remove: 'Remove',
    resendInvitation: 'Resend invitation',
    cancel: 'Cancel',
    save: 'Save',
  },
  noRole: 'No role',
} as const;

addLabels({ staff });
