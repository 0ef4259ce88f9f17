// Issues an invoice with its numbered lines and its journal postings, all in one transaction. The
// billing key names the invoice (level, payer, term, period): issuing it again returns the first.
import { sql } from 'drizzle-orm';
import { type InvoiceLevel, type InvoiceLineKind, invoiceLines, invoices } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { issuePostings } from '../ledger/invoice-postings.ts';
import { post } from '../ledger/post.ts';

export type NewInvoiceLine = {
  campaignId: number | null;
  module: string | null;
  kind: InvoiceLineKind;
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  /** What the platform charges the agency for this line; 0 on agency and subscription invoices. */
  wholesaleCents: number;
};

export type NewInvoice = {
  billingKey: string;
  level: InvoiceLevel;
  payerCompanyId: number;
  payeeCompanyId: number;
  agencyCompanyId: number;
  rootCompanyId: number;
  term: string;
  periodStart: string;
  periodEnd: string;
  timezone: string;
  /** A manual-bill agency collects its clients' invoices itself: recorded, never charged or posted. */
  external: boolean;
  lines: readonly NewInvoiceLine[];
};

export type IssuedInvoice = { id: number; number: string; created: boolean };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * What issuing posts to the journal: the lines' totals, less the lines the journal holds already
 * (an enrichment job posts its matched rows chunk by chunk, so invoicing them must not post them again).
 */
export function postedOnIssue(lines: readonly NewInvoiceLine[]): {
  totalCents: number;
  wholesaleCents: number;
} {
  const fresh = lines.filter((line) => line.kind !== 'enrichment');
  return {
    totalCents: sum(fresh.map((line) => line.amountCents)),
    wholesaleCents: sum(fresh.map((line) => line.wholesaleCents)),
  };
}

export async function issueInvoice(db: Queryable, invoice: NewInvoice): Promise<IssuedInvoice> {
  const totalCents = sum(invoice.lines.map((line) => line.amountCents));
  const wholesaleCents = sum(invoice.lines.map((line) => line.wholesaleCents));
  const status = invoice.external ? 'external' : totalCents === 0 ? 'void' : 'open';
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invoices)
      .values({
        billingKey: invoice.billingKey,
        level: invoice.level,
        payerCompanyId: invoice.payerCompanyId,
        payeeCompanyId: invoice.payeeCompanyId,
        agencyCompanyId: invoice.agencyCompanyId,
        rootCompanyId: invoice.rootCompanyId,
        term: invoice.term,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        timezone: invoice.timezone,
        status,
        totalCents,
        wholesaleCents,
      })
      .onConflictDoNothing({ target: invoices.billingKey })
      .returning({ id: invoices.id, number: invoices.number });
    if (!created) {
      const existing = await tx.execute<{ id: number; number: string }>(
        sql`select id, number from invoices where billing_key = ${invoice.billingKey}`,
      );
      const row = existing.rows[0];
      if (!row) throw new Error(`invoice ${invoice.billingKey} vanished`);
      return { id: Number(row.id), number: row.number, created: false };
    }
    if (invoice.lines.length > 0)
      await tx
        .insert(invoiceLines)
        .values(invoice.lines.map((line, index) => ({ ...line, invoiceId: created.id, lineNo: index + 1 })));
    if (status === 'open')
      await post(
        tx,
        issuePostings({
          ...invoice,
          id: created.id,
          number: created.number,
          ...postedOnIssue(invoice.lines),
        }),
      );
    return { ...created, created: true };
  });
}
