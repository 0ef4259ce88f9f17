// The refund dialog's check of the amount, before it asks: the shared contract (currency format,
// above zero, under the cap), and no more than is left to refund.
import { centsToDollars, dollarsToCents, invoiceRefundRequest } from '@lead/shared';

export type RefundAmountCheck = { ok: true; cents: number; amount: string } | { ok: false; problem: string };

export function checkRefundAmount(value: string, refundableCents: number): RefundAmountCheck {
  const parsed = invoiceRefundRequest.shape.amount.safeParse(value);
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'Enter an amount.' };
  const cents = dollarsToCents(parsed.data);
  if (cents > refundableCents)
    return { ok: false, problem: `At most ${centsToDollars(refundableCents)} can still be refunded.` };
  return { ok: true, cents, amount: centsToDollars(cents) };
}

/** A new key per opening of the dialog: a double click or a retry of the same refund refunds once. */
export const newRefundKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `refund-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
