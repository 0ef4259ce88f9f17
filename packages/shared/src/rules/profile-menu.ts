// The profile menu (part 1 §2 "Profile menu", §6 "Menu rules"; part 2 §2).
import type { UserType } from '../constants.ts';

export const PROFILE_MENU_ENTRIES = [
  'profile',
  'card-setting',
  'invoices',
  'integrations',
  'exclusion-list',
  'data-enrichment',
  'developer',
  'data-wallet',
  'referral-link',
  'change-password',
  'two-factor',
  'log-out',
] as const;
export type ProfileMenuEntry = (typeof PROFILE_MENU_ENTRIES)[number];

export type ProfileMenuInput = {
  user_type: UserType;
  systemuser: boolean;
  manual_bill: 'T' | 'F';
  /** The user has set up a card (customer_card_id). */
  cardSetUp: boolean;
  paymentAccountConnected: boolean;
  /** The data_wallet beta check passes (betaFeatureOpen). */
  dataWalletOpen: boolean;
};

const isOwner = (type: UserType) => type === 'user' || type === 'userdownline';

export function profileMenu(input: ProfileMenuInput): ProfileMenuEntry[] {
  const shown: Record<ProfileMenuEntry, boolean> = {
    // hidden when the menu user type is sales
    profile: input.user_type !== 'sales',
    // card setup on and manual_bill F, or manual_bill T and type userdownline
    'card-setting':
      (input.cardSetUp && input.manual_bill === 'F') ||
      (input.manual_bill === 'T' && input.user_type === 'userdownline'),
    // Invoices (issue 15 item 7; the menu place is ours): everyone who pays or is paid; sales people
    // have commissions instead
    invoices: input.user_type !== 'sales',
    integrations: input.user_type === 'client',
    'exclusion-list': input.user_type === 'client',
    // Data enrichment (issue 27 item 2; the menu place is ours): clients have no configuration pages,
    // so their contact files are enriched from here; agencies use /configuration/data-enrichment
    'data-enrichment': input.user_type === 'client',
    // user or userdownline: system users always, others with card setup and a connected account
    developer:
      isOwner(input.user_type) && (input.systemuser || (input.cardSetUp && input.paymentAccountConnected)),
    // user or userdownline with manual_bill T, not a system user, data_wallet beta check passing
    'data-wallet':
      isOwner(input.user_type) && input.manual_bill === 'T' && !input.systemuser && input.dataWalletOpen,
    // Referral links (part 2 §7 /general/referralink/; the menu place is ours): those who refer agencies
    'referral-link': input.user_type === 'userdownline' || input.user_type === 'sales',
    'change-password': true,
    'two-factor': true,
    'log-out': true,
  };
  return PROFILE_MENU_ENTRIES.filter((entry) => shown[entry]);
}
