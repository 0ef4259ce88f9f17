// Users an actor may reach, always through the tenant scope: a foreign id is simply not found.
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { type TenantScope, withinScope } from '../../platform/tenant-scope.ts';
import { managedDownline } from '../companies/downline-scope.ts';

export async function findUserInScope(db: Queryable, scope: TenantScope, userId: number) {
  const [row] = await db
    .select({ user: users, companyPath: sql<string>`${companies.path}::text` })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), withinScope(scope, companies.path)))
    .limit(1);
  return row ?? null;
}

/** Settings that belong to a person (password, two-factor) are changed by that person only. */
export async function ownUser(db: Queryable, actor: Actor, userId: number) {
  const row = await findUserInScope(db, actor.scope, userId);
  if (!row) throw notFound();
  if (row.user.id !== actor.userId) throw notFound();
  return row.user;
}

/**
 * A user whose account facts (card, onboarding) the actor may read: its own, and for a sales person
 * the users of the agencies it is assigned to and their clients; for anyone else its tenant scope.
 */
export async function findUserInReach(db: Queryable, actor: Actor, userId: number) {
  const reach: SQL =
    actor.userType === 'sales'
      ? (or(eq(users.id, actor.userId), managedDownline(actor)) as SQL)
      : withinScope(actor.scope, companies.path);
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), withinScope(actor.scope, companies.path), reach))
    .limit(1);
  if (!row) throw notFound();
  return row.user;
}
