// How an invoice's status reads on every invoice screen (issue 15 item 7): Paid, Failed with the
// reason the card was declined, Open, Billed by agency (a manual-bill agency collects it itself: the
// platform never charges it), Void; and (issue 23 item 9) a paid invoice that was refunded reads
// Partly refunded or Refunded, never Paid.
import type { InvoiceStatusValue } from '../contracts/invoices.ts';

/** The stored status, or what a paid invoice became through its refunds. */
export type InvoiceShownStatus = InvoiceStatusValue | 'partly_refunded' | 'refunded';

export type InvoiceStatusBadge = {
  label: string;
  color: 'green' | 'red' | 'blue' | 'gray' | 'violet' | 'orange';
};

const BADGES: Record<InvoiceShownStatus, InvoiceStatusBadge> = {
  partly_refunded: { label: 'Partly refunded', color: 'orange' },
  refunded: { label: 'Refunded', color: 'gray' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  open: { label: 'Open', color: 'blue' },
  external: { label: 'Billed by agency', color: 'violet' },
  void: { label: 'Void', color: 'gray' },
};

export const invoiceStatusBadge = (status: InvoiceShownStatus): InvoiceStatusBadge => BADGES[status];

/** A paid invoice's refunds decide how it reads: some refunded, or all of it (refunds that went through). */
export function invoiceShownStatus(invoice: {
  status: InvoiceStatusValue;
  total_cents: number;
  refunded_cents: number;
}): InvoiceShownStatus {
  if (invoice.status !== 'paid' || invoice.refunded_cents <= 0) return invoice.status;
  return invoice.refunded_cents >= invoice.total_cents ? 'refunded' : 'partly_refunded';
}

/** The badge's text with the decline reason of a failed invoice: 'Failed: Your card was declined.' */
export function invoiceStatusText(status: InvoiceShownStatus, reason: string | null): string {
  const { label } = BADGES[status];
  return status === 'failed' && reason ? `${label}: ${reason}` : label;
}

/** Whether the viewer's screens carry wholesale and margin: an agency's and the platform's, never a client's. */
export const showsWholesale = (viewer: 'client' | 'agency' | 'platform'): boolean => viewer !== 'client';
