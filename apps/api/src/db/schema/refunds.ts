// Refunds of paid invoices (issue 15): one row per refund request, keyed by its idempotency key, so
// a repeated request (a double click, 20 at once, a retry after a timeout) refunds once. The row is
// claimed (pending) before the provider is called and completed after, so no database lock is held
// while the provider answers. Kept forever like every money record (RESTRICT).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './money.ts';

/** pending: claimed, the provider's answer not recorded yet (counts as refunded); failed: refused by it. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** Derived from the invoice and the request's key; also the provider's idempotency key. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What earlier refunds of the invoice took, so the ledger shares of all refunds add up exactly. */
    refundedBeforeCents: bigint('refunded_before_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoice_refunds_key_unique').on(table.idempotencyKey),
    index('invoice_refunds_invoice_idx').on(table.invoiceId),
    check('invoice_refunds_positive', sql`${table.amountCents} > 0`),
  ],
);
