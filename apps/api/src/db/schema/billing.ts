// Cards saved with the payment provider; only the provider's reference and display details are kept.
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyPathCopy } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyPath: companyPathCopy(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardholder: text('cardholder').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_cards_user_idx').on(table.userId),
    index('payment_cards_company_id_idx').on(table.companyId),
  ],
);

/**
 * The sandbox provider's own records (what Stripe keeps on its side): one row per idempotency key,
 * so a repeated charge answers the first result, as the real provider does.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeId: text('charge_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  connectedAccountId: text('connected_account_id'),
  applicationFeeCents: bigint('application_fee_cents', { mode: 'number' }),
  /** Null when it succeeded; else the decline message the payer sees. */
  declined: text('declined'),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sandbox refunds, one per idempotency key. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').notNull(),
  chargeId: text('charge_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a sandbox card behaves when charged: the decline message of its test number, or one set later
 * ("switch to decline") so a failed payment can be demonstrated. No row: it is charged.
 */
export const sandboxCardOutcomes = pgTable('sandbox_card_outcomes', {
  paymentMethodId: text('payment_method_id').primaryKey(),
  decline: text('decline').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
