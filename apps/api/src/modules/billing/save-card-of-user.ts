// PUT /payment/card/{usrID} (part 2 §7): the card of an account the caller manages, as an agency sets
// its client's card and platform staff an agency's. The account must be strictly below the caller's
// company (platform/access/users.ts userManagedBy): a colleague, one's own agency or another agency's
// user answers 404 and nothing is written. One's own usrID saves one's own card.
import type { CardSaveRequest } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { userInTenantScope, userManagedBy } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { payFailedWithNewCard } from '../payment-failures/new-card.ts';
import { saveCardOf } from './save-card.ts';

export async function saveCardOfUser(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  input: CardSaveRequest,
  ip: string | null,
) {
  const { user, company } =
    userId === actor.userId
      ? await userInTenantScope(ctx.db, actor, userId)
      : await userManagedBy(ctx.db, actor, userId);
  const card = await saveCardOf(ctx, actor, user, input, ip);
  // A failed payment of the account's company is charged on the new card at once (issue 15 point 4).
  const payment = await payFailedWithNewCard(ctx, company);
  return { result: 'success' as const, card, ...payment };
}
