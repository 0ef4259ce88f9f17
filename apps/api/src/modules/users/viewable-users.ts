// Accounts a root system user may view: everyone else on its platform, through the tenant scope.
import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { withinScope } from '../../platform/tenant-scope.ts';
import { assertMayViewAs } from './view-as.ts';

export async function viewableUsers(db: Queryable, actor: Actor, search: string) {
  assertMayViewAs(actor);
  const pattern = `%${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      company_name: companies.companyName,
      user_type: users.userType,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        withinScope(actor.scope, companies.path),
        ne(users.id, actor.userId),
        eq(users.active, true),
        search
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(companies.companyName, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(companies.path), asc(users.id))
    .limit(100);
}
