// Audience counts (lead_count_requests) are reached through their client company: a client its own,
// anyone else the companies it manages.
import { and, eq, type SQL } from 'drizzle-orm';
import { companies, leadCountRequests } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { prove } from './proof.ts';
import { managedBy } from './subtree.ts';

/** SQL condition on lead_count_requests joined to its client company: the actor reaches that count. */
export function visibleCounts(actor: Actor): SQL {
  if (actor.userType === 'client') return eq(leadCountRequests.companyId, actor.companyId);
  return managedBy(actor, companies.path);
}

/** One count the actor reaches, or 404 as if it did not exist. */
export async function visibleCount(db: Queryable, actor: Actor, id: number) {
  const [row] = await db
    .select({ count: leadCountRequests })
    .from(leadCountRequests)
    .innerJoin(companies, eq(companies.id, leadCountRequests.companyId))
    .where(and(eq(leadCountRequests.id, id), visibleCounts(actor)))
    .limit(1);
  if (!row) throw notFound();
  return prove('count', row.count);
}
