// What the platform needs from a payment provider: customers with a card, and connected accounts.

/** Who a connected account pays out to: an agency (company row) or a sales person (user row). */
export type AccountHolderRef = { kind: 'company' | 'user'; id: number };

export type BillingDetails = {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
};

export type AttachedCard = {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type ProviderAccountStatus = 'pending' | 'inverification' | 'completed';

export type ProviderAccountState = {
  status: ProviderAccountStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: string[];
};

export interface PaymentProvider {
  /** Stored with each card so a later switch of provider can tell whose references they are. */
  readonly name: 'sandbox' | 'stripe';
  ensureCustomer(input: {
    userId: number;
    email: string;
    name: string;
    existingCustomerId?: string | null;
  }): Promise<{ customerId: string }>;
  /**
   * Starts saving a card without charging it (Stripe: a SetupIntent). The browser confirms it with
   * the provider's card form; attachCard then takes the setup id ('seti_…') as the token.
   */
  createCardSetup(input: { customerId: string }): Promise<{ setupId: string; clientSecret: string }>;
  /** Throws CardDeclinedError or CardTokenInvalidError; both are the customer's to fix. */
  attachCard(input: {
    customerId: string;
    tokenId: string;
    billingDetails: BillingDetails;
  }): Promise<AttachedCard>;
  createConnectedAccount(input: {
    email: string;
    companyName: string;
    country: 'US';
    holder: AccountHolderRef;
  }): Promise<{ accountId: string }>;
  accountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  accountStatus(accountId: string): Promise<ProviderAccountState>;
  /**
   * Charges a saved card off-session (Stripe: a confirmed PaymentIntent). The same idempotency key
   * always answers the first result and never charges twice. With a connected account it is a
   * destination charge: the account receives the amount minus the application fee.
   * Throws CardDeclinedError (the payer must act) or ProviderUnavailableError (retry, same key).
   */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Refunds a charge, whole or in part, once per idempotency key. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

export type ChargeInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  /** Shown on the payer's statement and the provider's dashboard. */
  description: string;
  connectedAccountId?: string | null;
  applicationFeeCents?: number;
  metadata?: Record<string, string>;
};

export type ChargeResult = { chargeId: string };

export type RefundInput = {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
  /**
   * A destination charge: take the connected account's share back in proportion, and give back the
   * platform's fee in proportion, so each side returns what it received (Stripe: reverse_transfer and
   * refund_application_fee).
   */
  fromConnectedAccount?: boolean;
};

/** The issuer refused the card; the message is the provider's, meant for the cardholder. */
export class CardDeclinedError extends Error {
  override name = 'CardDeclinedError';
}

/** The provider did not answer in time or failed on its side: the same charge may be retried. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The token does not name a usable card (unknown, used elsewhere, malformed). */
export class CardTokenInvalidError extends Error {
  override name = 'CardTokenInvalidError';
}
