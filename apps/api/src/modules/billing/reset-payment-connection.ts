// Forgets a connected payment account so it can be connected afresh (part 2 §4 "It can be reset").

import type { Actor } from '../../platform/access/actor.ts';
import { companyInTenantScope } from '../../platform/access/companies.ts';
import { userInTenantScope } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { AccountHolderRef } from '../../platform/providers/payment-provider.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { NO_ACCOUNT, storeAccount } from './account-holder.ts';

/** Platform staff reset anyone's connection in their scope; a sales person is not staff for this. */
const platformStaff = (actor: Actor) => actor.isSystemUser && actor.userType !== 'sales';

async function holderToReset(ctx: AppContext, actor: Actor, id: number, type: 'agency' | 'sales') {
  if (type === 'agency') {
    if (actor.userType === 'sales') throw forbidden();
    const company = await companyInTenantScope(ctx.db, actor.scope, id);
    if (company.kind === 'client') throw notFound();
    if (!platformStaff(actor) && company.id !== actor.companyId) throw forbidden();
    return {
      ref: { kind: 'company', id: company.id } satisfies AccountHolderRef,
      label: company.companyName,
    };
  }
  const row = await userInTenantScope(ctx.db, actor, id);
  if (row.user.userType !== 'sales') throw notFound();
  if (!platformStaff(actor) && row.user.id !== actor.userId) throw forbidden();
  return { ref: { kind: 'user', id: row.user.id } satisfies AccountHolderRef, label: row.user.email };
}

export async function resetPaymentConnection(
  ctx: AppContext,
  actor: Actor,
  id: number,
  type: 'agency' | 'sales',
  ip: string | null,
) {
  const holder = await holderToReset(ctx, actor, id, type);
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
