// Refund of a paid invoice by platform staff (issue 15): a dollar amount and the request's own key,
// which makes a repeated request (a double click, a retry) refund once.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { dollarsToCents } from '../rules/campaign-price.ts';
import { id, text } from './common.ts';
import { dollarAmount } from './money.ts';

export const invoiceRefundParams = z.object({ invoiceID: id });

export const invoiceRefundRequest = z.object({
  amount: dollarAmount.refine((value) => dollarsToCents(value) > 0, messages.refundAmountZero),
  /** Made once by the form that asks (a UUID); the same key again answers the first refund. */
  idempotency_key: text
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'A key of 8 to 100 letters, digits, dashes or underscores.'),
});
export type InvoiceRefundRequest = z.infer<typeof invoiceRefundRequest>;

export const invoiceRefundResponse = z.object({
  message: z.string(),
  invoice_id: z.number(),
  /** This refund's amount, all refunded of the invoice, and what may still be refunded ('12.50'). */
  amount: z.string(),
  refunded: z.string(),
  refundable: z.string(),
  /** True when the key was used before: nothing new was refunded. */
  replayed: z.boolean(),
});
export type InvoiceRefundResponse = z.infer<typeof invoiceRefundResponse>;
