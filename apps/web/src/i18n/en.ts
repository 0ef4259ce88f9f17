// UI labels of our own; sentences the spec fixes come from `messages` in @lead/shared.
import { messages } from '@lead/shared';

import { accessibility } from './en-accessibility.ts';
import { agencyHosts } from './en-agency-hosts.ts';
import { audience } from './en-audience.ts';
import { betaUsers } from './en-beta-users.ts';
import { billingMethodBlocker, campaignBulk } from './en-campaign-bulk.ts';
import { campaignSetup } from './en-campaign-setup.ts';
import { campaigns } from './en-campaigns.ts';
import { commissions } from './en-commissions.ts';
import { documents } from './en-documents.ts';
import { filing } from './en-filing.ts';
import { heldLeads } from './en-held-leads.ts';
import { integrations } from './en-integrations.ts';
import { invoices } from './en-invoices.ts';
import { leadFlood } from './en-lead-flood.ts';
import { leads } from './en-leads.ts';
import { pricePresets } from './en-price-presets.ts';
import { referrals } from './en-referrals.ts';
import { reportAnalytics } from './en-report-analytics.ts';
import { reports } from './en-reports.ts';
import { staff } from './en-staff.ts';
import { startBlockers } from './en-start-blockers.ts';
import { subscriptions } from './en-subscriptions.ts';
import { suppression } from './en-suppression.ts';
import { tenants } from './en-tenants.ts';
import { userLogs } from './en-user-logs.ts';
import { visitorLabels } from './en-visitor.ts';
import { dataWallet } from './en-wallet.ts';

export const en = {
  ...visitorLabels,
  accessibility,
  pager: {
    range: '{{from}}–{{to}} of {{total}}',
    sortBy: 'Sort by {{column}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    number: 'Page {{page}}',
  },
  tenants,
  integrations,
  subscriptions,
  campaigns,
  startBlockers,
  campaignBulk,
  billingMethodBlocker,
  betaUsers,
  campaignSetup,
  pricePresets,
  reports,
  reportAnalytics,
  audience,
  suppression,
  leads,
  heldLeads,
  filing,
  referrals,
  invoices,
  documents,
  leadFlood,
  commissions,
  agencyHosts,
  userLogs,
  staff,
  register: {
    clientTitle: 'Create your account',
    clientIntro: 'Start running lead campaigns in a few minutes.',
    agencyTitle: 'Register your agency',
    agencyIntro: 'Offer lead generation to your clients under your own brand.',
    phoneHint: 'Optional. Include the country code, for example +1 312 555 0100.',
    submit: 'Create account',
    consentBefore: 'By creating an account you agree to the',
    consentAnd: 'and the',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'Choose a new password for {{email}}.',
    submit: 'Set new password',
    requestNew: 'Request a new link',
  },
  sso: {
    title: 'Single sign-on',
    goToSignIn: 'Go to sign in',
  },
  changePassword: {
    title: 'Change Password',
  },
  googleAuth: {
    title: 'Google Authenticator',
    intro:
      'Install Google Authenticator (or another authenticator app) from Google Play on Android or the App Store on iPhone, then scan this QR code with it.',
    qrAlt: 'QR code for your authenticator app',
    manual: 'Cannot scan the code? Enter this key in the app instead:',
    codeHint: 'Enter the 6-digit code the app shows to finish the setup.',
  },
  profileMenu: {
    open: 'Profile menu',
    logOut: 'Log out',
    entries: {
      profile: 'Profile',
      'card-setting': 'Card Setting',
      invoices: 'Invoices',
      integrations: 'Integrations',
      'exclusion-list': 'Exclusion List',
      developer: 'Developer',
      'data-wallet': 'Data Wallet',
      'referral-link': 'Referral Link',
      'change-password': 'Change Password',
      'two-factor': 'Two Factor Authentication',
      'log-out': 'Log out',
    },
  },
  shell: {
    userNotLoaded: 'Your account could not be loaded',
    toggleNavigation: 'Open or close the menu',
    home: '{{name}}: home',
    // part 1 §2: the agency banner; the link names the card payment provider.
    actionRequiredLink: 'Review your Stripe account in General Settings',
  },
  sidebar: {
    label: 'Main menu',
    support: 'Support',
    beta: 'Beta',
    availableWithLeadEngine: 'Available with the lead engine',
    entries: {
      dashboard: 'Dashboard',
      'ads-design': 'Ads Design',
      campaign: 'Campaign',
      'client-management': 'Client Management',
      'agency-list': 'Agency List',
      'administrator-list': 'Administrator List',
      'sales-account-list': 'Sales Rep & AE List',
      'general-settings': 'General Settings',
      'exclusion-list': 'Exclusion List',
      'report-analytics': 'Report Analytics',
      'sales-connect': 'Connect Your Account',
    },
    children: {
      'banner-create': 'Banner create',
      'banner-list': 'Banner list',
      'ads-clients': 'Clients',
      'campaign-dashboard': 'Dashboard',
      'campaign-create': 'Create Campaign',
      'campaign-audience': 'Campaign Audience List',
      'campaign-clients': 'Clients',
    },
  },
  systemSettings: {
    title: 'System Settings',
  },
  configurationPages: {
    'client-management': 'Client Management',
    'agency-list': 'Agency List',
    'administrator-list': 'Administrator List',
    'sales-account-list': 'Sales Rep & AE List',
    'role-list': 'Role List',
    'general-setting': 'General Settings',
    'data-enrichment': 'Data Enrichment',
    'opt-out-list': 'Exclusion List',
    'report-analytics': 'Report Analytics',
    'sales-connect-account': 'Connect Your Account',
  },
  configurationEmpty: {
    'data-enrichment': {
      title: 'No enrichment jobs yet',
      text: 'Uploads of contact lists to enrich with lead data will be listed here with their progress.',
    },
  },
  viewAs: {
    revert: 'Return to your own account',
    // The banner on every page while viewing as someone else.
    bannerLabel: 'Viewing as another account',
    banner: 'You are viewing as {{name}} ({{company}}).',
    bannerHint: 'What you change here changes their account.',
    returnTo: 'Return to {{name}}',
    returnToOwn: 'Return to your account',
  },
  agreements: {
    serviceAgreement: 'Service Agreement',
    betaIntro: '{{feature}} is a beta feature. Before you use it, please read and accept these beta terms:',
    betaTermAsIs: 'The feature is provided as is while in beta and may be interrupted without notice.',
    betaTermChanges: 'Its behaviour, limits and pricing may change before general release.',
    betaTermBilling: 'Usage during the beta is billed as stated in the Service and Billing Agreement.',
    betaTermFeedback: 'We may contact you about your experience to improve the feature.',
    betaConfirmHint: 'Confirm to record your agreement; Decline to go back.',
    confirm: 'Confirm',
    decline: 'Decline',
  },
  developer: {
    title: 'API KEY',
    agreementIntro:
      'API credentials are issued only after you accept the Developer Marketing Services Agreement below.',
    agreementFrame: 'Developer Marketing Services Agreement',
    agree: 'Agree',
    agreedTitle: 'Agreement accepted',
    credentialsInfo: 'API credentials are issued in the Developer API section.',
  },
  dataWallet,
  modules: {
    dashboardTitle: '{{module}} Dashboard',
    campaignsTitle: '{{module}} Campaign Management',
    leadsTitle: '{{module}} Leads Management',
    noCampaigns: 'No campaigns yet',
    noCampaignsText:
      '{{module}} campaigns are built in Build Your Campaign. Once a campaign runs, its leads and figures appear here.',
    noLeads: 'No leads yet',
    noLeadsText: 'Leads of every campaign of this module will be listed here for review.',
  },
  cardForm: {
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
  },
  cardSetting: {
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
  },
  refunds: {
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
  },
  sandboxDecline: {
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
  },
  connectedAccount: {
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
  },
  sandboxConnect: {
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
  },
  salesConnect: {
    intro: 'Connect the account your sales commissions are paid to.',
  },
  generalSetting: {
    betaTitle: 'Beta features',
    betaIntro:
      'A beta feature shows only to its beta users, unless it applies to every agency. Turn beta off to release it to everyone.',
    betaFeature: 'Feature',
    betaIsBeta: 'Beta',
    betaAllAgencies: 'All agencies',
    betaUsers: 'Beta users',
    betaIsBetaOf: '{{name}} is in beta',
    betaAllAgenciesOf: '{{name}} beta applies to all agencies',
    betaSaved: 'The beta feature has been updated.',
    modulesTitle: 'Modules',
    modulesIntro:
      'Name the lead modules as your clients see them, and choose the address of each. Enhance ID and B2B ID appear only with both a name and an address.',
    moduleName: '{{module}} name',
    moduleUrl: '{{module}} URL',
    saveModules: 'Save modules',
    appearanceTitle: 'Appearance',
    colours: {
      sidebarcolor: 'Sidebar colour',
      templatecolor: 'Page background colour',
      boxcolor: 'Box colour',
      textcolor: 'Text colour',
      linkcolor: 'Link colour',
    },
    font: 'Font',
    paymentTermDefault: 'Default payment term',
    paymentTermDefaultHint: 'The term new campaigns and the Set Cost for Agency window start at.',
    saveAppearance: 'Save appearance',
    pickColour: 'Pick the {{name}} from the screen',
    preview: 'Preview',
    previewLabel: 'Preview of the sidebar, page, box, text, link and button in the chosen colours',
    previewBrand: 'Your brand',
    previewMenuDashboard: 'Dashboard',
    previewMenuCampaigns: 'Campaigns',
    previewPageText: 'Page text on the page background.',
    previewBoxText: 'Text in a box.',
    previewLink: 'A link',
    previewButton: 'Button',
    resetAppearance: 'Reset to defaults',
    resetTitle: 'Reset the appearance to the defaults?',
    resetText:
      'Your saved colours, font and default payment term are removed, and what your site had before you chose them applies again. You can choose again at any time.',
    resetConfirm: 'Reset to defaults',
    resetDone: 'The appearance is back to the defaults.',
    logoTitle: 'Logo',
    logoIntro:
      'Your logo shows in the sidebar header and on the sign-in page of your site. PNG, JPEG, GIF or WebP, at most 2 MB (SVG is not accepted: it can carry script).',
    logoFile: 'Logo image',
    logoUpload: 'Upload logo',
    logoRemove: 'Remove logo',
    logoRemoveTitle: 'Remove the logo?',
    logoRemoveText:
      'Your site shows the first letter of your company name instead until you upload a new logo.',
    embedTitle: 'Embedded code',
    embedIntro:
      'Code such as an analytics tag or a chat widget, added to every page of your own site (your subdomain or custom domain) and nowhere else. It runs for everyone who opens your site, your clients included: add only code you trust.',
    embedPlace: 'Where the code goes',
    embedPlaces: { head: 'Head', body: 'Start of body', footer: 'Footer (end of body)' },
    embedCode: 'Code',
    embedCount: '{{count}} of {{max}} characters. Leave empty and save to remove it.',
    embedSave: 'Save embedded code',
  },
  roles: {
    intro: 'Roles decide what the people of this account may see and change.',
    add: 'Add role',
    edit: 'Edit role',
    editShort: 'Edit',
    remove: 'Remove',
    removeTitle: 'Remove this role?',
    removeText: 'The role {{role}} will be removed.',
    name: 'Role name',
    module: 'Module',
    enabledModules: 'Enabled modules',
    noModules: 'None',
    emptyTitle: 'No roles yet',
    emptyText:
      'Add a role to choose what its members may do in Ads Design, Campaign, LeadsPeek and Settings.',
    actions: { enable: 'Enable', create: 'Create', update: 'Update', delete: 'Delete' },
  },
  profile: {
    title: 'Profile',
    edit: 'Edit profile',
  },
  profileSetup: {
    currentPassword: 'Current password',
    currentPasswordHint: 'Changing your login e-mail needs your current password.',
    contactsTitle: 'Contacts',
    contacts: {
      franchize: 'Franchise contact',
      franchizedirector: 'Franchise director',
      director: 'Director',
      manager: 'Manager',
      team: 'Team contact',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Contact e-mail',
      phone: 'Contact phone',
      phoneCountry: 'Contact phone country',
    },
    title: 'Profile Setup',
    menuTitle: 'Profile',
    intro: 'Tell us about yourself and your company.',
    personalStep: 'Personal',
    companyStep: 'Company',
    cardStep: 'Payment',
    next: 'Next',
    back: 'Back',
    finish: 'Finish',
    picture: 'Profile picture',
    phone: 'Phone number',
    phoneCountry: 'Phone country',
    address: 'Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    country: 'Country',
    logo: 'Company logo',
    companyEmail: 'Company e-mail',
    companyPhone: 'Company phone',
    companyPhoneCountry: 'Company phone country',
    companyAddress: 'Company address',
    companyCity: 'Company city',
    companyState: 'Company state',
    companyZip: 'Company ZIP code',
    companyCountry: 'Company country',
    industry: 'Industry',
    cardIntro: 'Add the card your platform fees and lead charges are billed to.',
    saveCard: 'Save card',
    cardSaved: 'Your card has been saved. Finish to start using the platform.',
  },
  questionnaire: {
    title: 'Questionnaire',
    intro: 'A few questions so we can tailor the platform to your business.',
    submit: 'Send answers',
    promptTitle: 'Tell us about your business',
    promptText: 'Four short questions help us tailor the platform to you.',
    promptLink: 'Answer the questionnaire',
    questions: {
      company_size: 'Company size',
      monthly_lead_goal: 'Monthly lead goal',
      main_channel: 'Main marketing channel',
      heard_about_us: 'How did you hear about us?',
    },
    choices: {
      company_size: {
        '1-10': '1 to 10 people',
        '11-50': '11 to 50 people',
        '51-200': '51 to 200 people',
        '201+': 'More than 200 people',
      },
      monthly_lead_goal: {
        '<100': 'Fewer than 100',
        '100-500': '100 to 500',
        '500-2000': '500 to 2,000',
        '2000+': 'More than 2,000',
      },
      main_channel: {
        search: 'Paid search',
        social: 'Social media',
        email: 'E-mail',
        direct: 'Direct mail',
        other: 'Other',
      },
    },
  },
  planned: {
    bannerList: {
      title: 'Ads Design',
      emptyTitle: 'No banners yet',
      emptyText: 'Banners you design for your campaigns will be listed here.',
    },
    bannerCreate: {
      title: 'Create Banner',
      emptyTitle: 'The banner designer is not open yet',
      emptyText: 'Banners will be designed here from your templates and brand colours.',
    },
    campaign: {
      title: 'Campaign',
      emptyTitle: 'No campaigns yet',
      emptyText:
        'Campaigns are built in Build Your Campaign; their audiences and clients will be listed here.',
    },
  },
  pages: {
    dashboard: 'Dashboard',
  },
  dashboard: {
    welcome: 'Welcome, {{name}}',
    company: 'Company:',
    userType: 'Role:',
    systemUser: 'System user',
  },
  devMail: {
    title: 'Dev mailbox',
    intro: 'E-mails the platform sent while no SMTP server is configured, newest first.',
    refresh: 'Refresh',
    empty: 'No e-mails yet.',
    off: 'The dev mailbox is off: e-mails are sent through the configured SMTP server.',
    signIn: 'Sign in',
    to: 'To',
    messageLabel: 'E-mail to {{to}}: {{subject}}',
  },
  notFound: {
    home: 'Go to the start page',
  },
} as const;

export type Resources = typeof en;
