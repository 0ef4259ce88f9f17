// Charges one open or failed invoice through the payment provider, exactly once per attempt.
//
// The invoice row stays locked while the provider is called, so two runs never charge it at once
// (the second skips it). The idempotency key is the invoice and the number of the attempt; the
// attempt count is only raised when the provider answered, so after a crash or a provider timeout
// the next try sends the same key and the provider answers the first result instead of charging
// again. A decline raises the count: the next retry is a new charge.
import { centsToDollars, messages, nextRetryAt } from '@lead/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { companies, invoices, paymentAttempts, paymentCards } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { invoiceCharges } from '../../platform/metrics.ts';
import { CardDeclinedError } from '../../platform/providers/payment-provider.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { type InvoiceMoney, marginCents, paidPostings } from '../ledger/invoice-postings.ts';
import { post } from '../ledger/post.ts';
import { payInvoiceFromWallet } from '../wallet/wallet-funds-job.ts';
import { earnCommissions } from './commissions.ts';
import { clearPayerWhenSettled, markPayerFailed } from './payer-state.ts';
import { paymentFailedMailJob } from './payment-failed-mail-job.ts';

export type ChargeReason = 'run' | 'retry' | 'new-card' | 'settlement';

export type ChargeOutcome =
  | { outcome: 'paid'; chargeId: string }
  | { outcome: 'failed'; message: string }
  /** Another run holds the invoice, or it is not open or failed: nothing was charged here. */
  | { outcome: 'skipped'; status: string };

type LockedInvoice = typeof invoices.$inferSelect;

export const chargeKeyOf = (invoiceId: number, attemptNo: number) =>
  `invoice-${invoiceId}-attempt-${attemptNo}`;

async function lockInvoice(tx: Queryable, invoiceId: number): Promise<LockedInvoice | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update', { skipLocked: true })
    .limit(1);
  return row ?? null;
}

async function cardOfPayer(tx: Queryable, payerCompanyId: number, provider: string) {
  const [card] = await tx
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.companyId, payerCompanyId))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
    .limit(1);
  // A card saved with another provider cannot be charged by this one.
  return card && card.provider === provider ? card : null;
}

/** A client invoice of an agency that takes its own payments goes to its account, minus wholesale. */
async function destinationOf(tx: Queryable, invoice: LockedInvoice): Promise<string | null> {
  if (invoice.level !== 'client') return null;
  const [agency] = await tx
    .select({
      accountId: companies.providerAccountId,
      chargesEnabled: companies.chargesEnabled,
      manualBill: companies.manualBill,
    })
    .from(companies)
    .where(eq(companies.id, invoice.agencyCompanyId))
    .limit(1);
  if (!agency?.accountId || !agency.chargesEnabled || agency.manualBill) return null;
  return agency.accountId;
}

const moneyOf = (invoice: LockedInvoice): InvoiceMoney => ({ ...invoice });

async function recordDecline(
  tx: Queryable,
  invoice: LockedInvoice,
  attemptNo: number,
  key: string,
  reason: ChargeReason,
  message: string,
  now: Date,
): Promise<ChargeOutcome> {
  const firstDeclinedAt = invoice.firstDeclinedAt ?? now;
  await tx
    .update(invoices)
    .set({
      status: 'failed',
      attempts: attemptNo,
      firstDeclinedAt,
      lastError: message,
      nextAttemptAt: nextRetryAt(attemptNo, firstDeclinedAt),
    })
    .where(eq(invoices.id, invoice.id));
  await tx.insert(paymentAttempts).values({
    invoiceId: invoice.id,
    attemptNo,
    idempotencyKey: key,
    amountCents: invoice.totalCents,
    status: 'declined',
    error: message,
    reason,
    finishedAt: now,
  });
  const paused = await markPayerFailed(tx, invoice.payerCompanyId, invoice);
  await writeUserLog(tx, {
    userId: null,
    companyId: invoice.payerCompanyId,
    action: 'payment',
    description: `${invoice.number}: charge of $${centsToDollars(invoice.totalCents)} declined (${reason}, attempt ${attemptNo}): ${message}; ${paused.length} campaign(s) paused`,
    ip: null,
  });
  return { outcome: 'failed', message };
}

export async function chargeInvoice(
  ctx: AppContext,
  invoiceId: number,
  reason: ChargeReason,
  now = new Date(),
): Promise<ChargeOutcome> {
  let attemptNo = 0;
  const outcome = await ctx.db.transaction(async (tx): Promise<ChargeOutcome> => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) return { outcome: 'skipped', status: 'busy' };
    if (invoice.status !== 'open' && invoice.status !== 'failed')
      return { outcome: 'skipped', status: invoice.status };
    attemptNo = invoice.attempts + 1;
    const key = chargeKeyOf(invoice.id, attemptNo);
    // Issue 16: a wallet agency's own invoice is paid from its Data Wallet (posted there), not its card.
    const fromWallet = await payInvoiceFromWallet(tx, invoice);
    if (fromWallet && !fromWallet.paid)
      return recordDecline(tx, invoice, attemptNo, key, reason, fromWallet.message, now);
    const card = fromWallet ? null : await cardOfPayer(tx, invoice.payerCompanyId, ctx.payments.name);
    const destination = fromWallet ? null : await destinationOf(tx, invoice);
    let chargeId: string;
    if (fromWallet) chargeId = fromWallet.chargeId;
    else if (!card) return recordDecline(tx, invoice, attemptNo, key, reason, messages.invoiceNoCard, now);
    else
      try {
        ({ chargeId } = await ctx.payments.charge({
          customerId: card.providerCustomerId,
          paymentMethodId: card.providerPaymentMethodId,
          amountCents: invoice.totalCents,
          idempotencyKey: key,
          description: `Invoice ${invoice.number}`,
          connectedAccountId: destination,
          applicationFeeCents: destination ? invoice.wholesaleCents : undefined,
          metadata: { invoice_id: String(invoice.id), invoice_number: invoice.number },
        }));
      } catch (error) {
        if (error instanceof CardDeclinedError)
          return recordDecline(tx, invoice, attemptNo, key, reason, error.message, now);
        // Timeouts and the provider's own failures leave the count as it is: the retry sends this key.
        throw error;
      }
    await tx
      .update(invoices)
      .set({
        status: 'paid',
        attempts: attemptNo,
        providerChargeId: chargeId,
        paidAt: now,
        nextAttemptAt: null,
        lastError: null,
      })
      .where(eq(invoices.id, invoice.id));
    await tx.insert(paymentAttempts).values({
      invoiceId: invoice.id,
      attemptNo,
      idempotencyKey: key,
      amountCents: invoice.totalCents,
      status: 'succeeded',
      providerChargeId: chargeId,
      reason,
      finishedAt: now,
    });
    if (!fromWallet)
      await post(
        tx,
        paidPostings(moneyOf(invoice), destination !== null && marginCents(moneyOf(invoice)) > 0),
      );
    await clearPayerWhenSettled(tx, invoice.payerCompanyId);
    await writeUserLog(tx, {
      userId: null,
      companyId: invoice.payerCompanyId,
      action: 'payment',
      description: `${invoice.number}: $${centsToDollars(invoice.totalCents)} paid (${reason}, attempt ${attemptNo})`,
      ip: null,
    });
    await earnCommissions(tx, invoice);
    return { outcome: 'paid', chargeId };
  });
  // The payer hears of a decline by e-mail, after the decline is committed; whoever saved a new card
  // sees the reason in the answer instead.
  invoiceCharges.labels(reason, outcome.outcome).inc();
  if (outcome.outcome === 'failed' && reason !== 'new-card')
    await ctx.queue.send(paymentFailedMailJob, { invoiceId, attemptNo });
  return outcome;
}

/** Invoices whose retry time has come (the retry job charges them one by one). */
export async function invoicesDueForRetry(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: string }>(sql`
    select id from invoices where status = 'failed' and next_attempt_at <= ${now}
    order by next_attempt_at limit ${limit}`);
  return result.rows.map((row) => Number(row.id));
}
