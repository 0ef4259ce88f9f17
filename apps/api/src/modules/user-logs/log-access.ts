// Which company's user logs a caller may read (part 2 §6): a company it manages; system users also
// their own root. Who may read logs at all (staff with the Settings permission) is the routes' rule.
import { companyManagedBy, type ProvenCompany, platformRoot } from '../../platform/access/companies.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';

/** The staff types that may open the logs; sales users and clients never see them. */
export const LOG_READER_TYPES = ['user' as const, 'userdownline' as const, 'administrator' as const];

export type LogCompany = ProvenCompany;

export async function readableLogCompany(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<LogCompany> {
  if (actor.isSystemUser && companyId === actor.rootCompanyId) return platformRoot(ctx.db, actor);
  return companyManagedBy(ctx.db, actor, companyId);
}
