// The payer's payment_status follows its invoices (part 2 §4 "Payment status failed"): failed while
// any of its invoices is failed, cleared when the last one is paid.
import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

export async function markPayerFailed(db: Queryable, payerCompanyId: number): Promise<void> {
  await db.update(companies).set({ paymentStatus: 'failed' }).where(eq(companies.id, payerCompanyId));
}

/** Clears the failed status once no invoice of the payer is failed; returns whether it cleared. */
export async function clearPayerWhenSettled(db: Queryable, payerCompanyId: number): Promise<boolean> {
  const cleared = await db
    .update(companies)
    .set({ paymentStatus: null })
    .where(
      and(
        eq(companies.id, payerCompanyId),
        eq(companies.paymentStatus, 'failed'),
        sql`not exists (select 1 from invoices
          where payer_company_id = ${payerCompanyId} and status = 'failed')`,
      ),
    )
    .returning({ id: companies.id });
  return cleared.length > 0;
}
