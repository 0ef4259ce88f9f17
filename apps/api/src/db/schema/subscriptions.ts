// An agency's subscription to a package (issue 15 point 5): billed by the platform once per period
// as an invoice of level 'subscription'. One live subscription (active or cancelled) per agency; an
// ended one is kept as history. Foreign keys RESTRICT: money records outlive what they describe.
import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * active: renews at the period end; cancelled: renewal off, the plan runs to the end of the paid
 * period and then ends; ended: replaced by another package or lapsed after cancelling.
 */
export const SUBSCRIPTION_STATES = ['active', 'cancelled', 'ended'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    packageId: text('package_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATES }).notNull().default('active'),
    /** The price of a period when it began (a later price change applies from the next period). */
    priceCents: integer('price_cents').notNull(),
    /** The day it began; renewals count from it (UTC calendar dates). */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    currentPeriodStart: date('current_period_start', { mode: 'string' }).notNull(),
    /** Exclusive; null for FREE (never renews). */
    currentPeriodEnd: date('current_period_end', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Who chose it (null when the renewal job or the end of a cancelled plan did). */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_one_live_per_agency')
      .on(table.agencyCompanyId)
      .where(sql`${table.status} in ('active', 'cancelled')`),
    index('subscriptions_due_idx').on(table.status, table.currentPeriodEnd),
    index('subscriptions_agency_idx').on(table.agencyCompanyId, table.createdAt),
    index('subscriptions_created_by_user_id_idx').on(table.createdByUserId),
  ],
);
