// A saved card as the API shows it: display details only, never the provider's references.
import type { SavedCard } from '@lead/shared';
import { desc, eq } from 'drizzle-orm';
import { paymentCards } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';

export const cardViewOf = (card: typeof paymentCards.$inferSelect): SavedCard => ({
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  cardholder: card.cardholder,
  address: card.address,
  city: card.city,
  state: card.state,
  country: card.country,
  zip: card.zip,
});

/** The latest card of a user the caller was shown to reach. */
export async function cardOfUser(db: Queryable, user: InScope<'user'>): Promise<SavedCard | null> {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, user.id))
    .orderBy(desc(paymentCards.id))
    .limit(1);
  return card ? cardViewOf(card) : null;
}
