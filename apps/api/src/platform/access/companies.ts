// Which company an actor may reach, one function per relation; each returns the row with its proof
// or answers 404 as if the company did not exist.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { type InScope, type Proven, prove } from './proof.ts';
import { inSubtreeOf, managedBy } from './subtree.ts';
import { type RemovedRows, type TenantScope, withinScope } from './tenant-scope.ts';

export type Company = typeof companies.$inferSelect;
export type ProvenCompany = Proven<Company, 'company'>;

async function oneCompany(db: Queryable, companyId: number, ...conditions: SQL[]) {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), ...conditions))
    .limit(1);
  if (!company) throw notFound();
  return prove('company', company);
}

/** In the tenant scope: the actor's company and below; for system users their whole platform. */
export function companyInTenantScope(db: Queryable, scope: TenantScope, companyId: number) {
  return oneCompany(db, companyId, withinScope(scope, companies.path));
}

/** The actor's own company id, proven by its session (no query), for rows keyed to it. */
export const selfCompanyOf = (actor: Actor): InScope<'company'> => prove('company', { id: actor.companyId });

/**
 * The actor's platform root, proven by its session (no query), when its scope is the whole platform
 * (platform staff, not viewing as an account below); null otherwise. For rows keyed to the platform.
 */
export const wholePlatformOf = (actor: Actor): InScope<'company'> | null =>
  actor.scope.path === actor.rootCompanyPath ? prove('company', { id: actor.rootCompanyId }) : null;

/** The actor's own company. */
export function ownCompany(db: Queryable, actor: Actor) {
  return companyInTenantScope(db, actor.scope, actor.companyId);
}

/** The platform root itself: system users only (anyone else has it outside its scope). */
export function platformRoot(db: Queryable, actor: Actor) {
  return companyInTenantScope(db, actor.scope, actor.rootCompanyId);
}

/**
 * A company the actor manages: strictly below its own, a sales person's only in its downline. A
 * removed company answers 404, except with `{ includeRemoved: true }`, for read-only money views
 * (a removed account's invoices stay readable to those above it; `removedAt` tells it apart).
 */
export function companyManagedBy(db: Queryable, actor: Actor, companyId: number, removed: RemovedRows = {}) {
  return oneCompany(db, companyId, managedBy(actor, companies.path, removed));
}

/** A company whose lists the actor may read: its own (or its root's) company, or one it manages. */
export function companyOwnOrManaged(db: Queryable, actor: Actor, companyId: number) {
  return oneCompany(
    db,
    companyId,
    withinScope(actor.scope, companies.path),
    ...(actor.userType === 'sales'
      ? [sql`(${companies.path} = ${actor.scope.path}::ltree or ${managedBy(actor)})`]
      : []),
  );
}

/**
 * For writes under a company (its groups, organizations): as companyOwnOrManaged, except that a
 * sales person may not change its platform root, only the companies it manages.
 */
export function companyOwnOrManagedToWrite(db: Queryable, actor: Actor, companyId: number) {
  if (actor.userType === 'sales') return companyManagedBy(db, actor, companyId);
  return companyOwnOrManaged(db, actor, companyId);
}

/** A company the actor manages, or for system users also their own platform root (user logs). */
export function companyManagedOrOwnRoot(db: Queryable, actor: Actor, companyId: number) {
  if (actor.isSystemUser && companyId === actor.rootCompanyId) return platformRoot(db, actor);
  return companyManagedBy(db, actor, companyId);
}

/**
 * One client company below a listed company that the actor reaches: sales people through their
 * downline, others through their scope (a client reaches only itself); else 404.
 */
export async function clientBelow(
  db: Queryable,
  actor: Actor,
  list: ProvenCompany,
  clientId: number,
): Promise<InScope<'company'>> {
  const [client] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.id, clientId),
        eq(companies.kind, 'client'),
        actor.userType === 'sales' ? managedBy(actor) : withinScope(actor.scope, companies.path),
        inSubtreeOf(list),
      ),
    )
    .limit(1);
  if (!client) throw notFound();
  return prove('company', client);
}
