// PUT /configuration/cancel-subscription (issue 15 point 5). Decision: cancelling turns renewal off;
// the plan stays until the end of the period already paid (nothing is refunded), then the renewal job
// ends it and the agency is on the FREE package. Cancelling again changes nothing; choosing the same
// package before the period ends resumes it without a charge.
import { FREE_PACKAGE, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies, subscriptions } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { liveSubscription, subscriptionViewOf } from './subscription-view.ts';

export async function cancelSubscription(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  ip: string | null,
  now = new Date(),
) {
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, agency.id)).for('update');
    const live = await liveSubscription(tx, agency, true);
    // FREE never renews, so there is nothing to cancel.
    if (!live || live.packageId === FREE_PACKAGE) throw new AppError(409, 'subscriptionNotActive');
    if (live.status === 'cancelled') return;
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(subscriptions.id, live.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'subscription',
      `Plan ${live.packageId} of ${agency.companyName} cancelled: ends ${live.currentPeriodEnd}`,
    );
  });
  return { message: messages.subscriptionCancelled, subscription: await subscriptionViewOf(ctx.db, agency) };
}
