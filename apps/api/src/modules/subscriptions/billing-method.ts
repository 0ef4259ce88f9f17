// PUT /payment/set-billing-method (issue 15 point 5). Decision: the billing method is how an agency
// takes its clients' payments (part 1 §4 "Payment account status": a package with manual payment
// counts as connected; part 2 §2 filter "Direct Payment"): 'stripe' = the platform charges its clients
// through the agency's connected account; 'direct' = direct payment: the agency bills its clients
// itself and the platform charges the agency wholesale on its card (manual_bill T). While campaigns
// run they are billed by the current method, so it cannot change under them (409): platform staff
// switch those with the manual-bill row action, which says what happens to them.
import { type BILLING_METHODS, billingMethodChangeBlocker, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

type BillingMethod = (typeof BILLING_METHODS)[number];

export async function setBillingMethod(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  method: BillingMethod,
  ip: string | null,
) {
  const direct = method === 'direct';
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ manualBill: companies.manualBill, activeCampaigns: companies.activeCampaigns })
      .from(companies)
      .where(eq(companies.id, agency.id))
      .for('update');
    if (!row || row.manualBill === direct) return;
    const blocker = billingMethodChangeBlocker(row.activeCampaigns);
    if (blocker)
      throw new AppError(409, blocker, undefined, undefined, { active_campaigns: row.activeCampaigns });
    await tx.update(companies).set({ manualBill: direct }).where(eq(companies.id, agency.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'billing-method',
      `Billing method of ${agency.companyName} set to ${direct ? 'direct payment' : 'connected account'}`,
    );
  });
  return { message: messages.billingMethodSaved, billing_method: method };
}
