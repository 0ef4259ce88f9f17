// The row kind of an account or company named by id, as the page rules of agency and client
// management read it (part 2 §2): which list shows it decides which page's rule applies. Read inside
// the caller's tenant only, so a foreign id answers nothing (404) rather than "forbidden".
import type { ListUserType, UserType } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import type { Actor } from './actor.ts';
import { withinScope } from './tenant-scope.ts';

type CompanyKind = 'root' | 'agency' | 'client';

/** Which list shows an account: company owners of agencies and clients, and staff; null for none. */
export function rowTypeOf(user: { userType: UserType }, company: { kind: CompanyKind }): ListUserType | null {
  if (user.userType === 'userdownline' && company.kind === 'agency') return 'userdownline';
  if (user.userType === 'client' && company.kind === 'client') return 'client';
  if (user.userType === 'administrator' && company.kind !== 'client') return 'administrator';
  if (user.userType === 'sales' && company.kind === 'root') return 'sales';
  return null;
}

/** The row kind of an account in the caller's tenant; null when it is outside or no list's row. */
export async function rowTypeOfAccount(db: Queryable, actor: Actor, userId: number) {
  const [row] = await db
    .select({ userType: users.userType, kind: companies.kind })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), withinScope(actor.scope, companies.path)))
    .limit(1);
  return row ? rowTypeOf({ userType: row.userType }, { kind: row.kind }) : null;
}

/** The row kind of a company's owner (agency or client) in the caller's tenant; null otherwise. */
export async function rowTypeOfCompany(db: Queryable, actor: Actor, companyId: number) {
  const [row] = await db
    .select({ kind: companies.kind })
    .from(companies)
    .where(and(eq(companies.id, companyId), withinScope(actor.scope, companies.path)))
    .limit(1);
  if (row?.kind === 'agency') return 'userdownline' as const;
  if (row?.kind === 'client') return 'client' as const;
  return null;
}
