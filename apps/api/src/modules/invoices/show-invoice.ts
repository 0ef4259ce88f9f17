// GET /invoices/:invoiceID: one invoice with its numbered lines and every attempt to charge it. The
// wholesale and margin of each line only for an agency and the platform, on client invoices.
import type { InvoiceDetail, InvoiceLine, InvoiceViewer } from '@lead/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  campaigns,
  companies,
  invoiceLines,
  invoiceRefunds,
  paymentAttempts,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { invoiceViewerOf, type ProvenInvoice, visibleInvoice } from '../../platform/access/invoices.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { carriesMargin, invoiceSummaryOf } from './invoice-rows.ts';

/** The lines of a proven invoice, in order, with the campaign's name where there is one. */
export async function invoiceLinesOf(
  db: Queryable,
  viewer: InvoiceViewer,
  invoice: ProvenInvoice,
): Promise<InvoiceLine[]> {
  const rows = await db
    .select({ line: invoiceLines, campaignName: campaigns.campaignName })
    .from(invoiceLines)
    .leftJoin(campaigns, eq(campaigns.id, invoiceLines.campaignId))
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.lineNo));
  const margins = carriesMargin(viewer, invoice);
  return rows.map(({ line, campaignName }) => ({
    line_no: line.lineNo,
    campaign_id: line.campaignId,
    campaign_name: campaignName,
    module: line.module,
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unit_cents: line.unitCents,
    amount_cents: line.amountCents,
    ...(margins
      ? { wholesale_cents: line.wholesaleCents, margin_cents: line.amountCents - line.wholesaleCents }
      : {}),
  }));
}

/** Issue 23: the refunds of a proven invoice that went through, oldest first, with their day and amount. */
export async function succeededRefundsOf(db: Queryable, invoice: ProvenInvoice) {
  const rows = await db
    .select({
      amountCents: invoiceRefunds.amountCents,
      at: sql<Date>`coalesce(${invoiceRefunds.finishedAt}, ${invoiceRefunds.createdAt})`.mapWith(
        (value) => new Date(value),
      ),
    })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.invoiceId, invoice.id), eq(invoiceRefunds.status, 'succeeded')))
    .orderBy(asc(invoiceRefunds.id));
  return rows.map((refund) => ({ refunded_at: refund.at.toISOString(), amount_cents: refund.amountCents }));
}

async function namesOf(db: Queryable, invoice: ProvenInvoice) {
  const rows = await db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(eq(companies.id, invoice.payerCompanyId))
    .union(
      db
        .select({ id: companies.id, name: companies.companyName })
        .from(companies)
        .where(eq(companies.id, invoice.payeeCompanyId)),
    );
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.name ?? '';
  return { payerName: nameOf(invoice.payerCompanyId), payeeName: nameOf(invoice.payeeCompanyId) };
}

export async function invoiceDetailOf(
  db: Queryable,
  actor: Actor,
  invoiceId: number,
): Promise<InvoiceDetail> {
  const viewer = invoiceViewerOf(actor);
  if (!viewer) throw notFound();
  const invoice = await visibleInvoice(db, actor, invoiceId);
  const [names, lines, attempts, refunds] = await Promise.all([
    namesOf(db, invoice),
    invoiceLinesOf(db, viewer, invoice),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoice.id))
      .orderBy(asc(paymentAttempts.attemptNo)),
    succeededRefundsOf(db, invoice),
  ]);
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amount_cents, 0);
  return {
    viewer,
    invoice: invoiceSummaryOf(viewer, {
      invoice,
      ...names,
      refundedCents,
      refundedAt: refunds.at(-1)?.refunded_at ?? null,
    }),
    lines,
    payment_attempts: attempts.map((attempt) => ({
      attempt_no: attempt.attemptNo,
      status: attempt.status,
      reason: attempt.reason,
      error: attempt.error,
      amount_cents: attempt.amountCents,
      created_at: attempt.createdAt.toISOString(),
    })),
    refunded_cents: refundedCents,
    refunds,
  };
}
