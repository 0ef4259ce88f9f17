// Issue 23 item 2: the start dialog of a campaign that cannot start yet, and the button per blocker.
import { addLabels } from './add-labels.ts';
export const startBlockers = {
  title: 'Before {{name}} can start',
  intro: 'Nothing has been charged. Fix what is listed, then start the campaign again.',
  checking: 'Checking what starting this campaign needs…',
  fixes: {
    'enable-product': 'Enable the product for the client',
    'change-end-date': 'Change the end date',
    'accept-wallet-agreement': 'Accept the agreement',
    'top-up-wallet': 'Top up the Data Wallet',
    'add-agency-card': 'Add the agency’s card',
    'add-client-card': 'Add the client’s card',
  },
  /** The client itself (or someone viewing as it) adds its own card. */
  addOwnCard: 'Add your card',
  stripe: {
    card: 'Card',
    loading: 'Loading the secure card form…',
    unavailable: 'The card form could not be loaded. Check your connection and reload the page.',
  },
} as const;

addLabels({ startBlockers });
