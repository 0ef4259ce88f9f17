// Invoices platform staff act on (refunds): any invoice of their own platform root, none of another
// platform's; 404 as if it did not exist. Read screens for other roles have their own helpers.
import { and, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { isPlatformStaff } from './platform-staff.ts';
import { type Proven, prove } from './proof.ts';

export type Invoice = typeof invoices.$inferSelect;
export type ProvenInvoice = Proven<Invoice, 'invoice'>;

/** An invoice under the actor's platform root, for its owner and administrators only. */
export async function invoiceOfPlatform(
  db: Queryable,
  actor: Actor,
  invoiceId: number,
): Promise<ProvenInvoice> {
  if (!isPlatformStaff(actor)) throw notFound();
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.rootCompanyId, actor.rootCompanyId)))
    .limit(1);
  if (!invoice) throw notFound();
  return prove('invoice', invoice);
}
