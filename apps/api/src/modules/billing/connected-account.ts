// Connected payment accounts (part 1 §4, part 2 §4): create, open the provider's form, refresh.
import type { ConnectedAccountResponse, ConnectedAccountStatus } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { ProviderAccountState } from '../../platform/providers/payment-provider.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { type AccountHolder, accountHolderOf, storeAccount } from './account-holder.ts';

export const responseOf = (state: ProviderAccountState): ConnectedAccountResponse => ({
  status: state.status,
  charges_enabled: state.chargesEnabled,
  payouts_enabled: state.payoutsEnabled,
  account_requirements: state.requirements,
});

/** The holder's account, made at the provider when there is none yet. */
async function ensureAccount(ctx: AppContext, actor: Actor, ip: string | null) {
  const holder = await accountHolderOf(ctx.db, actor);
  if (holder.accountId) return { holder, accountId: holder.accountId, status: holder.stored.status };
  const { accountId } = await ctx.payments.createConnectedAccount({
    email: holder.email,
    companyName: holder.businessName,
    country: 'US',
    holder: holder.ref,
  });
  const state = { status: 'pending' as const, charges_enabled: false, payouts_enabled: false };
  const claimed = await storeAccount(
    ctx.db,
    holder.ref,
    { state: { ...state, account_requirements: [] }, accountId },
    true,
  );
  if (!claimed) {
    // A parallel call stored its account first; that one is the holder's account.
    const current = await accountHolderOf(ctx.db, actor);
    return { holder: current, accountId: current.accountId ?? accountId, status: current.stored.status };
  }
  await logActorAction(ctx.db, actor, ip, 'connected-account', `Payment account ${accountId} created`);
  return { holder, accountId, status: 'pending' as ConnectedAccountStatus };
}

export async function createConnectedAccount(ctx: AppContext, actor: Actor, ip: string | null) {
  const { status } = await ensureAccount(ctx, actor, ip);
  // An account exists from here on, so its form is at least incomplete.
  return { status: status || ('pending' as const) };
}

/** The page the provider sends people back to: sales people connect on their own page. */
const connectPagePath = (holder: AccountHolder) =>
  holder.ref.kind === 'user' ? '/configuration/sales-connect-account' : '/configuration/general-setting';

export async function connectedAccountLink(ctx: AppContext, actor: Actor, ip: string | null, origin: string) {
  const { holder, accountId } = await ensureAccount(ctx, actor, ip);
  const page = `${origin}${connectPagePath(holder)}`;
  return ctx.payments.accountLink({
    accountId,
    refreshUrl: `${page}?connect=refresh`,
    returnUrl: `${page}?connect=return`,
  });
}

/** Asks the provider and stores the answer, so menus and notices follow the real account. */
export async function checkConnectedAccount(
  ctx: AppContext,
  actor: Actor,
  ip: string | null,
): Promise<ConnectedAccountResponse> {
  const holder = await accountHolderOf(ctx.db, actor);
  if (!holder.accountId) return holder.stored;
  const fresh = responseOf(await ctx.payments.accountStatus(holder.accountId));
  await storeAccount(ctx.db, holder.ref, { state: fresh });
  if (fresh.status !== holder.stored.status) {
    await logActorAction(ctx.db, actor, ip, 'connected-account', `Payment account status: ${fresh.status}`);
  }
  return fresh;
}
