// Pausing or resuming several campaigns at once (issue 23 point 8): every id is proven first, so one
// the caller cannot see refuses the whole request before anything changes; then each campaign goes
// through the single action (changeCampaignStatus: same checks, charges and user-log row), and a
// refusal of one (already paused, no card, …) is reported beside the others, not thrown.
import type { BulkActivePauseRequest, BulkCampaignResult } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { type VisibleCampaign, visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { changeCampaignStatus } from './campaign-status.ts';

async function provenCampaigns(ctx: AppContext, actor: Actor, ids: readonly string[]) {
  const found: VisibleCampaign[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      found.push(await visibleCampaign(ctx.db, actor, id));
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        throw new AppError(404, 'notFound', { [`leadspeek_api_ids.${index}`]: 'No such campaign.' });
      throw error;
    }
  }
  return found;
}

export async function changeCampaignStatuses(
  ctx: AppContext,
  actor: Actor,
  input: BulkActivePauseRequest,
  ip: string | null,
): Promise<{ results: BulkCampaignResult[] }> {
  const action = input.status === 'active' ? 'activate' : 'pause';
  const campaigns = await provenCampaigns(ctx, actor, input.leadspeek_api_ids);
  const results: BulkCampaignResult[] = [];
  // One after another: each takes its own row lock and charges, as the single action does.
  for (const { campaign } of campaigns) {
    const base = { leadspeek_api_id: campaign.leadspeekApiId, campaign_name: campaign.campaignName };
    try {
      const changed = await changeCampaignStatus(ctx, actor, campaign.leadspeekApiId, action, ip);
      results.push({ ...base, result: 'done', status: changed.status, message: changed.message });
    } catch (error) {
      // Refusals (4xx) are this campaign's answer; anything else is a fault of the request.
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const { status } = await visibleCampaign(ctx.db, actor, campaign.leadspeekApiId).then(
        (now) => now.campaign,
        () => ({ status: null }),
      );
      results.push({ ...base, result: 'refused', status, message: error.message });
    }
  }
  return { results };
}
