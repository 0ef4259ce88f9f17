// Who may read which company's user logs (part 2 §6): platform staff and agency owners or admins
// holding the Settings permission, for a company they manage; system users also for their own root.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden } from '../../platform/errors.ts';
import { managedCompanyRow } from '../tenants/downline-scope.ts';
import { requireConfigurationRoute, requirePermission } from '../users/shell-access.ts';

/** The staff types that may open the logs; sales users and clients never see them. */
export const LOG_READER_TYPES = ['user' as const, 'userdownline' as const, 'administrator' as const];

export type LogCompany = { id: number; companyName: string; path: string };

export async function readableLogCompany(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<LogCompany> {
  if (!LOG_READER_TYPES.some((type) => type === actor.userType)) throw forbidden();
  const facts = await requireConfigurationRoute(ctx, actor, 'client-management');
  requirePermission(facts, 'Settings', 'enable');
  if (actor.isSystemUser && companyId === actor.rootCompanyId) {
    const [root] = await ctx.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
    if (root) return root;
  }
  return managedCompanyRow(ctx.db, actor, companyId);
}
