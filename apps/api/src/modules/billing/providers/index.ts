// Picks the payment provider from config: the offline sandbox unless Stripe is configured.
import type { Config } from '../../../platform/config.ts';
import type { Queryable } from '../../../platform/db.ts';
import type { PaymentProvider } from '../../../platform/providers/payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export function createPaymentProvider(config: Config, db: Queryable): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'sandbox') return createSandboxProvider(db);
  if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    apiBase: config.STRIPE_API_BASE,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
  });
}
