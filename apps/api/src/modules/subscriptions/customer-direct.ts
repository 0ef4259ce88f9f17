// POST /payment/customer-direct (issue 15 point 5): the payment provider's customer of a direct-payment
// agency (manual bill, the Data Wallet's payer), made on first need like POST /payment/customer but
// for the agency's owner, whose card pays the agency's wholesale bills. Made once: two calls at once
// keep the first customer stored.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

async function ownerOf(ctx: AppContext, agency: ProvenCompany) {
  const [owner] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, agency.id), eq(users.userType, 'userdownline')))
    .orderBy(asc(users.id))
    .limit(1);
  return owner ?? null;
}

export async function ensureDirectCustomer(
  ctx: AppContext,
  actor: Actor,
  agency: ProvenCompany,
  ip: string | null,
): Promise<string> {
  if (!agency.manualBill) throw new AppError(409, 'notDirectPayment');
  const owner = await ownerOf(ctx, agency);
  if (!owner) throw new AppError(409, 'notDirectPayment');
  if (owner.providerCustomerId) return owner.providerCustomerId;
  const { customerId } = await ctx.payments.ensureCustomer({
    userId: owner.id,
    email: owner.email,
    name: owner.name,
  });
  const [stored] = await ctx.db
    .update(users)
    .set({ providerCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(users.id, owner.id), isNull(users.providerCustomerId)))
    .returning({ id: users.id });
  if (!stored) return (await ownerOf(ctx, agency))?.providerCustomerId ?? customerId;
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'payment-customer',
    `Direct-payment customer ${customerId} created for ${agency.companyName}`,
  );
  return customerId;
}
