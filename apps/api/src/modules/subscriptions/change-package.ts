// Choosing an agency's package (PUT /configuration/setting/package, and the platform's free-plan row
// action PUT /configuration/setting/freepackage). Decisions (issue 15 point 5):
// - A new package starts a new period today, billed in full at once; no proration: what is left of
//   the old period is neither credited nor refunded (the confirmation says so before anything happens).
// - The same package again is no change: nothing is billed (20 identical requests: one subscription,
//   one charge). A cancelled subscription chosen again is resumed without a charge: it is paid up.
// - FREE bills nothing and never renews. Only the platform's staff grant it: an agency choosing its own
//   plan picks a paid one (choosablePlans; issue 28 item 1), answered 403 before anything changes.
// The agency's company row is locked while the subscription changes, so requests take turns; the
// charge runs after the change is committed, on the invoice's own lock (chargeInvoice).
import {
  choosablePlans,
  FREE_PACKAGE,
  isWhiteLabelPackage,
  messages,
  type PackagePlan,
  packagePriceCents,
  periodEndOf,
  planName,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies, invoices, subscriptions } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { platformRootOf } from '../../platform/access/plan-holders.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { chargeInvoice } from '../invoices/charge-invoice.ts';
import { storedPackagePrices } from './package-prices.ts';
import { issuePeriodInvoice, todayOf } from './subscription-invoice.ts';
import { liveSubscription, subscriptionViewOf } from './subscription-view.ts';

type Change = { invoiceId: number | null };

async function applyChange(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  plan: PackagePlan,
  ip: string | null,
  now: Date,
): Promise<Change> {
  const { prices } = await storedPackagePrices(ctx.db, platformRootOf(actor));
  return ctx.db.transaction(async (tx) => {
    // Requests for one agency take turns here.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, agency.id)).for('update');
    const live = await liveSubscription(tx, agency, true);
    if (live?.packageId === plan) {
      if (live.status === 'cancelled') {
        await tx
          .update(subscriptions)
          .set({ status: 'active', cancelledAt: null })
          .where(eq(subscriptions.id, live.id));
        await logActorAction(
          tx,
          actor,
          ip,
          'subscription',
          `Plan ${planName(plan)} of ${agency.companyName} resumed`,
        );
      }
      return { invoiceId: null };
    }
    if (live)
      await tx
        .update(subscriptions)
        .set({ status: 'ended', endedAt: now })
        .where(eq(subscriptions.id, live.id));
    const today = todayOf(now);
    const priceCents = packagePriceCents(prices, plan);
    const periodEnd = periodEndOf(plan, today, today);
    await tx.insert(subscriptions).values({
      agencyCompanyId: agency.id,
      packageId: plan,
      status: 'active',
      priceCents,
      anchorDate: today,
      currentPeriodStart: today,
      currentPeriodEnd: periodEnd,
      createdByUserId: actor.viewerUserId ?? actor.userId,
    });
    // The plan decides white label: off it, the agency's logo, colours and own domain stop showing
    // (brandLineageIds, resolveHostCompany); the confirmation said so first (issue 23 item 11).
    await tx
      .update(companies)
      .set({ packageId: plan, isWhitelabeling: isWhiteLabelPackage(plan) })
      .where(eq(companies.id, agency.id));
    const charged = periodEnd && priceCents > 0 ? ` ($${(priceCents / 100).toFixed(2)} charged)` : '';
    await logActorAction(
      tx,
      actor,
      ip,
      'free-plan',
      `Plan of ${agency.companyName} set to ${planName(plan)}${charged}`,
    );
    if (plan === FREE_PACKAGE || !periodEnd || priceCents === 0) return { invoiceId: null };
    const invoice = await issuePeriodInvoice(tx, {
      agencyCompanyId: agency.id,
      rootCompanyId: actor.rootCompanyId,
      plan,
      priceCents,
      periodStart: today,
      periodEnd,
    });
    return { invoiceId: invoice.id };
  });
}

export async function changePackage(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  plan: PackagePlan,
  ip: string | null,
  now = new Date(),
) {
  if (!choosablePlans(actor.companyKind === 'root').includes(plan))
    throw new AppError(403, 'freePlanPlatformOnly');
  const { invoiceId } = await applyChange(ctx, actor, agency, plan, ip, now);
  if (invoiceId !== null) {
    // Charged once the change is committed; a decline leaves the invoice failed for the retry job.
    const [invoice] = await ctx.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .limit(1);
    if (invoice?.status === 'open') await chargeInvoice(ctx, invoiceId, 'run', now);
  }
  return {
    packageid: plan,
    message: messages.freePlanSaved,
    subscription: await subscriptionViewOf(ctx.db, agency),
  };
}
