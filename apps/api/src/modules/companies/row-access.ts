// Who may act on which kind of row: each kind belongs to a configuration page (part 2 §2), and the
// Settings permission of that page decides add (create), edit (update) and remove (delete) (§6).
// Routes declare this rule (pageBy, pageOfAccount); requireRowAccess remains only for the cost-agency
// handlers of settings/, whose routes do not declare it yet.
import { type ListUserType, PAGE_OF_ROW_TYPE, type PermissionAction } from '@lead/shared';
import type { AccessFacts } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { requireConfigurationRoute, requirePermission } from '../users/shell-access.ts';

export { isPlatformStaff } from '../../platform/access/platform-staff.ts';

/** The page of the row kind is the actor's, and its role allows the Settings action there. */
export async function requireRowAccess(
  ctx: AppContext,
  actor: Actor,
  rowType: ListUserType,
  action: PermissionAction,
): Promise<AccessFacts> {
  const facts = await requireConfigurationRoute(ctx, actor, PAGE_OF_ROW_TYPE[rowType]);
  requirePermission(facts, 'Settings', action);
  return facts;
}
