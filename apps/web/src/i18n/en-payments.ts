// Labels of card payments: the card form and Card Setting, refunds, and the connected payment account.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';

export const cardForm = {
  sandboxHint:
    'Test mode: use card 4242 4242 4242 4242 with any future expiry and any 3-digit code. 4000 0000 0000 0002 (declined) and 4000 0000 0000 9995 (insufficient funds) are saved but their charges fail; 4000 0000 0000 0069 is refused as expired.',
  number: 'Card number',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvc: 'Security code (CVC)',
  cardholder: 'Cardholder name',
  address: 'Billing address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  country: 'Country',
} as const;

export const cardSetting = {
  title: 'Card Setting',
  intro: 'The card your platform fees and lead charges are billed to.',
  expires: 'expires {{expiry}}',
  noCard: 'No card is on file yet.',
  replace: 'Replace card',
  add: 'Add a card',
  save: 'Save card',
  paymentFailedTitle: 'A payment failed',
  paymentFailed: messages.cardSettingPaymentFailed,
  paymentFailedAmount:
    'Your last payment could not be charged, so your campaigns are paused. Save a card that can pay: the outstanding {{amount}} is charged to it at once and your campaigns resume.',
  paymentFailedWallet:
    'Your Data Wallet could not pay the outstanding {{amount}}, so your campaigns are paused. Charge the Data Wallet with the card below: the outstanding amount is paid from it at once and your campaigns resume.',
  openWallet: 'Open Data Wallet',
} as const;

export const refunds = {
  title: 'Refund {{number}}',
  intro: 'Up to {{left}} of {{number}} can be refunded. Prepaid purchases are non-refundable.',
  amount: 'Amount to refund',
  next: 'Review refund',
  back: 'Back',
  confirmText: 'Refund {{amount}} of {{number}} to the card of {{payer}}?',
  confirmNote:
    'The money goes back to the card that paid; the platform and the agency each return their share. A refund cannot be undone.',
  confirm: 'Refund {{amount}}',
  done: 'Refunded {{amount}}. In all {{refunded}} refunded; {{left}} left.',
  nothingLeft: '{{number}} has been refunded in full.',
} as const;

export const sandboxDecline = {
  badge: 'Test mode',
  title: 'Sandbox: test a failed payment',
  intro:
    'Only in test mode: make the card on file decline its charges, to see what happens when a payment fails. No real card is involved.',
  succeeding: 'Charges of this card succeed.',
  declining: 'Charges of this card are declined ({{reason}}).',
  reasons: { decline: 'card declined', insufficient_funds: 'insufficient funds' },
  toDecline: 'Switch card to decline',
  toSucceed: 'Switch card back to succeed',
  declineTitle: 'Make this card decline?',
  declineText:
    'From now on every charge of the card ending in {{last4}} fails with “Your card was declined.” Invoices charged meanwhile are marked failed and retried on schedule. You can switch back at any time.',
  succeedTitle: 'Make this card succeed again?',
  succeedText:
    'Charges of the card ending in {{last4}} succeed again. Failed invoices are charged at their next retry.',
  confirmDecline: 'Decline its charges',
  confirmSucceed: 'Charge it normally',
} as const;

export const connectedAccount = {
  title: 'Connected payment account (Stripe)',
  states: {
    connected: 'Connected',
    'not-connected': 'Not connected',
    pending: 'Form incomplete',
    inverification: 'Under review',
  },
  explain: {
    connected: 'Charges and payouts of your clients go through your connected account.',
    'not-connected': 'Connect an account with the payment provider before you add clients.',
    pending: 'The form with the payment provider is not complete yet. Continue where you left off.',
    inverification: 'The payment provider is reviewing your details. You may be asked for more.',
  },
  charges: 'Charges enabled',
  payouts: 'Payouts enabled',
  requirements: 'The payment provider still needs:',
  connect: 'Connect',
  continue: 'Continue',
  reset: 'Reset',
  resetTitle: 'Reset the payment connection?',
  resetText:
    'The connection to your payment account is removed. You will need to connect an account again before adding clients.',
} as const;

export const sandboxConnect = {
  title: 'Payment provider (sandbox)',
  intro: 'In test mode this page stands in for the payment provider’s onboarding form.',
  status: 'Account state',
  states: {
    none: 'Not started',
    pending: 'Details to submit',
    inverification: 'Under verification',
    completed: 'Completed',
  },
  submit: 'Submit details',
  approve: 'Approve verification',
  done: 'Your account is connected. Charges and payouts are enabled.',
  return: 'Return to settings',
} as const;

export const salesConnect = {
  intro: 'Connect the account your sales commissions are paid to.',
} as const;

addLabels({ cardForm, cardSetting, refunds, sandboxDecline, connectedAccount, sandboxConnect, salesConnect });
