// The client a banner set is made for: one of the caller's agency's clients, or 404 as if unknown.

import type { Actor } from '../../platform/access/actor.ts';
import { clientBelow, ownCompany } from '../../platform/access/companies.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';

export async function agencyClient(
  db: Queryable,
  actor: Actor,
  clientId: number | null | undefined,
): Promise<InScope<'company'> | null> {
  if (clientId === null || clientId === undefined) return null;
  return clientBelow(db, actor, await ownCompany(db, actor), clientId);
}
