// Refunds of paid invoices (issue 15): platform staff only; prepaid purchases are non-refundable
// (part 2 §9). Which invoice the caller reaches (its own platform's) is the handler's proof.
import { invoiceRefundParams, invoiceRefundRequest, invoiceRefundResponse } from '../contracts/refunds.ts';
import { defineRoute, PLATFORM_STAFF } from './route.ts';

export const refundRoutes = {
  refundInvoice: defineRoute({
    method: 'POST',
    path: '/invoices/:invoiceID/refund',
    params: invoiceRefundParams,
    body: invoiceRefundRequest,
    response: { 200: invoiceRefundResponse },
    auth: { ...PLATFORM_STAFF, viewMode: 'refused' },
    idempotent: { keyField: 'idempotency_key' },
    tags: ['invoices'],
  }),
};
