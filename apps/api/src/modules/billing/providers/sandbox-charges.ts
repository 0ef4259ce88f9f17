// Charges and refunds of the sandbox provider, kept like the real provider keeps them: one record
// per idempotency key, so a retried call answers the first result and never charges twice.
import { eq, sql } from 'drizzle-orm';
import { sandboxCardOutcomes, sandboxCharges, sandboxRefunds } from '../../../db/schema/index.ts';
import type { Queryable } from '../../../platform/db.ts';
import {
  CardDeclinedError,
  type ChargeInput,
  type ChargeResult,
} from '../../../platform/providers/payment-provider.ts';
import { sha256 } from '../../../platform/secrets.ts';

async function declineOf(db: Queryable, paymentMethodId: string): Promise<string | null> {
  const [row] = await db
    .select({ decline: sandboxCardOutcomes.decline })
    .from(sandboxCardOutcomes)
    .where(eq(sandboxCardOutcomes.paymentMethodId, paymentMethodId))
    .limit(1);
  return row?.decline ?? null;
}

/**
 * Sets how a saved sandbox card answers its charges: declined with this text, or (null) charged.
 * The provider's own record, like an issuer's: it says nothing about who may change it.
 */
export async function setSandboxCardDecline(
  db: Queryable,
  paymentMethodId: string,
  decline: string | null,
): Promise<void> {
  if (decline === null) {
    await db.delete(sandboxCardOutcomes).where(eq(sandboxCardOutcomes.paymentMethodId, paymentMethodId));
    return;
  }
  await db
    .insert(sandboxCardOutcomes)
    .values({ paymentMethodId, decline })
    .onConflictDoUpdate({
      target: sandboxCardOutcomes.paymentMethodId,
      set: { decline, updatedAt: new Date() },
    });
}

/** The decline a saved sandbox card answers now, or null when it is charged. */
export const sandboxCardDecline = (db: Queryable, paymentMethodId: string) => declineOf(db, paymentMethodId);

export async function chargeSandboxCard(db: Queryable, input: ChargeInput): Promise<ChargeResult> {
  const declined = await declineOf(db, input.paymentMethodId);
  await db
    .insert(sandboxCharges)
    .values({
      idempotencyKey: input.idempotencyKey,
      chargeId: `ch_sandbox_${sha256(input.idempotencyKey).slice(0, 24)}`,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.amountCents,
      connectedAccountId: input.connectedAccountId ?? null,
      applicationFeeCents: input.applicationFeeCents ?? null,
      declined,
    })
    .onConflictDoNothing();
  // The first call with this key decided the outcome; a replay answers the same.
  const [first] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (!first) throw new Error(`sandbox charge ${input.idempotencyKey} vanished`);
  if (first.declined) throw new CardDeclinedError(first.declined);
  return { chargeId: first.chargeId };
}

export async function refundSandboxCharge(
  db: Queryable,
  input: { chargeId: string; amountCents: number; idempotencyKey: string },
): Promise<{ refundId: string }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sandboxRefunds)
      .values({
        idempotencyKey: input.idempotencyKey,
        refundId: `re_sandbox_${sha256(input.idempotencyKey).slice(0, 24)}`,
        chargeId: input.chargeId,
        amountCents: input.amountCents,
      })
      .onConflictDoNothing()
      .returning({ refundId: sandboxRefunds.refundId });
    if (inserted[0]) {
      const refunded = await tx
        .update(sandboxCharges)
        .set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${input.amountCents}` })
        .where(
          sql`${sandboxCharges.chargeId} = ${input.chargeId} and ${sandboxCharges.declined} is null
            and ${sandboxCharges.refundedCents} + ${input.amountCents} <= ${sandboxCharges.amountCents}`,
        )
        .returning({ chargeId: sandboxCharges.chargeId });
      if (!refunded[0]) throw new Error(`sandbox refund of ${input.chargeId} exceeds what was charged`);
      return inserted[0];
    }
    const [first] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (!first) throw new Error(`sandbox refund ${input.idempotencyKey} vanished`);
    // Like Stripe's idempotency_error: a key answers only the request it was first used with.
    if (first.chargeId !== input.chargeId || first.amountCents !== input.amountCents)
      throw new Error(`sandbox refund key ${input.idempotencyKey} was first used with other parameters`);
    return { refundId: first.refundId };
  });
}
