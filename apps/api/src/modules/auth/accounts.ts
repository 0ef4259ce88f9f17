// Looks up sign-in accounts with the company lineage that decides where they may sign in.
import type { CompanyRef } from '@lead/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { lineageIds } from '../white-label/company-settings.ts';

export type Account = typeof users.$inferSelect & { companyPath: string; lineage: CompanyRef[] };

export async function findAccountBy(
  db: Queryable,
  by: { email: string } | { id: number },
): Promise<Account | null> {
  const condition =
    'email' in by ? sql`lower(${users.email}) = ${by.email.toLowerCase()}` : eq(users.id, by.id);
  const [row] = await db
    .select({ user: users, companyPath: sql<string>`${companies.path}::text` })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    // A removed company's users (issue 15 item 6) sign in no more; their e-mail may be someone else's now.
    .where(and(condition, isNull(users.removedAt)))
    .limit(1);
  if (!row) return null;
  const ids = lineageIds(row.companyPath);
  const kinds = await db
    .select({ id: companies.id, kind: companies.kind })
    .from(companies)
    .where(inArray(companies.id, ids));
  const lineage = ids.flatMap((id) => kinds.filter((company) => company.id === id));
  return { ...row.user, companyPath: row.companyPath, lineage };
}
