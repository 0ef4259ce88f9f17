// Companies an actor may reach, through the one tenant scope: a foreign id is simply not found.
import { and, eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { type TenantScope, withinScope } from '../../platform/tenant-scope.ts';

export async function companyInScope(db: Queryable, scope: TenantScope, companyId: number) {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), withinScope(scope, companies.path)))
    .limit(1);
  if (!company) throw notFound();
  return company;
}
