import { and, eq, type SQL } from 'drizzle-orm';
import { companies, leadCountRequests } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { managedDownline } from '../companies/downline-scope.ts';

/** SQL condition on lead_count_requests joined to its client company: the actor reaches that count. */
export function visibleCounts(actor: Actor): SQL {
  if (actor.userType === 'client') return eq(leadCountRequests.companyId, actor.companyId);
  return managedDownline(actor, companies.path);
}

/** One count the actor reaches, or 404 as if it did not exist. */
export async function countInScope(db: Queryable, actor: Actor, id: number) {
  const [row] = await db
    .select({ count: leadCountRequests })
    .from(leadCountRequests)
    .innerJoin(companies, eq(companies.id, leadCountRequests.companyId))
    .where(and(eq(leadCountRequests.id, id), visibleCounts(actor)))
    .limit(1);
  if (!row) throw notFound();
  return row.count;
}
