// An invoice as the screens show it: its columns with the payer's and payee's names, shaped for the
// viewer (a client never receives wholesale figures; margins are for client invoices only).
import type { InvoiceStatusValue, InvoiceSummary, InvoiceViewer } from '@lead/shared';
import { eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, invoices } from '../../db/schema/index.ts';
import type { Invoice } from '../../platform/access/invoices.ts';

export const payerCompany = alias(companies, 'payer_company');
export const payeeCompany = alias(companies, 'payee_company');

/** Issue 23: refunds that went through, per invoice row (one indexed lookup each: invoice_refunds_invoice_idx). */
const refundedCents = sql<number>`(select coalesce(sum(r.amount_cents), 0) from invoice_refunds r
  where r.invoice_id = ${invoices.id} and r.status = 'succeeded')`.mapWith(Number);
const refundedAt = sql<
  string | null
>`(select max(coalesce(r.finished_at, r.created_at)) from invoice_refunds r
  where r.invoice_id = ${invoices.id} and r.status = 'succeeded')`.mapWith((value) =>
  value === null ? null : new Date(value).toISOString(),
);

/** The columns every invoice read selects: the invoice, who pays and is paid, and what was refunded. */
export const invoiceColumns = {
  invoice: invoices,
  payerName: payerCompany.companyName,
  payeeName: payeeCompany.companyName,
  refundedCents,
  refundedAt,
};

export type InvoiceRecord = {
  invoice: Invoice;
  payerName: string;
  payeeName: string;
  refundedCents: number;
  refundedAt: string | null;
};

export type InvoiceFilterValues = {
  status?: InvoiceStatusValue | undefined;
  level?: Invoice['level'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  payerID?: number | undefined;
  agencyID?: number | undefined;
};

/** The filters as conditions on `invoices`: periods starting from `from` to `to`, both included. */
export function invoiceFilterConditions(filters: InvoiceFilterValues): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(invoices.status, filters.status) : undefined,
    filters.level ? eq(invoices.level, filters.level) : undefined,
    filters.from ? gte(invoices.periodStart, filters.from) : undefined,
    filters.to ? lte(invoices.periodStart, filters.to) : undefined,
    filters.payerID ? eq(invoices.payerCompanyId, filters.payerID) : undefined,
    filters.agencyID ? eq(invoices.agencyCompanyId, filters.agencyID) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Whether this viewer sees this invoice's wholesale and margin: agencies and the platform, client invoices. */
export const carriesMargin = (viewer: InvoiceViewer, invoice: Pick<Invoice, 'level'>) =>
  viewer !== 'client' && invoice.level === 'client';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function invoiceSummaryOf(viewer: InvoiceViewer, record: InvoiceRecord): InvoiceSummary {
  const { invoice } = record;
  const summary: InvoiceSummary = {
    id: invoice.id,
    number: invoice.number,
    level: invoice.level,
    status: invoice.status,
    status_reason: invoice.status === 'failed' ? invoice.lastError : null,
    payer_company_id: invoice.payerCompanyId,
    payer_name: record.payerName,
    payee_company_id: invoice.payeeCompanyId,
    payee_name: record.payeeName,
    agency_company_id: invoice.agencyCompanyId,
    term: invoice.term,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    timezone: invoice.timezone,
    total_cents: invoice.totalCents,
    attempts: invoice.attempts,
    next_attempt_at: iso(invoice.nextAttemptAt),
    paid_at: iso(invoice.paidAt),
    created_at: invoice.createdAt.toISOString(),
    refunded_cents: record.refundedCents,
    refunded_at: record.refundedAt,
  };
  if (carriesMargin(viewer, invoice)) {
    summary.wholesale_cents = invoice.wholesaleCents;
    summary.margin_cents = invoice.totalCents - invoice.wholesaleCents;
  }
  return summary;
}

/** Money for a CSV cell: 1234 → '12.34'. */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
