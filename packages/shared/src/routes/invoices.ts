// Invoice read calls (issue 15 item 7): every role reads the invoices it pays or that are under it
// (platform/access/invoices.ts decides which; any other id answers 404). Sales people read none: their
// money is their commissions. Margins are an agency's and the platform's only.
import type { UserType } from '../constants.ts';
import {
  invoiceDetail,
  invoiceFilterQuery,
  invoiceListQuery,
  invoicePage,
  invoiceParams,
  marginQuery,
  marginSummary,
} from '../contracts/invoices.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['invoices'];

/** Who reads invoices: clients, agency staff and platform staff; never sales people. */
export const INVOICE_READER_TYPES: UserType[] = ['user', 'userdownline', 'administrator', 'client'];

const READERS = { userTypes: INVOICE_READER_TYPES } as const satisfies RouteAccess;
/** Margins (retail − wholesale) are for agencies and the platform; a client is refused (403). */
const MARGIN_READERS = {
  userTypes: ['user', 'userdownline', 'administrator'],
  companyKinds: ['root', 'agency'],
} as const satisfies RouteAccess;

export const invoiceRoutes = {
  listInvoices: defineRoute({
    method: 'GET',
    path: '/invoices',
    query: invoiceListQuery,
    response: { 200: invoicePage },
    auth: READERS,
    tags,
    summary: 'The invoices the caller pays or that are under it, newest first',
  }),
  /** A CSV file: no JSON answer declared. */
  downloadInvoices: defineRoute({
    method: 'GET',
    path: '/invoices/csv',
    query: invoiceFilterQuery,
    auth: READERS,
    tags,
  }),
  invoiceMargins: defineRoute({
    method: 'GET',
    path: '/invoices/margins',
    query: marginQuery,
    response: { 200: marginSummary },
    auth: MARGIN_READERS,
    tags,
    summary: "An agency's margin (retail − wholesale) by client and module",
  }),
  showInvoice: defineRoute({
    method: 'GET',
    path: '/invoices/:invoiceID',
    params: invoiceParams,
    response: { 200: invoiceDetail },
    auth: READERS,
    tags,
  }),
  /** A CSV file of one invoice's lines. */
  downloadInvoice: defineRoute({
    method: 'GET',
    path: '/invoices/:invoiceID/csv',
    params: invoiceParams,
    auth: READERS,
    tags,
  }),
};
