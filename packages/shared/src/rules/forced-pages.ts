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
};

export type ForcedPage = 'card-setting' | 'profile-setup' | 'dashboard';
export type PageKind = 'card-setting' | 'profile-setup' | 'campaign-management' | 'other';

/** Who must have a card: clients and agency staff; platform staff and sales never. */
const needsCard = (input: ForcedPageInput) =>
  !input.systemuser && input.user_type !== 'sales' && input.user_type !== 'administrator';

export function forcedPage(input: ForcedPageInput, opening: PageKind): ForcedPage | null {
  if (input.clientPaymentFailed || input.agencyPaymentFailed) {
    return opening === 'card-setting' ? null : 'card-setting';
  }
  if (needsCard(input) && (!input.cardSetUp || input.profile_setup_completed !== 'T')) {
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
