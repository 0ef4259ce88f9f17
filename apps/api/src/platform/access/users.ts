// Which user an actor may reach, one function per relation; each returns the row with its proof or
// answers 404 as if the user did not exist.
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { type InScope, type Proven, prove } from './proof.ts';
import { managedBy } from './subtree.ts';
import { beyondScope } from './tenant-db.ts';
import { withinScope } from './tenant-scope.ts';

export type User = typeof users.$inferSelect;
export type ProvenUser = Proven<User, 'user'>;

/** The signed-in user itself, proven by its session (no query). */
export const selfOf = (actor: Actor): InScope<'user'> => prove('user', { id: actor.userId });

async function oneUser(db: Queryable, userId: number, reach: SQL) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    // A removed user (its company removed, or staff kept for money records) is reached by nobody.
    .where(and(eq(users.id, userId), isNull(users.removedAt), reach))
    .limit(1);
  if (!row) throw notFound();
  return { user: prove('user', row.user), company: prove('company', row.company) };
}

/** A user of the tenant scope (system users: their platform), with its company. */
export function userInTenantScope(db: Queryable, actor: Actor, userId: number) {
  return oneUser(db, userId, withinScope(actor.scope, companies.path));
}

/** Settings that belong to a person (password, two-factor) are changed by that person only. */
export async function ownUser(db: Queryable, actor: Actor, userId: number): Promise<ProvenUser> {
  if (userId !== actor.userId) throw notFound();
  return (await userInTenantScope(db, actor, userId)).user;
}

/**
 * A user of a company the actor manages (view-as, single sign-on): strictly below the actor's own
 * company, never its colleagues or superiors; a sales person's only in its downline.
 */
export function userManagedBy(db: Queryable, actor: Actor, userId: number) {
  return oneUser(db, userId, managedBy(actor));
}

/** The same, found by the e-mail the user signs in with (the developer API's sign-in links). */
export async function userManagedByEmail(db: Queryable, actor: Actor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.removedAt),
        managedBy(actor),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return oneUser(db, row.id, managedBy(actor));
}

/**
 * A user whose account facts (card, onboarding) the actor may read: itself, and for a sales person
 * the users of its downline; for anyone else its tenant scope.
 */
export async function userInReach(db: Queryable, actor: Actor, userId: number): Promise<ProvenUser> {
  const reach: SQL =
    actor.userType === 'sales'
      ? (and(
          withinScope(actor.scope, companies.path),
          or(eq(users.id, actor.userId), managedBy(actor)),
        ) as SQL)
      : withinScope(actor.scope, companies.path);
  return (await oneUser(db, userId, reach)).user;
}

/**
 * The owner account of a company the caller was shown to reach (a client's owner, an agency's
 * owner, a platform root's owner), or null when it has none: whose card pays, whom an agency views
 * as (issue 23 item 2).
 */
export async function ownerOfCompany(
  db: Queryable,
  company: InScope<'company'>,
  ownerType: 'client' | 'userdownline' | 'user',
): Promise<ProvenUser | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, company.id),
        eq(users.userType, ownerType),
        eq(users.active, true),
        isNull(users.removedAt),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  return row ? prove('user', row) : null;
}

/**
 * The owner of the agency a proven client belongs to: the account that pays for the client under
 * manual bill and holds the agency's Data Wallet agreement. Null when the client has no agency.
 */
export async function agencyOwnerOfClient(
  db: Queryable,
  client: InScope<'company'> & { parentId: number | null },
): Promise<ProvenUser | null> {
  if (client.parentId === null) return null;
  // The agency's owner is above the client's scope: row-level security would hide it.
  const [row] = await beyondScope(db)
    .select({ user: users })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(companies.id, client.parentId),
        eq(companies.kind, 'agency'),
        eq(users.userType, 'userdownline'),
        eq(users.active, true),
        isNull(users.removedAt),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  return row ? prove('user', row.user) : null;
}

/**
 * The root or agency user at the keyboard of a view-as session: above the viewed account, so read
 * past the caller's scope (its type and name only).
 */
export async function viewerOf(
  db: Queryable,
  viewerUserId: number,
): Promise<{ userType: (typeof users.$inferSelect)['userType']; name: string } | null> {
  const [row] = await beyondScope(db)
    .select({ userType: users.userType, name: users.name })
    .from(users)
    .where(eq(users.id, viewerUserId));
  return row ?? null;
}
