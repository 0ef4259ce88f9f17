// GET /invoices/margins: an agency's margin (retail − wholesale) by client and module over the
// invoices whose period starts in the range; void invoices carry nothing. Biggest margin first.
import type { MarginSummary } from '@lead/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { marginAgencyOf, visibleInvoices } from '../../platform/access/invoices.ts';
import type { Queryable } from '../../platform/db.ts';
import { invoiceFilterConditions, payerCompany } from './invoice-rows.ts';

export type MarginRequest = {
  from?: string | undefined;
  to?: string | undefined;
  agencyID?: number | undefined;
};

export async function marginSummaryOf(
  db: Queryable,
  actor: Actor,
  request: MarginRequest,
): Promise<MarginSummary> {
  const agency = await marginAgencyOf(db, actor, request.agencyID);
  const retail = sql<number>`coalesce(sum(${invoiceLines.amountCents}), 0)::bigint`.mapWith(Number);
  const wholesale = sql<number>`coalesce(sum(${invoiceLines.wholesaleCents}), 0)::bigint`.mapWith(Number);
  const rows = await db
    .select({
      client_company_id: invoices.payerCompanyId,
      client_name: payerCompany.companyName,
      module: invoiceLines.module,
      retail_cents: retail,
      wholesale_cents: wholesale,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(payerCompany, eq(payerCompany.id, invoices.payerCompanyId))
    .where(
      and(
        visibleInvoices(actor),
        eq(invoices.agencyCompanyId, agency.id),
        eq(invoices.level, 'client'),
        ne(invoices.status, 'void'),
        ...invoiceFilterConditions({ from: request.from, to: request.to }),
      ),
    )
    .groupBy(invoices.payerCompanyId, payerCompany.companyName, invoiceLines.module)
    .orderBy(
      sql`sum(${invoiceLines.amountCents}) - sum(${invoiceLines.wholesaleCents}) desc`,
      payerCompany.companyName,
      invoiceLines.module,
    );
  const withMargin = rows.map((row) => ({ ...row, margin_cents: row.retail_cents - row.wholesale_cents }));
  const total = (key: 'retail_cents' | 'wholesale_cents' | 'margin_cents') =>
    withMargin.reduce((sum, row) => sum + row[key], 0);
  return {
    agency_company_id: agency.id,
    rows: withMargin,
    totals: {
      retail_cents: total('retail_cents'),
      wholesale_cents: total('wholesale_cents'),
      margin_cents: total('margin_cents'),
    },
  };
}
