// Refund of a paid invoice by platform staff (issue 15).
import { type InvoiceRefundRequest, refundRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const refundInvoice = (invoiceId: number, body: InvoiceRefundRequest) =>
  call(routes.refundInvoice, { params: { invoiceID: invoiceId }, body });
