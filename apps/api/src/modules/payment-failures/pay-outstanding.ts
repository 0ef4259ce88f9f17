// Charging what a payer owes, invoice by invoice, for a settlement or right after a new card is saved
// (issue 15 point 4). Each charge locks its invoice (chargeInvoice), so settlements started at once,
// or a settlement beside the retry job, charge an invoice once: the others find it busy or paid.
// The first decline stops the round: the same card would decline the rest.
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { ProviderUnavailableError } from '../../platform/providers/payment-provider.ts';
import { type ChargeOutcome, type ChargeReason, chargeInvoice } from '../invoices/charge-invoice.ts';
import { clearPayerWhenSettled } from '../invoices/payer-state.ts';
import { invoiceStateOf, type OutstandingInvoice, outstandingInvoicesOf, retrySoon } from './outstanding.ts';

export type PaymentRound = {
  /** What was outstanding when the round began. */
  outstanding: OutstandingInvoice[];
  paid: OutstandingInvoice[];
  /** The provider's reason, when a charge was declined. */
  declined: { invoice: OutstandingInvoice; message: string } | null;
  /** Invoices another charge was holding (a settlement running at the same moment). */
  busy: OutstandingInvoice[];
  /** The provider did not answer: nothing more was tried. */
  unavailable: boolean;
  /** A failed status without any failed invoice behind it was cleared by this round itself. */
  clearedWithoutCharge: boolean;
};

const BUSY_WAIT_MS = 100;
const BUSY_WAITS = 100;

/**
 * Charges one invoice; when another charge holds it (a settlement clicked twice, the retry job), waits
 * for that one and answers its result instead of charging again.
 */
async function chargeOnce(
  ctx: AppContext,
  payer: ProvenCompany,
  invoice: OutstandingInvoice,
  reason: ChargeReason,
  now: Date,
): Promise<ChargeOutcome> {
  for (let wait = 0; ; wait++) {
    const result = await chargeInvoice(ctx, invoice.id, reason, now);
    if (result.outcome !== 'skipped' || result.status !== 'busy' || wait >= BUSY_WAITS) return result;
    await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
    const state = await invoiceStateOf(ctx.db, payer, invoice.id);
    if (state && state.attempts > invoice.attempts) {
      if (state.status === 'paid') return { outcome: 'skipped', status: 'paid' };
      if (state.status === 'failed') return { outcome: 'failed', message: state.lastError ?? '' };
    }
  }
}

export async function payOutstanding(
  ctx: AppContext,
  payer: ProvenCompany,
  reason: ChargeReason,
  statuses: ('open' | 'failed')[] = ['failed', 'open'],
  now = new Date(),
): Promise<PaymentRound> {
  const outstanding = await outstandingInvoicesOf(ctx.db, payer, statuses);
  const round: PaymentRound = {
    outstanding,
    paid: [],
    declined: null,
    busy: [],
    unavailable: false,
    clearedWithoutCharge: false,
  };
  for (const invoice of outstanding) {
    let result: ChargeOutcome;
    try {
      result = await chargeOnce(ctx, payer, invoice, reason, now);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      round.unavailable = true;
      await retrySoon(
        ctx.db,
        payer,
        outstanding.map((row) => row.id),
        now,
      );
      break;
    }
    if (result.outcome === 'paid') round.paid.push(invoice);
    else if (result.outcome === 'failed') {
      round.declined = { invoice, message: result.message };
      break;
    } else if (result.status === 'busy') round.busy.push(invoice);
  }
  // A failed status with no failed invoice behind it (set before invoices existed) is settled too.
  round.clearedWithoutCharge = await clearPayerWhenSettled(ctx.db, payer.id);
  return round;
}
