// The role flags of campaign commands (part 2 §6 "Per-role module permissions"): the web hides what
// a role may not do; the API refuses it with 403 before anything is read or written.
import { type CampaignPermissionAction, campaignPermitted, type ModulePermissions } from '@lead/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { factsFor } from '../users/shell-access.ts';

export async function requireCampaignPermission(
  ctx: AppContext,
  actor: Actor,
  action: CampaignPermissionAction,
): Promise<void> {
  if (actor.userType === 'client') return;
  const facts = await factsFor(ctx, actor);
  const permitted = campaignPermitted(
    { user_type: facts.user_type, permissions: facts.permissions as ModulePermissions },
    action,
  );
  if (!permitted) throw forbidden();
}

/**
 * Part 2 §6: a client with disable_client_add_campaign is kept out of campaign management, so of
 * building and editing campaigns, changing their state and counting audiences for them too.
 */
export async function refuseBarredClient(db: Queryable, actor: Actor): Promise<void> {
  if (actor.userType !== 'client') return;
  const [me] = await db
    .select({ barred: users.disableClientAddCampaign })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (me?.barred) throw forbidden();
}
