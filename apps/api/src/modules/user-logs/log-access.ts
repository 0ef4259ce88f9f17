// Which company's user logs a caller may read (part 2 §6): a company it manages; system users also
// their own root. Who may read logs at all (staff with the Settings permission) is the routes' rule.
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import { companyManagedBy } from '../../platform/access/companies.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';

/** The staff types that may open the logs; sales users and clients never see them. */
export const LOG_READER_TYPES = ['user' as const, 'userdownline' as const, 'administrator' as const];

export type LogCompany = { id: number; companyName: string; path: string };

export async function readableLogCompany(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<LogCompany> {
  if (actor.isSystemUser && companyId === actor.rootCompanyId) {
    const [root] = await ctx.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
    if (root) return root;
  }
  return companyManagedBy(ctx.db, actor, companyId);
}
