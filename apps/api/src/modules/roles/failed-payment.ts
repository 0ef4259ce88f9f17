// The failed payment of the caller's own company, for the role/module answer's fcampid and finamt
// (part 1 §3 lists them beside paymentStatusFailed; §4 "Forced pages" sends a failed payer to Card
// Setting): the first campaign the failure paused, and what the failed invoices owe.
import { centsToPlainDollars } from '@lead/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { campaigns, invoices, paymentPauses } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleInvoices } from '../../platform/access/invoices.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';

export async function failedPaymentOf(db: Queryable, actor: Actor, payer: InScope<'company'>) {
  const [owed, paused] = await Promise.all([
    db
      .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number) })
      .from(invoices)
      .where(
        and(eq(invoices.payerCompanyId, payer.id), eq(invoices.status, 'failed'), visibleInvoices(actor)),
      ),
    db
      .select({ leadspeekApiId: campaigns.leadspeekApiId })
      .from(paymentPauses)
      .innerJoin(campaigns, eq(campaigns.id, paymentPauses.campaignId))
      .where(and(eq(paymentPauses.payerCompanyId, payer.id), isNull(campaigns.removedAt)))
      .orderBy(asc(paymentPauses.pausedAt), asc(campaigns.id))
      .limit(1),
  ]);
  return {
    fcampid: paused[0]?.leadspeekApiId ?? null,
    finamt: centsToPlainDollars(owed[0]?.cents ?? 0),
  };
}
