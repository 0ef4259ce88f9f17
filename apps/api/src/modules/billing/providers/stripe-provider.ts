// The real provider: Stripe customers with a default card, and Express connected accounts (Connect).
import Stripe from 'stripe';
import {
  CardDeclinedError,
  CardTokenInvalidError,
  type PaymentProvider,
  type ProviderAccountState,
  ProviderUnavailableError,
} from '../../../platform/providers/payment-provider.ts';
import { sha256 } from '../../../platform/secrets.ts';

export type StripeOptions = {
  secretKey: string;
  /** Another Stripe-compatible host (a local fake in tests, a proxy in production). */
  apiBase?: string | undefined;
  /** One request's time limit (the SDK's default is 80 s); a timeout is retried with the same key. */
  timeoutMs?: number | undefined;
  /** Retries of network failures and 5xx by the SDK itself, each with the same idempotency key. */
  maxNetworkRetries?: number | undefined;
};

function connectionOf(apiBase: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Only two-letter codes mean anything to Stripe; a country typed out in full is left off. */
const countryCode = (country: string | null) =>
  country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;

export function accountStateOf(account: Stripe.Account): ProviderAccountState {
  const chargesEnabled = account.charges_enabled === true;
  const payoutsEnabled = account.payouts_enabled === true;
  const status = !account.details_submitted
    ? 'pending'
    : chargesEnabled && payoutsEnabled
      ? 'completed'
      : 'inverification';
  return { status, chargesEnabled, payoutsEnabled, requirements: account.requirements?.currently_due ?? [] };
}

/** A SetupIntent the browser confirmed: it must be this customer's and have succeeded. */
async function confirmedSetupMethod(stripe: Stripe, setupId: string, customerId: string): Promise<string> {
  const intent = await stripe.setupIntents.retrieve(setupId);
  const owner = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (owner !== customerId) throw new CardTokenInvalidError('This card setup belongs to another customer.');
  if (intent.status !== 'succeeded') {
    throw new CardDeclinedError(
      intent.last_setup_error?.message ?? 'The card could not be set up. Please try again.',
    );
  }
  const method =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!method) throw new CardTokenInvalidError('The card setup holds no card.');
  return method;
}

/** Declines are the payer's to fix; timeouts and Stripe's own failures may be retried with the same key. */
function providerErrorOf(error: unknown): unknown {
  if (error instanceof CardDeclinedError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new CardDeclinedError(error.message);
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  )
    return new ProviderUnavailableError(error.message);
  return error;
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  // The SDK retries network failures and 5xx with idempotency keys of its own, so a retry never doubles.
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
    ...connectionOf(options.apiBase),
  });

  return {
    name: 'stripe',

    async ensureCustomer({ userId, email, name, existingCustomerId }) {
      if (existingCustomerId) return { customerId: existingCustomerId };
      // A declined first card stores no customer; the same key makes the retry reuse Stripe's (24 h).
      const idempotencyKey = `customer-${userId}-${sha256(`${email}\n${name}`).slice(0, 16)}`;
      const customer = await stripe.customers.create(
        { email, name, metadata: { user_id: String(userId) } },
        { idempotencyKey },
      );
      return { customerId: customer.id };
    },

    async createCardSetup({ customerId }) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
      });
      if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret.');
      return { setupId: intent.id, clientSecret: intent.client_secret };
    },

    async attachCard({ customerId, tokenId, billingDetails }) {
      try {
        const paymentMethodId = tokenId.startsWith('seti_')
          ? await confirmedSetupMethod(stripe, tokenId, customerId)
          : (await stripe.paymentMethods.attach(tokenId, { customer: customerId })).id;
        const method = await stripe.paymentMethods.update(paymentMethodId, {
          billing_details: {
            name: billingDetails.name,
            address: {
              line1: billingDetails.address ?? undefined,
              city: billingDetails.city ?? undefined,
              state: billingDetails.state ?? undefined,
              postal_code: billingDetails.zip ?? undefined,
              country: countryCode(billingDetails.country),
            },
          },
        });
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
        const card = method.card;
        if (!card) throw new CardTokenInvalidError('This payment method is not a card.');
        return {
          paymentMethodId: method.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new CardDeclinedError(error.message);
        // An unknown or foreign payment method id is the customer's token being unusable, not our fault.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new CardTokenInvalidError(error.message);
        }
        throw error;
      }
    },

    async createConnectedAccount({ email, companyName, country, holder }) {
      const account = await stripe.accounts.create({
        type: 'express',
        country,
        email,
        business_profile: { name: companyName },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { holder_kind: holder.kind, holder_id: String(holder.id) },
      });
      return { accountId: account.id };
    },

    async accountLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    },

    async accountStatus(accountId) {
      return accountStateOf(await stripe.accounts.retrieve(accountId));
    },

    // A PaymentIntent confirmed off-session with the saved card; for an agency's connected account a
    // destination charge whose application fee is what the platform keeps.
    async charge(input) {
      const destination = input.connectedAccountId
        ? {
            transfer_data: { destination: input.connectedAccountId },
            application_fee_amount: input.applicationFeeCents ?? 0,
          }
        : {};
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata ?? {},
            ...destination,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status !== 'succeeded') {
          throw new CardDeclinedError(intent.last_payment_error?.message ?? 'The payment was not completed.');
        }
        return { chargeId: intent.id };
      } catch (error) {
        throw providerErrorOf(error);
      }
    },

    async refund({ chargeId, amountCents, idempotencyKey, fromConnectedAccount }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: chargeId,
            amount: amountCents,
            ...(fromConnectedAccount ? { reverse_transfer: true, refund_application_fee: true } : {}),
          },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw providerErrorOf(error);
      }
    },
  };
}
