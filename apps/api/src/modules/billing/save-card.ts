// Saves a card (PUT /payment/card, the signed-in user's; PUT /payment/card/{usrID}, a managed
// account's): the provider keeps the card, we keep its reference and display details, replacing the
// previous card.
import { type CardSaveRequest, messages, type SavedCard } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { paymentCards, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser, type ProvenUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type AttachedCard,
  CardDeclinedError,
  CardTokenInvalidError,
  type PaymentProvider,
} from '../../platform/providers/payment-provider.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { cardViewOf } from './card-views.ts';

/** A refusal in the provider's own words, which say best what the cardholder should do. */
class CardRefused extends AppError {
  constructor(text: string) {
    super(422, 'cardDeclined', { tokenid: text });
    this.message = text;
  }
}

async function attachOrRefuse(
  payments: PaymentProvider,
  input: Parameters<PaymentProvider['attachCard']>[0],
): Promise<AttachedCard> {
  try {
    return await payments.attachCard(input);
  } catch (error) {
    if (error instanceof CardDeclinedError) throw new CardRefused(error.message);
    if (error instanceof CardTokenInvalidError) {
      throw new AppError(422, 'cardTokenInvalid', { tokenid: messages.cardTokenInvalid });
    }
    throw error;
  }
}

export async function saveCard(
  ctx: AppContext,
  actor: Actor,
  input: CardSaveRequest,
  ip: string | null,
): Promise<SavedCard> {
  return saveCardOf(ctx, actor, await ownUser(ctx.db, actor, actor.userId), input, ip);
}

/** Saves the card of a user the caller was shown to reach (itself, or an account it manages). */
export async function saveCardOf(
  ctx: AppContext,
  actor: Actor,
  user: ProvenUser,
  input: CardSaveRequest,
  ip: string | null,
): Promise<SavedCard> {
  const billingDetails = {
    name: input.cardholder,
    address: input.address ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    zip: input.zip ?? null,
  };
  // Nothing is written before the provider accepts the card: a decline leaves no trace here.
  const { customerId } = await ctx.payments.ensureCustomer({
    userId: user.id,
    email: user.email,
    name: user.name,
    existingCustomerId: user.providerCustomerId,
  });
  const card = await attachOrRefuse(ctx.payments, { customerId, tokenId: input.tokenid, billingDetails });

  const saved = await ctx.db.transaction(async (tx) => {
    // Updating the user row first locks it, so two saves at once take turns and one card remains.
    await tx
      .update(users)
      .set({ providerCustomerId: customerId, customerCardId: card.paymentMethodId, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(paymentCards).where(eq(paymentCards.userId, user.id));
    const [row] = await tx
      .insert(paymentCards)
      .values({
        userId: user.id,
        companyId: user.companyId,
        provider: ctx.payments.name,
        providerCustomerId: customerId,
        providerPaymentMethodId: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cardholder: billingDetails.name,
        address: billingDetails.address,
        city: billingDetails.city,
        state: billingDetails.state,
        country: billingDetails.country,
        zip: billingDetails.zip,
      })
      .returning();
    if (!row) throw new Error('card insert returned nothing');
    const whose = user.id === actor.userId ? '' : ` for ${user.email}`;
    await logActorAction(
      tx,
      actor,
      ip,
      'card-save',
      `Card ${card.brand} ending in ${card.last4} saved${whose}`,
    );
    return row;
  });
  return cardViewOf(saved);
}
