// Billing row actions of platform staff (part 2 §4, §6): manual bill for an agency, its free plan,
// and settling a failed payment of an agency or client.
import { messages, type PackagePlan } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { companyManagedBy, type ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { settleOutstanding } from '../payment-failures/settle.ts';
import { changePackage } from '../subscriptions/change-package.ts';

/** An agency the actor manages; who may change agencies (platform staff) is the routes' rule. */
export async function editableAgency(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<ProvenCompany> {
  const agency = await companyManagedBy(ctx.db, actor, companyId);
  if (agency.kind !== 'agency') throw notFound();
  return agency;
}

export async function setManualBill(
  ctx: AppContext,
  actor: Actor,
  input: { companyID: number; manualBill: 'T' | 'F' },
  ip: string | null,
) {
  const agency = await editableAgency(ctx, actor, input.companyID);
  const on = input.manualBill === 'T';
  await ctx.db.transaction(async (tx) => {
    await tx.update(companies).set({ manualBill: on }).where(eq(companies.id, agency.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'manual-bill',
      `Manual bill turned ${on ? 'on' : 'off'} for ${agency.companyName}`,
    );
  });
  return { message: messages.manualBillSaved };
}

/** The free-plan row action: the package changes through the agency's subscription (issue 15 point 5). */
export async function setPackage(
  ctx: AppContext,
  actor: Actor,
  input: { CompanyID: number; packageID: PackagePlan },
  ip: string | null,
) {
  const agency = await editableAgency(ctx, actor, input.CompanyID);
  const { packageid, message } = await changePackage(ctx, actor, agency, input.packageID, ip);
  return { packageid, message };
}

/**
 * Settlement confirmation clears the failed payment (part 2 §4 "Payment status failed") once what the
 * account owes is charged and paid (issue 15 point 4; payment-failures/settle.ts).
 */
export const settleFailedPayment = settleOutstanding;
