// UI labels of the Data Wallet (issue 16; merged into en.ts as `dataWallet`); the sentences the spec
// fixes ('*Minimum amount is $…', 'No transaction history available.', …) come from `messages`.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const dataWallet = {
  title: 'Data Wallet',
  intro:
    'The Data Wallet is a prepaid balance your lead charges are taken from, instead of charging your card for each invoice.',
  loadFailed: messages.dataWalletLoadFailed,
  balance: 'Balance',
  lastTopUp: 'Balance after the last top-up: {{amount}}',
  noTopUpYet: 'No top-up yet: charge the wallet to start using it.',
  autoTopUpOn:
    'Continual top-up is on: when the balance falls below {{threshold}} (10% of the balance after the last top-up), {{amount}} is charged to the card on file.',
  autoTopUpOnNoBase:
    'Continual top-up is on: after the first charge, the wallet is topped up whenever its balance falls below 10% of the last top-up.',
  autoTopUpOff: 'Continual top-up is stopped: the wallet is topped up only when you charge it here.',
  amountLegend: 'Top-up amount',
  amountChoice: 'Amount to charge',
  preset: '{{amount}}',
  custom: 'Custom amount',
  customField: 'Custom amount (US dollars)',
  customHint: 'Custom amounts start at {{minimum}}.',
  save: 'Save',
  saveHint: 'Save keeps this amount for the next top-up without charging anything.',
  charge: 'Charge {{amount}}',
  chargeTitle: 'Charge {{amount}} to your card?',
  chargeText: '{{amount}} is charged to the card on file now and added to your Data Wallet balance.',
  chargeCard: 'The card on file ends in {{last4}}.',
  chargeNonRefundable: 'Once charged, this amount cannot be refunded.',
  chargePlain: 'Charge',
  back: 'Back',
  chargeConfirm: 'Charge {{amount}} now',
  cardSettingLink: 'Check the card on file in Card Setting',
  // Part 2 §6 words these 'Stop Continual Topup' / 'Continual Topup'; issue 23 asks for sentence case.
  stopContinual: 'Stop continual top-up',
  startContinual: 'Start continual top-up',
  stopTitle: 'Stop continual top-up?',
  stopText:
    'The wallet is no longer charged automatically. When the balance runs out, leads are held and your campaigns pause until you charge the wallet again.',
  startTitle: 'Start continual top-up?',
  startText:
    'The card on file is charged the chosen amount whenever the balance falls below 10% of the last top-up.',
  history: 'Transaction history',
  month: 'Month',
  download: 'Download CSV',
  downloadFailed: messages.dataWalletDownloadFailed,
  declined: 'Declined',
  held: 'Held leads: {{leads}}. Paused campaigns: {{campaigns}}. Charge the wallet to release the leads, oldest first, and resume the campaigns.',
  historyLabel: 'Transactions of {{month}}',
  kinds: {
    topup: 'Top-up',
    charge: 'Charge',
    other: 'Other',
  },
} as const;

addLabels({ dataWallet });
