// UI labels of document download authorisation (/download-auth/{pkdoc}; merged into en.ts as `documents`).
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const documents = {
  title: 'Download authorisation',
  intro: 'Lead lists hold personal data: confirm it is you before the file is downloaded.',
  heading: 'Leads of {{campaign}}',
  details: '{{client}} · {{module}} · {{count}} leads',
  password: 'Your password',
  passwordHint:
    'The password you sign in with. Too many wrong attempts lock downloads and sign-ins for a while.',
  download: 'Download the lead list',
  downloadLink: 'Download all leads (CSV)',
  downloaded: 'The lead list was downloaded.',
  notFoundTitle: 'This document is not available',
  notFoundText:
    'The link may be mistyped, or the campaign belongs to an account you do not manage. Ask whoever sent it for a new link.',
  loadFailed: messages.documentsLoadFailed,
  notForYouTitle: 'Downloads are for agency and platform staff',
  notForYouText: 'Ask your agency for the file.',
  /** The password dialog before every other lead download (dashboards, Leads Management). */
  confirmTitle: 'Confirm it is you',
  confirmText: 'These leads hold personal data. Type your password again to download them.',
  confirmDownload: 'Download',
  cancel: 'Cancel',
};

addLabels({ documents });
