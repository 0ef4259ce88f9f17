// The sandbox onboarding form: each submission moves the caller's account one step further.
import type { ConnectedAccountResponse } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { accountHolderOf, storeAccount } from './account-holder.ts';
import { responseOf } from './connected-account.ts';
import { sandboxAccountHolder, sandboxAccountState } from './providers/sandbox-provider.ts';

const NEXT_STATUS: Record<string, 'inverification' | 'completed'> = {
  '': 'inverification',
  pending: 'inverification',
  inverification: 'completed',
  completed: 'completed',
};

export async function advanceSandboxAccount(
  ctx: AppContext,
  actor: Actor,
  ip: string | null,
): Promise<ConnectedAccountResponse> {
  const holder = await accountHolderOf(ctx.db, actor);
  // Only sandbox accounts can be advanced by hand; a real provider's review is its own.
  if (!holder.accountId || !sandboxAccountHolder(holder.accountId)) {
    throw new AppError(409, 'connectedAccountMissing');
  }
  const next = responseOf(sandboxAccountState(NEXT_STATUS[holder.stored.status] ?? 'inverification'));
  await storeAccount(ctx.db, holder.ref, { state: next });
  await logActorAction(ctx.db, actor, ip, 'connected-account', `Sandbox payment account: ${next.status}`);
  return next;
}
