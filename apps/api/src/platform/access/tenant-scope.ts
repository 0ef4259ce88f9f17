// The one tenant scope: every query on tenant data is limited to the companies an actor may reach.
// Removed companies (issue 15 item 6) are outside every scope: their rows stay for the money and
// audit records, but no list, count or proof reaches them unless a read says `includeRemoved`.
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

declare const scopeBrand: unique symbol;

/** The platform root of a company at `path`: its first label (every path starts at its platform). */
export const platformRootOf = (path: string): number => Number(path.split('.')[0]);

/** The ltree path of the subtree an actor may reach. Only `scopeOf` makes one. */
export type TenantScope = {
  readonly path: string;
  /** Tests only (uncheckedScope): the queries leave the containment to row-level security alone. */
  readonly unchecked?: true;
  readonly [scopeBrand]: true;
};

export type ScopeSubject = { companyPath: string; rootCompanyPath: string; isSystemUser: boolean };

/** System users reach their whole platform root; everyone else their own company and below. */
export function scopeOf(actor: ScopeSubject): TenantScope {
  return { path: actor.isSystemUser ? actor.rootCompanyPath : actor.companyPath } as TenantScope;
}

/**
 * The same scope with the access layer's containment checks off: the isolation matrix's run that
 * shows the database's row-level security (tenant-db.ts) keeps tenants apart on its own. Only the
 * test harness makes one (AppContext.scopeChecks); liveness (removed companies) is still checked.
 */
export function uncheckedScope(scope: TenantScope): TenantScope {
  return { ...scope, unchecked: true };
}

/**
 * Whether removed companies count: only read-only money views (a removed account's invoices, read by
 * those above it) pass `includeRemoved: true`; everything else sees live companies only.
 */
export type RemovedRows = { includeRemoved?: boolean };

/**
 * SQL condition: the company at this path (column or raw `alias.path`) is not removed. A removal
 * stamps a whole subtree, so the path alone tells; the lookup runs on the index of removed paths.
 */
export function liveCompanyAt(companyPath: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from companies removed
    where removed.removed_at is not null and removed.path = ${companyPath})`;
}

/** SQL condition: the company path column (or a raw `alias.path`) lies inside the scope, and is live. */
export function withinScope(
  scope: TenantScope,
  companyPath: AnyPgColumn | SQL,
  { includeRemoved = false }: RemovedRows = {},
): SQL {
  if (scope.unchecked) return includeRemoved ? sql`true` : liveCompanyAt(companyPath);
  const inside = sql`${companyPath} <@ ${scope.path}::ltree`;
  return includeRemoved ? inside : (and(inside, liveCompanyAt(companyPath)) as SQL);
}

/**
 * withinScope for a companies row itself (`alias` names it), in the terms a covering index can
 * answer alone: its own removed_at in place of the removed-path lookup (a removal stamps every row it
 * removes, so the row tells), and its platform (platformRootOf the scope) named for the indexes on
 * root_id.
 */
export function companyRowWithinScope(scope: TenantScope, alias: string): SQL {
  const row = sql.raw(alias);
  const live = sql`${row}.removed_at is null`;
  if (scope.unchecked) return live;
  const inside = sql`${row}.path <@ ${scope.path}::ltree and ${live}`;
  const platform = platformRootOf(scope.path);
  return Number.isSafeInteger(platform) ? sql`${row}.root_id = ${platform} and ${inside}` : inside;
}
