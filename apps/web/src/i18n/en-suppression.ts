// The client-wide Exclusion List dialog, the platform opt-out list page and the public opt-out page.
// Sentences marked part 2 §8 are the spec's own.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const suppression = {
  dialog: {
    title: 'Client Wide Exclusion List',
    intro:
      'Upload the e-mail addresses that must never be delivered to you as leads: one plain or MD5-hashed address per row, up to 10,000 rows per CSV file. A header row is fine.',
    file: 'CSV file',
    filePlaceholder: 'Choose a .csv file',
    upload: 'Upload',
    // part 2 §8
    uploadFailed: messages.suppressionDialogUploadFailed,
    uploadSubmitted: 'Your Suppression file has been Submitted, Thank you!',
    entries: 'Addresses on your list: {{count}}',
    running: 'Imports in progress',
    done: 'Recent uploads',
    noUploads: 'No uploads yet.',
    rows: '{{current}} of {{total}} rows',
    added: 'Added: {{count}}',
    alreadyListed: 'Already on the list: {{count}}',
    skipped: 'Rows skipped: {{count}}',
    moreSkipped: 'and {{count}} more',
    badRow: 'line {{line}}: {{reason}}',
    status: {
      queued: 'Waiting',
      processing: 'Importing',
      done: 'Done',
      failed: 'Failed',
    },
    purge: 'Purge',
  },
  purge: {
    // part 2 §8
    confirmTitle: 'Record Purge Confirmation',
    confirmText: 'Are you sure you want to purge existing records?',
    requestFailed: messages.suppressionPurgeRequestFailed,
    confirm: 'Purge',
    errorTitle: 'Purge failed',
  },
  optOutList: {
    description:
      'The platform opt-out list: people who asked to be excluded everywhere. Their leads and visits are removed in every account within minutes.',
    publicPage: 'Public opt-out page',
    loadFailed: messages.suppressionOptOutListLoadFailed,
    addLabel: 'E-mail address or MD5 hash',
    addPlaceholder: 'someone@example.com',
    add: 'Add to the list',
    purge: 'Purge list',
    emptyTitle: 'No opt-out requests yet',
    emptyText:
      'Requests from the public opt-out page and addresses added here are listed with what was removed.',
    columns: {
      emailMd5: 'E-mail (MD5)',
      source: 'Source',
      requested: 'Requested',
      completed: 'Completed',
      removedLeads: 'Leads removed',
      removedVisits: 'Visits removed',
      status: 'Status',
    },
    source: { public: 'Public page', system: 'Added by staff' },
    removing: 'Removing data…',
    excluded: 'Excluded',
    purged: 'Purged',
  },
  publicPage: {
    title: 'Opt out',
    intro:
      'Enter your e-mail address to be excluded from the leads of every business on this platform. Any data we hold about you is removed within minutes.',
    submit: 'Opt me out',
    note: 'We keep only a one-way hash of your address, so that we never collect your data again.',
  },
};

addLabels({ suppression });
