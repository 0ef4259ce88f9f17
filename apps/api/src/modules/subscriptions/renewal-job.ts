// The subscription renewal job (issue 15 point 5): every hour it bills the subscriptions whose period
// has ended, one invoice per period, and charges the agency's card.
// - active: the next period starts where the last ended (counted from the day it began), at the
//   package's current price; its invoice's billing key names the period, so a repeated or crashed run
//   never bills a period twice. A job that did not run for two periods bills each.
// - cancelled: the plan ends at its period end and the agency is on the FREE package.
// - FREE never renews (no period end).
// Invoices are charged after their period is committed; a run that crashed in between charges the
// open subscription invoices it finds. A decline leaves the invoice failed (the retry job's then).
import { FREE_PACKAGE, packagePriceCents, periodEndOf } from '@lead/shared';
import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import { companies, companySettings, invoices, subscriptions } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { chargeInvoice } from '../invoices/charge-invoice.ts';
import { PACKAGE_PRICES_SETTING } from './package-prices.ts';
import { issuePeriodInvoice, todayOf } from './subscription-invoice.ts';
import { planOf } from './subscription-view.ts';

const BATCH = 100;

export type RenewalSummary = { renewed: number; ended: number; charged: number; failed: number };

async function priceOf(db: Queryable, rootId: number, plan: string): Promise<number> {
  const known = planOf(plan);
  if (!known) return 0;
  const [row] = await db
    .select({ value: companySettings.value })
    .from(companySettings)
    .where(and(eq(companySettings.companyId, rootId), eq(companySettings.name, PACKAGE_PRICES_SETTING)))
    .limit(1);
  const value = (row?.value ?? {}) as Record<string, unknown>;
  const cents = value[known];
  return packagePriceCents(
    typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0 ? { [known]: cents } : {},
    known,
  );
}

/** Renews or ends one due subscription; another run holding it is skipped. */
async function settleOne(
  ctx: AppContext,
  subscriptionId: number,
  today: string,
  now: Date,
): Promise<'renewed' | 'ended' | 'skipped'> {
  return ctx.db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update', { skipLocked: true })
      .limit(1);
    if (!sub?.currentPeriodEnd || sub.currentPeriodEnd > today || sub.status === 'ended') return 'skipped';
    const [agency] = await tx
      .select({ id: companies.id, parentId: companies.parentId, removedAt: companies.removedAt })
      .from(companies)
      .where(eq(companies.id, sub.agencyCompanyId))
      .limit(1);
    // A removed agency's plan ends with the period it paid for; nothing renews.
    if (agency?.removedAt) {
      await tx
        .update(subscriptions)
        .set({ status: 'ended', endedAt: now })
        .where(eq(subscriptions.id, sub.id));
      return 'ended';
    }
    const plan = planOf(sub.packageId);
    if (sub.status === 'cancelled' || !agency?.parentId || !plan) {
      await tx
        .update(subscriptions)
        .set({ status: 'ended', endedAt: now })
        .where(eq(subscriptions.id, sub.id));
      await tx.insert(subscriptions).values({
        agencyCompanyId: sub.agencyCompanyId,
        packageId: FREE_PACKAGE,
        status: 'active',
        priceCents: 0,
        anchorDate: sub.currentPeriodEnd,
        currentPeriodStart: sub.currentPeriodEnd,
        currentPeriodEnd: null,
      });
      await tx
        .update(companies)
        .set({ packageId: FREE_PACKAGE })
        .where(eq(companies.id, sub.agencyCompanyId));
      return 'ended';
    }
    const periodStart = sub.currentPeriodEnd;
    const periodEnd = periodEndOf(plan, sub.anchorDate, periodStart);
    if (!periodEnd) return 'skipped';
    const priceCents = await priceOf(tx, agency.parentId, plan);
    await tx
      .update(subscriptions)
      .set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, priceCents })
      .where(eq(subscriptions.id, sub.id));
    if (priceCents > 0)
      await issuePeriodInvoice(tx, {
        agencyCompanyId: sub.agencyCompanyId,
        rootCompanyId: agency.parentId,
        plan,
        priceCents,
        periodStart,
        periodEnd,
      });
    return 'renewed';
  });
}

/** Subscription invoices issued and not yet charged (this run's, or a crashed run's). */
async function openSubscriptionInvoices(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.level, 'subscription'), eq(invoices.status, 'open'), eq(invoices.attempts, 0)))
    .orderBy(asc(invoices.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function billDueSubscriptions(ctx: AppContext, now = new Date()): Promise<RenewalSummary> {
  const today = todayOf(now);
  const summary: RenewalSummary = { renewed: 0, ended: 0, charged: 0, failed: 0 };
  const seen = new Set<number>();
  for (;;) {
    const due = await ctx.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'cancelled']),
          lte(subscriptions.currentPeriodEnd, today),
          seen.size > 0 ? notInArray(subscriptions.id, [...seen]) : undefined,
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
      .limit(BATCH);
    if (due.length === 0) break;
    for (const { id } of due) {
      const outcome = await settleOne(ctx, id, today, now);
      if (outcome === 'renewed') summary.renewed++;
      else if (outcome === 'ended') summary.ended++;
      // A subscription several periods behind comes back in the next batch; a skipped one does not.
      if (outcome === 'skipped') seen.add(id);
    }
  }
  const tried = new Set<number>();
  for (;;) {
    const open = (await openSubscriptionInvoices(ctx.db, BATCH)).filter((id) => !tried.has(id));
    if (open.length === 0) break;
    for (const id of open) {
      tried.add(id);
      const result = await chargeInvoice(ctx, id, 'run', now);
      if (result.outcome === 'paid') summary.charged++;
      else if (result.outcome === 'failed') summary.failed++;
    }
  }
  return summary;
}

export const subscriptionRenewalJob = defineScheduledJob({
  name: 'subscription-renewal',
  cron: '7 * * * *',
  run: (ctx) => billDueSubscriptions(ctx),
});
