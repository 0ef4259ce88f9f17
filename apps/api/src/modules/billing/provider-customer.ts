// The signed-in user's customer at the payment provider, made on first need (POST /payment/customer).
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';

export async function ensureProviderCustomer(ctx: AppContext, actor: Actor, ip: string | null) {
  const user = await ownUser(ctx.db, actor, actor.userId);
  if (user.providerCustomerId) return user.providerCustomerId;
  const { customerId } = await ctx.payments.ensureCustomer({
    userId: user.id,
    email: user.email,
    name: user.name,
  });
  // Two calls at once may each make a customer: the first one stored is the user's.
  const [stored] = await ctx.db
    .update(users)
    .set({ providerCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.providerCustomerId)))
    .returning({ id: users.id });
  if (!stored) return (await ownUser(ctx.db, actor, actor.userId)).providerCustomerId ?? customerId;
  await logActorAction(ctx.db, actor, ip, 'payment-customer', `Payment customer ${customerId} created`);
  return customerId;
}
