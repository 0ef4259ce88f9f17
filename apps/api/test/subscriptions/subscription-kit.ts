// Reads of an agency's subscription rows and invoices, for the subscription tests.
import { and, eq, sql } from 'drizzle-orm';
import { invoices, subscriptions } from '../../src/db/schema/index.ts';
import type { Queryable } from '../../src/platform/db.ts';

export const subscriptionInvoicesOf = (db: Queryable, agencyId: number) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.payerCompanyId, agencyId), eq(invoices.level, 'subscription')))
    .orderBy(invoices.id);

/** The agency's live plan (active or cancelled but not yet ended). */
export const liveSubscriptionOf = async (db: Queryable, agencyId: number) =>
  (
    await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.agencyCompanyId, agencyId),
          sql`${subscriptions.status} in ('active','cancelled')`,
        ),
      )
  )[0];
