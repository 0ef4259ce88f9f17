// What a payer owes now (issue 15 point 4): its failed and open invoices, oldest first. Settlement
// charges exactly these, and its confirmation shows their sum before anything is charged.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { Queryable } from '../../platform/db.ts';

export type OutstandingInvoice = {
  id: number;
  number: string;
  status: 'open' | 'failed';
  totalCents: number;
  lastError: string | null;
  attempts: number;
};

export async function outstandingInvoicesOf(
  db: Queryable,
  payer: ProvenCompany,
  statuses: ('open' | 'failed')[] = ['failed', 'open'],
): Promise<OutstandingInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      lastError: invoices.lastError,
      attempts: invoices.attempts,
    })
    .from(invoices)
    .where(and(eq(invoices.payerCompanyId, payer.id), inArray(invoices.status, statuses)))
    .orderBy(asc(invoices.id));
  return rows.map((row) => ({ ...row, status: row.status as 'open' | 'failed' }));
}

/** The payment state of one of the payer's invoices now (after another charge held it). */
export async function invoiceStateOf(db: Queryable, payer: ProvenCompany, invoiceId: number) {
  const [row] = await db
    .select({ status: invoices.status, attempts: invoices.attempts, lastError: invoices.lastError })
    .from(invoices)
    .where(and(eq(invoices.payerCompanyId, payer.id), eq(invoices.id, invoiceId)));
  return row ?? null;
}

/** A provider outage left these unpaid: the retry job takes them on its next run. */
export async function retrySoon(db: Queryable, payer: ProvenCompany, invoiceIds: number[], now: Date) {
  if (invoiceIds.length === 0) return;
  await db
    .update(invoices)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(invoices.payerCompanyId, payer.id),
        eq(invoices.status, 'failed'),
        inArray(invoices.id, invoiceIds),
      ),
    );
}

export const sumCents = (rows: { totalCents: number }[]) =>
  rows.reduce((sum, row) => sum + row.totalCents, 0);
