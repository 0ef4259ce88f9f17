// Whose company groups and organizations a caller may touch. Reading: the caller's own company (the
// platform root for staff) or any company it manages — a client only its own. Writing: the same,
// except that a sales person may not change the platform root's own folders, only those of the
// agencies and clients it is assigned to. Anything else answers 404 as if it did not exist.

import { companyOwnOrManaged } from '../../platform/access/companies.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';

export async function readableOwner(db: Queryable, actor: Actor, companyId: number) {
  return companyOwnOrManaged(db, actor, companyId);
}

export async function writableOwner(db: Queryable, actor: Actor, companyId: number) {
  const company = await companyOwnOrManaged(db, actor, companyId);
  if (actor.userType === 'sales' && company.path === actor.scope.path) throw notFound();
  return company;
}
