// The CSV downloads: the filtered list (streamed in keyset batches, newest first) and one invoice's
// numbered lines. Wholesale and margin columns only for an agency's and the platform's downloads.
import type { Readable } from 'node:stream';
import {
  INVOICE_LIMITS,
  type InvoiceLine,
  type InvoiceViewer,
  invoiceShownStatus,
  invoiceStatusText,
  MONEY_WORDS,
  moduleDisplayName,
} from '@lead/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { invoiceViewerOf, visibleInvoice, visibleInvoices } from '../../platform/access/invoices.ts';
import { csvDownload } from '../../platform/csv-download.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import {
  dollars,
  type InvoiceFilterValues,
  type InvoiceRecord,
  invoiceColumns,
  invoiceFilterConditions,
  invoiceSummaryOf,
  payeeCompany,
  payerCompany,
} from './invoice-rows.ts';
import { invoiceLinesOf, succeededRefundsOf } from './show-invoice.ts';

const BATCH_SIZE = 1_000;

const LIST_COLUMNS = [
  'Invoice',
  'Level',
  'Payer',
  'Payee',
  'Term',
  'Period start',
  'Period end',
  'Status',
  'Total',
  // Issue 23: what refunds gave back, and the day of the last one.
  'Refunded',
  'Refunded on',
];
const MARGIN_COLUMNS = [MONEY_WORDS.wholesale, MONEY_WORDS.margin];

export type CsvFile = { fileName: string; csv: Readable };

export async function invoiceListCsv(
  db: Queryable,
  actor: Actor,
  filters: InvoiceFilterValues,
  onError: (error: Error) => void,
): Promise<CsvFile> {
  const viewer = invoiceViewerOf(actor);
  if (!viewer) throw notFound();
  const margins = viewer !== 'client';
  const conditions = [visibleInvoices(actor), ...invoiceFilterConditions(filters)];
  const batchAfter = (after: InvoiceRecord | null, limit: number) =>
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(payerCompany, eq(payerCompany.id, invoices.payerCompanyId))
      .innerJoin(payeeCompany, eq(payeeCompany.id, invoices.payeeCompanyId))
      .where(
        and(visibleInvoices(actor), ...conditions, after ? lt(invoices.id, after.invoice.id) : undefined),
      )
      .orderBy(desc(invoices.id))
      .limit(limit);
  const csv = await csvDownload<InvoiceRecord>({
    columns: margins ? [...LIST_COLUMNS, ...MARGIN_COLUMNS] : LIST_COLUMNS,
    batchAfter,
    record: (record) => listRecord(viewer, record, margins),
    maxRows: INVOICE_LIMITS.csvMaxRows,
    batchSize: BATCH_SIZE,
    onError,
  });
  return { fileName: 'invoices.csv', csv };
}

function listRecord(viewer: InvoiceViewer, record: InvoiceRecord, margins: boolean): string[] {
  const summary = invoiceSummaryOf(viewer, record);
  const cells = [
    summary.number,
    summary.level,
    summary.payer_name,
    summary.payee_name,
    summary.term,
    summary.period_start,
    summary.period_end,
    invoiceStatusText(invoiceShownStatus(summary), summary.status_reason),
    dollars(summary.total_cents),
    summary.refunded_cents > 0 ? dollars(summary.refunded_cents) : '',
    summary.refunded_at?.slice(0, 10) ?? '',
  ];
  if (!margins) return cells;
  const known = (cents: number | undefined) => (cents === undefined ? '' : dollars(cents));
  return [...cells, known(summary.wholesale_cents), known(summary.margin_cents)];
}

const LINE_COLUMNS = ['Line', 'Description', 'Campaign', 'Module', 'Quantity', 'Unit price', 'Amount'];

export async function invoiceLinesCsv(
  db: Queryable,
  actor: Actor,
  invoiceId: number,
  onError: (error: Error) => void,
): Promise<CsvFile> {
  const viewer = invoiceViewerOf(actor);
  if (!viewer) throw notFound();
  const invoice = await visibleInvoice(db, actor, invoiceId);
  const lines = await invoiceLinesOf(db, viewer, invoice);
  const margins = viewer !== 'client' && invoice.level === 'client';
  // Issue 23: each refund that went through follows the lines, as a line of its own with a negative amount.
  const refunds = (await succeededRefundsOf(db, invoice)).map(
    (refund, index): InvoiceLine => ({
      line_no: lines.length + index + 1,
      campaign_id: null,
      campaign_name: null,
      module: null,
      kind: 'refund',
      description: `Refund on ${refund.refunded_at.slice(0, 10)}`,
      quantity: 1,
      unit_cents: -refund.amount_cents,
      amount_cents: -refund.amount_cents,
    }),
  );
  const rows = [...lines, ...refunds];
  // A refund's negative amount is written as a number, so it reads -50.00 (a text cell starting with
  // '-' would be escaped as a formula).
  const money = (cents: number) => (cents < 0 ? cents / 100 : dollars(cents));
  const csv = await csvDownload<InvoiceLine>({
    formatNumber: (value) => value.toFixed(2),
    columns: margins ? [...LINE_COLUMNS, ...MARGIN_COLUMNS] : LINE_COLUMNS,
    batchAfter: async (after, _limit) => (after ? [] : rows),
    record: (line) => {
      const cells = [
        String(line.line_no),
        line.description,
        line.campaign_name ?? '',
        moduleDisplayName(line.module),
        String(line.quantity),
        money(line.unit_cents),
        money(line.amount_cents),
      ];
      if (!margins) return cells;
      if (line.kind === 'refund') return [...cells, '', ''];
      return [...cells, dollars(line.wholesale_cents ?? 0), dollars(line.margin_cents ?? 0)];
    },
    maxRows: INVOICE_LIMITS.csvMaxRows,
    batchSize: Math.max(1, rows.length + 1),
    onError,
  });
  return { fileName: `${invoice.number}.csv`, csv };
}
