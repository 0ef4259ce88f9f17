// UI labels of packages and subscriptions (issue 15 point 5; merged into en.ts); the spec's free-plan
// sentences come from `messages`.
import { messages, PLAN_NAMES, PLAN_NOT_SUBSCRIBED } from '@lead/shared';
import { addLabels } from './add-labels.ts';

export const subscriptions = {
  // Plan names, never the codes (issue 23 item 11): one shared map.
  packages: PLAN_NAMES,
  period: { month: 'per month', year: 'per year' },
  prices: {
    title: 'Package prices',
    intro:
      'What agencies pay the platform for each package. Monthly packages are charged every month, yearly ones every year, on the agency’s card. A new price applies from each agency’s next billing date. The Free plan costs nothing.',
    save: 'Save prices',
    saved: 'Package prices have been saved.',
    loadFailed: messages.subscriptionsPricesLoadFailed,
    unset: 'No prices saved yet: every package costs $0.00 until you save them.',
  },
  plan: {
    title: 'Your plan',
    intro:
      'Your agency’s package with the platform. A paid package is charged to your card on file when you choose it and again at each billing date.',
    loadFailed: messages.subscriptionsPlanLoadFailed,
    none: 'No plan chosen yet.',
    current: 'Current plan',
    price: 'Price',
    status: 'Status',
    statuses: {
      active: 'Active',
      cancelled: 'Cancelled: ends {{date}}, will not renew',
      ended: 'Ended',
      none: PLAN_NOT_SUBSCRIBED,
    },
    nextBilling: 'Next billing date',
    noNextBilling: 'None',
    periodEnds: 'Paid through',
    lastInvoice: 'Last invoice',
    invoiceStatus: '{{number}}: {{amount}}, {{status}}',
    invoiceStatuses: {
      open: 'open',
      paid: 'paid',
      failed: 'payment failed',
      external: 'external',
      void: 'void',
    },
    declined:
      'The payment for {{number}} failed: {{error}} Update your card in Card Setting; the charge is retried automatically.',
    choose: 'Change plan',
    choosePlan: 'Package',
    change: 'Change plan…',
    subscribe: 'Subscribe…',
    subscribeTitle: 'Subscribe to {{plan}}?',
    subscribeConfirm: 'Subscribe',
    noPrice: 'None',
    cancel: 'Cancel subscription…',
    confirmTitle: 'Change your plan to {{plan}}?',
    confirmPaid:
      '{{amount}} will be charged now to your card on file, and {{amount}} {{period}} from then on until you cancel.',
    confirmNoProration:
      'Your new plan starts today. What is left of your current period is not refunded or credited.',
    confirmFree:
      'Nothing will be charged. Your current plan ends now, without a refund of its remaining period.',
    confirmFreeNew: 'Nothing will be charged.',
    confirmZero: 'This package has no price yet, so nothing will be charged now.',
    confirm: 'Change plan',
    cancelTitle: 'Cancel your subscription?',
    cancelText:
      'Your {{plan}} plan stays active until {{date}}. It will not renew and nothing more will be charged; after that your agency is on the Free plan. Choose the same package again before then to keep it.',
    cancelConfirm: 'Cancel subscription',
    keep: 'Keep my plan',
    samePlan: 'This is your current plan.',
  },
  billingMethod: {
    label: 'How you bill your clients',
    stripe: 'Through your connected account: the platform charges your clients and pays you your margin',
    direct: 'Direct payment: you bill your clients yourself; the platform charges you wholesale on your card',
    save: 'Change billing method…',
    confirmTitle: 'Change how you bill your clients?',
    confirmDirect:
      'From now on the platform charges your card on file the wholesale price of all your clients’ campaigns, and you collect from your clients yourself. Nothing is charged now.',
    confirmStripe:
      'From now on the platform charges your clients’ cards through your connected account and pays you your margin. Nothing is charged now.',
    confirm: 'Change billing method',
  },
};

addLabels({ subscriptions });
