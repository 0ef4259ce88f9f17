// Who may act on which kind of row: each kind belongs to a configuration page (part 2 §2), and the
// Settings permission of that page decides add (create), edit (update) and remove (delete) (§6).
import type { ConfigurationRoute, ListUserType, PermissionAction } from '@lead/shared';
import type { AccessFacts } from '../../platform/access/access-facts.ts';
import { isPlatformStaff } from '../../platform/access/platform-staff.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { forbidden } from '../../platform/errors.ts';
import { requireConfigurationRoute, requirePermission } from '../users/shell-access.ts';

export const PAGE_OF_ROW: Record<ListUserType, ConfigurationRoute> = {
  userdownline: 'agency-list',
  client: 'client-management',
  administrator: 'administrator-list',
  sales: 'sales-account-list',
};

/** The page of the row kind is the actor's, and its role allows the Settings action there. */
export async function requireRowAccess(
  ctx: AppContext,
  actor: Actor,
  rowType: ListUserType,
  action: PermissionAction,
): Promise<AccessFacts> {
  const facts = await requireConfigurationRoute(ctx, actor, PAGE_OF_ROW[rowType]);
  requirePermission(facts, 'Settings', action);
  return facts;
}

export { isPlatformStaff } from '../../platform/access/platform-staff.ts';

export function requirePlatformStaff(actor: Actor): void {
  if (!isPlatformStaff(actor)) throw forbidden();
}
