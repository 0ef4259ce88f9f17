// An agency's plan as it is shown and answered: its live subscription (or, before it has one, the
// package on its company row), the price, the period and the next billing date, and the last invoice.
import { PACKAGE_PLANS, type PackagePlan, packagePeriod, type SubscriptionView } from '@lead/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { companies, invoices, subscriptions } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';

export type Subscription = typeof subscriptions.$inferSelect;

export const planOf = (value: string | null): PackagePlan | null =>
  (PACKAGE_PLANS as readonly string[]).includes(value ?? '') ? (value as PackagePlan) : null;

/** The agency's active or cancelled subscription; `lock` holds it until the transaction ends. */
export async function liveSubscription(
  db: Queryable,
  agency: InScope<'company'>,
  lock = false,
): Promise<Subscription | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.agencyCompanyId, agency.id),
        inArray(subscriptions.status, ['active', 'cancelled']),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function lastSubscriptionInvoice(db: Queryable, agency: InScope<'company'>) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.payerCompanyId, agency.id), eq(invoices.level, 'subscription')))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row ?? null;
}

export async function subscriptionViewOf(
  db: Queryable,
  agency: InScope<'company'>,
): Promise<SubscriptionView> {
  const [[company], live, invoice] = await Promise.all([
    db
      .select({ packageId: companies.packageId, manualBill: companies.manualBill })
      .from(companies)
      .where(eq(companies.id, agency.id))
      .limit(1),
    liveSubscription(db, agency),
    lastSubscriptionInvoice(db, agency),
  ]);
  const plan = planOf(live?.packageId ?? company?.packageId ?? null);
  return {
    company_id: agency.id,
    package_id: plan,
    status: live?.status ?? null,
    price_cents: live?.priceCents ?? 0,
    period: plan ? packagePeriod(plan) : null,
    current_period_start: live?.currentPeriodStart ?? null,
    current_period_end: live?.currentPeriodEnd ?? null,
    next_billing_date: live?.status === 'active' ? (live.currentPeriodEnd ?? null) : null,
    cancelled_at: live?.cancelledAt?.toISOString() ?? null,
    billing_method: company?.manualBill ? 'direct' : 'stripe',
    last_invoice: invoice
      ? {
          number: invoice.number,
          status: invoice.status,
          total_cents: invoice.totalCents,
          paid_at: invoice.paidAt?.toISOString() ?? null,
          last_error: invoice.lastError,
        }
      : null,
  };
}
