// Picks the payment provider from config: the offline sandbox unless Stripe is configured.
import type { Config } from '../../../platform/config.ts';
import { createDatabase } from '../../../platform/db.ts';
import type { PaymentProvider } from '../../../platform/providers/payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The provider, and what to close when the process stops. */
export type PaymentProviderHandle = { payments: PaymentProvider; close: () => Promise<void> };

/** Connections of the sandbox's own pool: enough for the billing run's charging concurrency. */
const SANDBOX_CONNECTIONS = 4;

export function createPaymentProvider(config: Config, databaseUrl: string): PaymentProviderHandle {
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    // The sandbox stands in for a remote provider, so it keeps its records over its own connections:
    // a charge made while a transaction holds an invoice's lock never waits for a connection of the
    // pool that transaction (and others like it) hold.
    const { db, pool } = createDatabase(databaseUrl, SANDBOX_CONNECTIONS);
    return { payments: createSandboxProvider(db), close: () => pool.end() };
  }
  if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  const payments = createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    apiBase: config.STRIPE_API_BASE,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
  });
  return { payments, close: async () => {} };
}
