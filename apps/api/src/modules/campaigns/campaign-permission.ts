// The role flags of campaign commands (part 2 §6 "Per-role module permissions"): the web hides what
// a role may not do; the API refuses it with 403 before anything is read or written.
import { type CampaignPermissionAction, campaignPermitted } from '@lead/shared';
import { accessFactsOf } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';

export async function requireCampaignPermission(
  ctx: AppContext,
  actor: Actor,
  action: CampaignPermissionAction,
): Promise<void> {
  if (actor.userType === 'client') return;
  const facts = await accessFactsOf(ctx.db, actor);
  if (!campaignPermitted(facts, action)) throw forbidden();
}

/**
 * Part 2 §6: a client with disable_client_add_campaign is kept out of campaign management, so of
 * building and editing campaigns, changing their state and counting audiences for them too.
 */
export async function refuseBarredClient(db: Queryable, actor: Actor): Promise<void> {
  if (actor.userType !== 'client') return;
  if ((await accessFactsOf(db, actor)).clientBarred) throw forbidden();
}
