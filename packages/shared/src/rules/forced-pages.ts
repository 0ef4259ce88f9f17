// Pages a user is sent to whatever they open (part 1 §4 "Forced pages").
import type { UserType } from '../constants.ts';

export type ForcedPageInput = {
  user_type: UserType;
  systemuser: boolean;
  /** Client: setupcomplete F with accessmodule paymentfailed. */
  clientPaymentFailed: boolean;
  agencyPaymentFailed: boolean;
  cardSetUp: boolean;
  profile_setup_completed: 'T' | 'F';
  disable_client_add_campaign: 'T' | 'F';
  /** A view-as session: the agency or platform staff acting for the account. */
  isViewMode?: boolean;
};

export type ForcedPage = 'card-setting' | 'profile-setup' | 'dashboard';
export type PageKind = 'card-setting' | 'profile-setup' | 'campaign-management' | 'other';

export function forcedPage(input: ForcedPageInput, opening: PageKind): ForcedPage | null {
  if (input.clientPaymentFailed || input.agencyPaymentFailed) {
    return opening === 'card-setting' ? null : 'card-setting';
  }
  if (cardRequired(input) && (!input.cardSetUp || input.profile_setup_completed !== 'T')) {
    // Issue 23 item 2: whoever views as the account (its agency, platform staff) may do there what the
    // account could, its card included; the rest of the profile stays the account's own to fill in.
    if (input.isViewMode) return null;
    return opening === 'profile-setup' ? null : 'profile-setup';
  }
  if (
    opening === 'campaign-management' &&
    input.user_type === 'client' &&
    input.disable_client_add_campaign === 'T'
  ) {
    return 'dashboard';
  }
  return null;
}

/** Whether a user must hold a card: clients and agency staff, never platform staff or sales. */
export const cardRequired = (user: { user_type: UserType; systemuser: boolean }): boolean =>
  !user.systemuser && user.user_type !== 'sales' && user.user_type !== 'administrator';

/** The questionnaire is for every user type but clients (part 1 §2, §6). */
export const questionnaireAllowed = (userType: UserType): boolean => userType !== 'client';

/** Leads-management is for administrators only and hidden from the menu (part 1 §2). */
export const leadsManagementAllowed = (userType: UserType): boolean => userType === 'administrator';
