// Demo agency owners and clients start with a sandbox card, so the demo begins "card set up".
import { eq } from 'drizzle-orm';
import { paymentCards, users } from '../db/schema/index.ts';
import type { Queryable } from '../platform/db.ts';

export async function giveDemoCard(
  db: Queryable,
  user: { id: number; companyId: number; name: string } | undefined,
): Promise<void> {
  if (!user) throw new Error('demo user insert returned nothing');
  const customerId = `cus_sandbox_${user.id}`;
  const paymentMethodId = `pm_sandbox_demo_${user.id}`;
  await db
    .update(users)
    .set({ providerCustomerId: customerId, customerCardId: paymentMethodId })
    .where(eq(users.id, user.id));
  await db.insert(paymentCards).values({
    userId: user.id,
    companyId: user.companyId,
    provider: 'sandbox',
    providerCustomerId: customerId,
    providerPaymentMethodId: paymentMethodId,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 5,
    cardholder: user.name,
    country: 'US',
  });
}
