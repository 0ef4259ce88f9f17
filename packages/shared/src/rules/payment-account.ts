// The connected payment account of an agency or sales person (part 1 §4, §8; part 2 §4).

export type PaymentAccountState = 'connected' | 'not-connected' | 'pending' | 'inverification';

export type PaymentAccountInput = {
  status_acc: string;
  /** A package exists and it is billed manually or through a non-card gateway. */
  package_id?: string | null;
  manual_bill?: 'T' | 'F';
  paymentgateway?: string | null;
};

export function paymentAccountState(input: PaymentAccountInput): PaymentAccountState {
  if (input.status_acc === 'completed') return 'connected';
  const packaged = Boolean(input.package_id);
  if (
    packaged &&
    (input.manual_bill === 'T' || (input.paymentgateway && input.paymentgateway !== 'stripe'))
  ) {
    return 'connected';
  }
  if (input.status_acc === 'pending') return 'pending';
  if (input.status_acc === 'inverification') return 'inverification';
  return 'not-connected';
}

export type ConnectedAccountFlags = {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  account_requirements: string[];
};

/** The agency top-bar banner 'Action Required: Update your connected account.' (part 1 §2). */
export function actionRequiredBannerShown(userType: string, account: ConnectedAccountFlags): boolean {
  if (userType !== 'user' && userType !== 'userdownline') return false;
  return (!account.charges_enabled || !account.payouts_enabled) && account.account_requirements.length > 0;
}
