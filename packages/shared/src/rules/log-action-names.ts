// The names people read for the user logs' actions: the API, its filter and the CSV keep the codes
// (part 2, "User log row"), the log's table and its Action filter show these names.
import type { LogAction } from '../contracts/user-logs.ts';

export const LOG_ACTION_NAMES: Record<LogAction, string> = {
  login: 'Sign-in',
  logout: 'Sign-out',
  register: 'Registration',
  'change-password': 'Password change',
  'password-reset': 'Password reset',
  'two-factor': 'Two-factor authentication',
  'sso-token': 'Single sign-on',
  'view-as': 'View as',
  profile: 'Profile',
  'setup-complete': 'Set-up completed',
  questionnaire: 'Questionnaire',
  setting: 'Settings',
  role: 'Role',
  'card-save': 'Card saved',
  'sandbox-card-outcome': 'Test card outcome',
  'invoice-refund': 'Invoice refund',
  'payment-customer': 'Payment account',
  'connected-account': 'Connected account',
  'reset-payment-connection': 'Payment connection reset',
  agreement: 'Agreement',
  'beta-feature': 'Beta feature',
  'user-create': 'User added',
  'user-update': 'User changed',
  'user-remove': 'User removed',
  invitation: 'Invitation',
  'manual-bill': 'Manual billing',
  'free-plan': 'Free plan',
  subscription: 'Subscription',
  'billing-method': 'Billing method',
  settlement: 'Settlement',
  payment: 'Payment',
  commission: 'Commission',
  'sales-person': 'Sales person',
  'cost-agency': 'Agency cost',
  'price-preset': 'Price preset',
  banner: 'Banner',
  campaign: 'Campaign',
  suppression: 'Exclusion list',
  'lead-review': 'Lead review',
  integration: 'Integration',
  'api-credentials': 'API credentials',
  'data-enrichment': 'Data enrichment',
  'file-download': 'File download',
  'link-copied': 'Link copied',
};

/** The action's name; an action this build does not know reads as its code rather than as nothing. */
export const logActionName = (action: string): string =>
  Object.hasOwn(LOG_ACTION_NAMES, action) ? LOG_ACTION_NAMES[action as LogAction] : action;
