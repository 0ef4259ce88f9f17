// How an invoice's status reads on every invoice screen (issue 15 item 7): Paid, Failed with the
// reason the card was declined, Open, Billed by agency (a manual-bill agency collects it itself: the
// platform never charges it), Void.
import type { InvoiceStatusValue } from '../contracts/invoices.ts';

export type InvoiceStatusBadge = { label: string; color: 'green' | 'red' | 'blue' | 'gray' | 'violet' };

const BADGES: Record<InvoiceStatusValue, InvoiceStatusBadge> = {
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  open: { label: 'Open', color: 'blue' },
  external: { label: 'Billed by agency', color: 'violet' },
  void: { label: 'Void', color: 'gray' },
};

export const invoiceStatusBadge = (status: InvoiceStatusValue): InvoiceStatusBadge => BADGES[status];

/** The badge's text with the decline reason of a failed invoice: 'Failed: Your card was declined.' */
export function invoiceStatusText(status: InvoiceStatusValue, reason: string | null): string {
  const { label } = BADGES[status];
  return status === 'failed' && reason ? `${label}: ${reason}` : label;
}

/** Whether the viewer's screens carry wholesale and margin: an agency's and the platform's, never a client's. */
export const showsWholesale = (viewer: 'client' | 'agency' | 'platform'): boolean => viewer !== 'client';
