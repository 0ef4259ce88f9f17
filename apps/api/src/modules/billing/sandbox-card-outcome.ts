// Test mode (sandbox provider only): switch a saved card to decline its charges, or back, so a failed
// payment can be demonstrated (issue 15 point 2). The caller's own card; platform staff may switch the
// card of a user of their platform. The switch is the provider's record (sandbox_card_outcomes).
import { messages, type SandboxCardOutcome, type SandboxCardOutcomeRequest } from '@lead/shared';
import { desc, eq } from 'drizzle-orm';
import { paymentCards } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { isPlatformStaff } from '../../platform/access/platform-staff.ts';
import type { InScope } from '../../platform/access/proof.ts';
import { selfOf, userInTenantScope } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { sandboxCardDecline, setSandboxCardDecline } from './providers/sandbox-charges.ts';

const DECLINE_OF: Record<SandboxCardOutcome, string | null> = {
  succeed: null,
  decline: messages.cardDeclined,
  insufficient_funds: messages.cardInsufficientFunds,
};

const outcomeOf = (decline: string | null): SandboxCardOutcome =>
  decline === null
    ? 'succeed'
    : decline === messages.cardInsufficientFunds
      ? 'insufficient_funds'
      : 'decline';

/** The payment method of the user's latest card, when the sandbox saved it. */
async function sandboxCardOf(db: Queryable, user: InScope<'user'>) {
  const [card] = await db
    .select({
      provider: paymentCards.provider,
      paymentMethodId: paymentCards.providerPaymentMethodId,
      last4: paymentCards.last4,
    })
    .from(paymentCards)
    .where(eq(paymentCards.userId, user.id))
    .orderBy(desc(paymentCards.id))
    .limit(1);
  return card?.provider === 'sandbox' ? card : null;
}

export async function readSandboxCardOutcome(ctx: AppContext, actor: Actor) {
  const card = await sandboxCardOf(ctx.db, selfOf(actor));
  if (!card) return { outcome: null, message: messages.sandboxNoCard };
  const outcome = outcomeOf(await sandboxCardDecline(ctx.db, card.paymentMethodId));
  return {
    outcome,
    message: outcome === 'succeed' ? messages.sandboxCardSucceeding : messages.sandboxCardDeclining,
  };
}

/** Whose card: the caller's own, or for platform staff a user of their platform (else 404). */
async function holderOf(ctx: AppContext, actor: Actor, userId: number | undefined): Promise<InScope<'user'>> {
  if (userId === undefined || userId === actor.userId) return selfOf(actor);
  if (!isPlatformStaff(actor)) throw notFound();
  return (await userInTenantScope(ctx.db, actor, userId)).user;
}

export async function setSandboxCardOutcome(
  ctx: AppContext,
  actor: Actor,
  input: SandboxCardOutcomeRequest,
  ip: string | null,
) {
  const holder = await holderOf(ctx, actor, input.usrID);
  const card = await sandboxCardOf(ctx.db, holder);
  if (!card) throw new AppError(409, 'sandboxNoCard');
  const decline = DECLINE_OF[input.outcome];
  await setSandboxCardDecline(ctx.db, card.paymentMethodId, decline);
  const whose = holder.id === actor.userId ? 'own card' : `card of user #${holder.id}`;
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'sandbox-card-outcome',
    `Test mode: ${whose} ending in ${card.last4} set to ${input.outcome}`,
  );
  return {
    outcome: input.outcome,
    message: decline === null ? messages.sandboxCardSucceeding : messages.sandboxCardDeclining,
  };
}
