// The one tenant scope: every query on tenant data is limited to the companies an actor may reach.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

declare const scopeBrand: unique symbol;

/** The ltree path of the subtree an actor may reach. Only `scopeOf` makes one. */
export type TenantScope = { readonly path: string; readonly [scopeBrand]: true };

export type ScopeSubject = { companyPath: string; rootCompanyPath: string; isSystemUser: boolean };

/** System users reach their whole platform root; everyone else their own company and below. */
export function scopeOf(actor: ScopeSubject): TenantScope {
  return { path: actor.isSystemUser ? actor.rootCompanyPath : actor.companyPath } as TenantScope;
}

/** SQL condition: the company path column (or a raw `alias.path`) lies inside the scope. */
export function withinScope(scope: TenantScope, companyPath: AnyPgColumn | SQL): SQL {
  return sql`${companyPath} <@ ${scope.path}::ltree`;
}
