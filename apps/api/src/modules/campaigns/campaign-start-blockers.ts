// Issue 23 item 2: what stops a campaign from starting, read before the start is confirmed, from the
// same facts and the same shared rule the start itself checks (changeCampaignStatus).
import { campaignStartBlockers, messages } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import { ownerOfCompany } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { activationFacts } from './campaign-status-facts.ts';

export async function startBlockersOf(
  ctx: AppContext,
  actor: Actor,
  leadspeekApiId: string,
  now = new Date(),
) {
  const { campaign, company } = await visibleCampaign(ctx.db, actor, leadspeekApiId);
  const blockers = campaignStartBlockers(await activationFacts(ctx.db, campaign, company, now));
  const clientOwner = await ownerOfCompany(ctx.db, company, 'client');
  return {
    leadspeek_api_id: campaign.leadspeekApiId,
    blockers: blockers.map((blocker) => ({ message: messages[blocker.reason], fix: blocker.fix })),
    client_user_id: clientOwner?.id ?? null,
  };
}
