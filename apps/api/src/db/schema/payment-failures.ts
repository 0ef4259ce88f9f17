// What a failed payment changed, so that settling it undoes exactly that (issue 15 point 4), and the
// commissions the platform owes its sales people per paid invoice (issue 15 point 3).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';
import { invoices } from './money.ts';
import { users } from './users.ts';

/**
 * A campaign the platform paused because its payer's charge was declined. Only these resume when the
 * payer's status clears; a campaign paused by hand has no row (and a hand-made status change removes
 * the row: the user has taken the campaign over).
 */
export const paymentPauses = pgTable(
  'payment_pauses',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The company whose failed payment paused it: the client, or its agency when the agency pays. */
    payerCompanyId: integer('payer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The declined invoice that paused it. */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'restrict',
    }),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_pauses_payer_idx').on(table.payerCompanyId),
    index('payment_pauses_invoice_id_idx').on(table.invoiceId),
  ],
);

export const COMMISSION_ROLES = ['sales_rep', 'account_executive', 'referral'] as const;
export type CommissionRole = (typeof COMMISSION_ROLES)[number];

/** One commission per paid invoice and role; the amount is also posted to the ledger. */
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    salesUserId: integer('sales_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    role: text('role', { enum: COMMISSION_ROLES }).notNull(),
    /** The agency the invoice belongs under (whose sales people earn it). */
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    rootCompanyId: integer('root_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The rate in percent at the time the invoice was paid (0–100, two decimals). */
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
    /** What the rate applies to: the platform's revenue from the invoice. */
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What refunds of the invoice took back of it (in proportion to the platform's share refunded). */
    reversedCents: bigint('reversed_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commissions_invoice_role_unique').on(table.invoiceId, table.role),
    index('commissions_sales_user_idx').on(table.salesUserId, table.createdAt),
    index('commissions_agency_company_id_idx').on(table.agencyCompanyId),
    index('commissions_root_company_id_idx').on(table.rootCompanyId),
    check('commissions_amounts', sql`${table.amountCents} > 0 and ${table.baseCents} >= 0`),
    check(
      'commissions_reversed_within_amount',
      sql`${table.reversedCents} >= 0 and ${table.reversedCents} <= ${table.amountCents}`,
    ),
  ],
);
