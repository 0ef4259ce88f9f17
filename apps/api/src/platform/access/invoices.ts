// Who reads which invoice (issue 15 item 7): its payer company (a client what it owes its agency, an
// agency what it owes the platform), the agency it is under (its clients' invoices), and the staff of
// its platform root. Sales people read none. Anything else answers 404 as if it did not exist. The
// rule reads the invoice's own columns only, never the payer's liveness: a removed company's invoices
// stay readable to those above it (item 6).
import type { InvoiceViewer } from '@lead/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { companies, invoices } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { invalid, notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { type InScope, type Proven, prove } from './proof.ts';

export type Invoice = typeof invoices.$inferSelect;
export type ProvenInvoice = Proven<Invoice, 'invoice'>;

/** Which invoice screens the actor gets: a client's (no wholesale), an agency's, the platform's. */
export function invoiceViewerOf(actor: Actor): InvoiceViewer | null {
  if (actor.userType === 'sales') return null;
  if (actor.userType === 'client' || actor.companyKind === 'client') return 'client';
  if (actor.companyKind === 'agency') return 'agency';
  return actor.isSystemUser ? 'platform' : null;
}

/** SQL condition on `invoices`: the actor may read that invoice. */
export function visibleInvoices(actor: Actor): SQL {
  switch (invoiceViewerOf(actor)) {
    case 'client':
      return eq(invoices.payerCompanyId, actor.companyId);
    case 'agency':
      return eq(invoices.agencyCompanyId, actor.companyId);
    case 'platform':
      return eq(invoices.rootCompanyId, actor.rootCompanyId);
    default:
      return sql`false`;
  }
}

/** One invoice the actor may read, proven; else 404. */
export async function visibleInvoice(db: Queryable, actor: Actor, invoiceId: number): Promise<ProvenInvoice> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), visibleInvoices(actor)))
    .limit(1);
  if (!row) throw notFound();
  return prove('invoice', row);
}

/**
 * The agency whose margin the actor reads: an agency its own (another id answers 404); platform staff
 * an agency of their platform, which they must name. Removed agencies stay readable.
 */
export async function marginAgencyOf(
  db: Queryable,
  actor: Actor,
  agencyId: number | undefined,
): Promise<InScope<'company'>> {
  const viewer = invoiceViewerOf(actor);
  if (viewer === 'agency') {
    if (agencyId !== undefined && agencyId !== actor.companyId) throw notFound();
    return prove('company', { id: actor.companyId });
  }
  if (viewer !== 'platform') throw notFound();
  if (agencyId === undefined) throw invalid({ agencyID: 'Choose an agency.' });
  const [agency] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.id, agencyId),
        eq(companies.kind, 'agency'),
        eq(companies.parentId, actor.rootCompanyId),
      ),
    )
    .limit(1);
  if (!agency) throw notFound();
  return prove('company', agency);
}
