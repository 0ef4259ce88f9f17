// Forgets a connected payment account so it can be connected afresh (part 2 §4 "It can be reset").
// Whose connection the caller may reset is the access layer's (resettablePaymentHolder).
import type { Actor } from '../../platform/access/actor.ts';
import { resettablePaymentHolder } from '../../platform/access/payment-holders.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { NO_ACCOUNT, storeAccount } from './account-holder.ts';

export async function resetPaymentConnection(
  ctx: AppContext,
  actor: Actor,
  id: number,
  type: 'agency' | 'sales',
  ip: string | null,
) {
  const holder = await resettablePaymentHolder(ctx.db, actor, id, type);
  // The account stays at the provider; only our link to it goes, so the next connect starts anew.
  await storeAccount(ctx.db, holder.ref, { state: NO_ACCOUNT, accountId: null });
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'reset-payment-connection',
    `Payment connection of ${holder.label} reset`,
  );
}
