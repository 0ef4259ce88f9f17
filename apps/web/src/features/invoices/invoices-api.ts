// Calls of the invoice screens (issue 15 item 7): the list and its CSV, one invoice and its CSV, and
// an agency's margins by client and module.
import { type InvoiceFilters, type RouteOutput, invoiceRoutes as routes } from '@lead/shared';
import { call, download } from '../../lib/api-client.ts';
import '../../i18n/en-invoices.ts';

export type InvoiceListPage = RouteOutput<typeof routes.listInvoices>;
export type InvoiceDetailAnswer = RouteOutput<typeof routes.showInvoice>;
export type MarginAnswer = RouteOutput<typeof routes.invoiceMargins>;

export const INVOICES_KEY = ['invoices'] as const;

/** Filters as the API takes them: empty fields left out. */
export function filterQuery(filters: InvoiceFilters): InvoiceFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as InvoiceFilters;
}

export const invoiceListKey = (filters: InvoiceFilters, page: number, perPage: number) =>
  [...INVOICES_KEY, 'list', filterQuery(filters), page, perPage] as const;
export const listInvoices = (filters: InvoiceFilters, page: number, perPage: number) =>
  call(routes.listInvoices, { query: { ...filterQuery(filters), Page: page, PerPage: perPage } });

export const downloadInvoiceList = (filters: InvoiceFilters) =>
  download(routes.downloadInvoices, { query: filterQuery(filters) }, 'invoices.csv');

export const invoiceKey = (invoiceId: number) => [...INVOICES_KEY, 'one', invoiceId] as const;
export const showInvoice = (invoiceId: number) =>
  call(routes.showInvoice, { params: { invoiceID: invoiceId } });

export const downloadInvoice = (invoiceId: number, number: string) =>
  download(routes.downloadInvoice, { params: { invoiceID: invoiceId } }, `${number}.csv`);

export const marginKey = (range: { from?: string; to?: string }, agencyId?: number) =>
  [...INVOICES_KEY, 'margins', range, agencyId ?? null] as const;
export const readMargins = (range: { from?: string; to?: string }, agencyId?: number) =>
  call(routes.invoiceMargins, {
    query: filterQuery({ ...range, ...(agencyId ? { agencyID: agencyId } : {}) }) as {
      from?: string;
      to?: string;
      agencyID?: number;
    },
  });
