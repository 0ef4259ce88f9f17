// The Data Wallet of an agency (issue 16; part 1 §6 menu rule): only the agency's own owner and
// staff (user, userdownline) reach it, and only while the agency bills manually. Any other company
// id answers 404 as if it did not exist; an agency without manual bill is refused (403).
import { and, eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { AppError, notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import type { ProvenCompany } from './companies.ts';
import { prove } from './proof.ts';
import { withinScope } from './tenant-scope.ts';

/** The actor's own manual-bill agency, named by the request's company id. */
export async function walletAgency(db: Queryable, actor: Actor, companyId: number): Promise<ProvenCompany> {
  if (companyId !== actor.companyId || actor.companyKind !== 'agency') throw notFound();
  if (actor.userType !== 'user' && actor.userType !== 'userdownline') throw notFound();
  const [company] = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        eq(companies.kind, 'agency'),
        withinScope(actor.scope, companies.path),
      ),
    )
    .limit(1);
  if (!company || company.removedAt) throw notFound();
  if (!company.manualBill) throw new AppError(403, 'walletNeedsManualBill');
  return prove('company', company);
}
