// GET /invoices: a page of the invoices the caller reads, newest first, with the list's filters.
import type { InvoicePage } from '@lead/shared';
import { lastPageOf } from '@lead/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { invoiceViewerOf, visibleInvoices } from '../../platform/access/invoices.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import {
  type InvoiceFilterValues,
  invoiceColumns,
  invoiceFilterConditions,
  invoiceSummaryOf,
  payeeCompany,
  payerCompany,
} from './invoice-rows.ts';

export type InvoiceListRequest = InvoiceFilterValues & { Page: number; PerPage: number };

export async function invoicePageOf(
  db: Queryable,
  actor: Actor,
  request: InvoiceListRequest,
): Promise<InvoicePage> {
  const viewer = invoiceViewerOf(actor);
  if (!viewer) throw notFound();
  const where = and(visibleInvoices(actor), ...invoiceFilterConditions(request));
  const [rows, [counted]] = await Promise.all([
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(payerCompany, eq(payerCompany.id, invoices.payerCompanyId))
      .innerJoin(payeeCompany, eq(payeeCompany.id, invoices.payeeCompanyId))
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(request.PerPage)
      .offset((request.Page - 1) * request.PerPage),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    viewer,
    data: rows.map((row) => invoiceSummaryOf(viewer, row)),
    current_page: request.Page,
    per_page: request.PerPage,
    total,
    last_page: lastPageOf(total, request.PerPage),
  };
}
