// Refunds (part of) a paid invoice through the payment provider, once per idempotency key.
//
// Three short steps, no database lock held while the provider answers:
//   1. claim: with the invoice row locked, the request's key is recorded as a pending refund, unless
//      that key was claimed before (then the first claim is answered) or the amount is more than is
//      left (paid minus refunded and pending). Refunds of one invoice take turns here.
//   2. the provider refunds with the same key: a repeat of the request, a retry after a timeout or
//      after a crash gets the provider's first refund, never a second one.
//   3. complete: the refund row is marked succeeded and the ledger postings written (both keyed, so
//      completing twice records once).
// Prepaid purchases (the Data Wallet) are non-refundable (part 2 §9).
import { centsToDollars, isWalletTerm } from '@lead/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { invoiceRefunds, invoices, ledgerPostings } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { ProviderUnavailableError } from '../../platform/providers/payment-provider.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { post } from '../ledger/post.ts';
import { platformRefundedThrough, refundPostings } from '../ledger/refund-postings.ts';
import { reverseCommissions } from './commissions.ts';

export type RefundOutcome = {
  refundId: number;
  providerRefundId: string;
  amountCents: number;
  /** All refunded (or being refunded) of the invoice, this refund included. */
  refundedCents: number;
  /** What may still be refunded. */
  refundableCents: number;
  /** True when the key was claimed before: nothing new was refunded, the first refund is answered. */
  replayed: boolean;
};

export type RefundAudit = {
  actor: { userId: number; companyId: number; viewerUserId: number | null };
  ip: string | null;
};

type Invoice = typeof invoices.$inferSelect;
type Refund = typeof invoiceRefunds.$inferSelect;

/** The provider's key and ours: the invoice and the request's own key. */
export const refundKeyOf = (invoiceId: number, requestKey: string) =>
  `invoice-${invoiceId}-refund-${requestKey}`;

/** What refunds of the invoice took or hold: succeeded and pending ones. */
async function takenCentsOf(db: Queryable, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${invoiceRefunds.amountCents}), 0)` })
    .from(invoiceRefunds)
    .where(
      and(eq(invoiceRefunds.invoiceId, invoiceId), inArray(invoiceRefunds.status, ['pending', 'succeeded'])),
    );
  return Number(row?.cents ?? 0);
}

/** Whether the payment's margin went straight to the agency (a destination charge). */
async function paidOutToAgency(db: Queryable, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.idempotencyKey, `invoice:${invoiceId}:payout`))
    .limit(1);
  return Boolean(row);
}

const tooLarge = (refundableCents: number, number: string) =>
  new AppError(422, 'refundTooLarge', {
    amount:
      refundableCents <= 0
        ? `${number} has been refunded in full.`
        : `At most ${centsToDollars(refundableCents)} of ${number} can still be refunded.`,
  });

type Claim = { invoice: Invoice; refund: Refund; replayed: boolean };

async function claim(ctx: AppContext, invoiceId: number, amountCents: number, key: string): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update')
      .limit(1);
    if (!invoice) throw new Error(`invoice ${invoiceId} vanished`);
    const [earlier] = await tx
      .select()
      .from(invoiceRefunds)
      .where(eq(invoiceRefunds.idempotencyKey, key))
      .limit(1);
    if (earlier) {
      if (earlier.amountCents !== amountCents) throw new AppError(409, 'refundKeyReused');
      return { invoice, refund: earlier, replayed: true };
    }
    if (isWalletTerm(invoice.term)) throw new AppError(409, 'refundPrepaid');
    if (invoice.status !== 'paid' || !invoice.providerChargeId) throw new AppError(409, 'refundNotPaid');
    const taken = await takenCentsOf(tx, invoice.id);
    if (amountCents > invoice.totalCents - taken) throw tooLarge(invoice.totalCents - taken, invoice.number);
    const [refund] = await tx
      .insert(invoiceRefunds)
      .values({ invoiceId: invoice.id, idempotencyKey: key, amountCents, refundedBeforeCents: taken })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    return { invoice, refund, replayed: false };
  });
}

async function complete(
  ctx: AppContext,
  { invoice, refund }: Claim,
  providerRefundId: string,
  paidOut: boolean,
  audit: RefundAudit | undefined,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(invoiceRefunds)
      .set({ status: 'succeeded', providerRefundId, finishedAt: new Date() })
      .where(and(eq(invoiceRefunds.id, refund.id), eq(invoiceRefunds.status, 'pending')))
      .returning({ id: invoiceRefunds.id });
    if (!done[0]) return; // Another request with this key completed it.
    await post(
      tx,
      refundPostings(
        { ...invoice },
        {
          key: refund.idempotencyKey,
          amountCents: refund.amountCents,
          refundedBeforeCents: refund.refundedBeforeCents,
        },
        paidOut,
      ),
    );
    await reverseCommissions(tx, invoice, {
      key: refund.idempotencyKey,
      platformRefundedCents: platformRefundedThrough(
        invoice,
        refund.refundedBeforeCents + refund.amountCents,
      ),
    });
    if (audit)
      await logActorAction(
        tx,
        audit.actor,
        audit.ip,
        'invoice-refund',
        `Refunded ${centsToDollars(refund.amountCents)} of ${invoice.number}`,
      );
  });
}

/**
 * Refunds `amountCents` of a paid invoice. The caller has proved the invoice (platform/access) or is
 * a job. Throws AppError 409 (not paid, prepaid, key reused with another amount), 422 (amount), 503
 * (the provider did not answer: the same key may be sent again and completes the refund).
 */
export async function refundInvoice(
  ctx: AppContext,
  invoiceId: number,
  amountCents: number,
  requestKey: string,
  audit?: RefundAudit,
): Promise<RefundOutcome> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new AppError(422, 'refundAmountZero', { amount: 'Enter an amount above 0.00.' });
  const claimed = await claim(ctx, invoiceId, amountCents, refundKeyOf(invoiceId, requestKey));
  const { invoice, refund } = claimed;
  if (refund.status === 'failed') throw new AppError(409, 'refundFailedBefore');
  let providerRefundId = refund.providerRefundId;
  if (refund.status === 'pending' || !providerRefundId) {
    const paidOut = await paidOutToAgency(ctx.db, invoice.id);
    try {
      ({ refundId: providerRefundId } = await ctx.payments.refund({
        chargeId: invoice.providerChargeId ?? '',
        amountCents: refund.amountCents,
        idempotencyKey: refund.idempotencyKey,
        fromConnectedAccount: paidOut,
      }));
    } catch (error) {
      // The claim stays pending (it holds its amount): the same key later completes it.
      if (error instanceof ProviderUnavailableError) throw new AppError(503, 'paymentProviderUnavailable');
      // Any other refusal is final: the claim no longer holds its amount.
      await ctx.db
        .update(invoiceRefunds)
        .set({
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
          finishedAt: new Date(),
        })
        .where(and(eq(invoiceRefunds.id, refund.id), eq(invoiceRefunds.status, 'pending')));
      // A refusal is the provider's answer, not a fault of ours: said as such, never a 500.
      throw new AppError(409, 'refundRefused');
    }
    await complete(ctx, claimed, providerRefundId, paidOut, audit);
  }
  const taken = await takenCentsOf(ctx.db, invoice.id);
  return {
    refundId: refund.id,
    providerRefundId,
    amountCents: refund.amountCents,
    refundedCents: claimed.replayed ? taken : refund.refundedBeforeCents + refund.amountCents,
    refundableCents:
      invoice.totalCents - (claimed.replayed ? taken : refund.refundedBeforeCents + refund.amountCents),
    replayed: claimed.replayed,
  };
}
