// The ltree conditions of the company tree, written here and in tenant-scope.ts, nowhere else (`<@`
// outside platform/access/ fails the tenant-queries test). Each name says the
// relation: the actor's tenant scope, the companies it manages, a sales person's downline, a subtree.
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema/index.ts';
import type { Actor } from './actor.ts';
import type { InScope } from './proof.ts';
import { liveCompanyAt, type RemovedRows, withinScope } from './tenant-scope.ts';

export {
  companyRowWithinScope,
  liveCompanyAt,
  platformRootOf,
  type RemovedRows,
  type ScopeSubject,
  scopeOf,
  type TenantScope,
  withinScope,
} from './tenant-scope.ts';

type PathColumn = AnyPgColumn | SQL;

/**
 * The company path lies in the subtree of a company the caller was shown to reach (it included),
 * and is live unless `includeRemoved` (a removed client's invoices below its agency).
 */
export function inSubtreeOf(
  root: InScope<'company'> & { path: string },
  path: PathColumn = companies.path,
  { includeRemoved = false }: RemovedRows = {},
): SQL {
  const inside = inSubtreeOfPath(path, root.path);
  return includeRemoved ? inside : (and(inside, liveCompanyAt(path)) as SQL);
}

/**
 * The company path lies in the subtree rooted at `rootPath` (the root included). For lookups made
 * before there is an actor (the host's agency, a referral code); with an actor, use `inSubtreeOf`.
 */
export function inSubtreeOfPath(path: PathColumn, rootPath: string): SQL {
  return sql`${path} <@ ${rootPath}::ltree`;
}

/** The company path lies in the same platform as `somePath` (below its first label). */
export function inPlatformOf(path: PathColumn, somePath: string): SQL {
  return sql`${path} <@ subpath(${somePath}::ltree, 0, 1)`;
}

/**
 * A sales person's downline: the agencies it is assigned to (as sales rep, account executive or
 * referrer) and their clients. The assigned agencies are read once (an InitPlan), not once per row.
 */
export function salesDownline(actor: Actor, path: PathColumn): SQL {
  // Agencies sit right below their root (root.agency[.client]), so a company is in the downline when
  // its first two labels are an assigned agency's path. An index on those labels (and the kind:
  // companies_downline_idx) finds them from the assigned agencies, where reading every agency of the
  // platform to keep the assigned took 20 ms for 273 among 20,000 (`<@ array(…)`, 87 ms, before).
  return sql`subpath(${path}, 0, least(2, nlevel(${path}))) in (select assigned.path from companies assigned
    where assigned.kind = 'agency'
      and ${actor.userId} in (assigned.sales_rep_id, assigned.account_executive_id, assigned.account_ref_id))`;
}

/** Strictly below the actor's scope root: never its own company (nor, so, its superiors). */
export function strictlyBelow(actor: Actor, path: PathColumn, removed: RemovedRows = {}): SQL {
  return and(withinScope(actor.scope, path, removed), sql`${path} <> ${actor.scope.path}::ltree`) as SQL;
}

/**
 * The companies an actor manages in agency and client management: strictly below its scope root;
 * a sales person only its downline. Defaults to `companies.path`. Live companies only, unless
 * `includeRemoved` (read-only money views of a removed account).
 */
export function managedBy(actor: Actor, path: PathColumn = companies.path, removed: RemovedRows = {}): SQL {
  if (actor.userType !== 'sales') return strictlyBelow(actor, path, removed);
  return and(strictlyBelow(actor, path, removed), salesDownline(actor, path)) as SQL;
}
