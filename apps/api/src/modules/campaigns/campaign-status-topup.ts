// Site ID prepaid campaigns (part 2 §4 "Continual top-up", §7 stopcontinualtopup and
// remainingbalanceleads): the continual top-up switch and how many bought leads are left.
import { messages } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { lockedCampaign, statusConflict } from './campaign-status.ts';

/** Sets continual_topup_stopped, or flips it when `stop` is not sent. */
export async function stopContinualTopup(
  ctx: AppContext,
  actor: Actor,
  input: { leadspeek_api_id: string; stop_continual?: boolean },
  ip: string | null,
) {
  const stopped = await ctx.db.transaction(async (tx) => {
    const { campaign } = await lockedCampaign(tx, actor, input.leadspeek_api_id);
    if (campaign.module !== 'local') throw statusConflict('campaignSiteIdOnly', campaign.status);
    const next = input.stop_continual ?? !campaign.continualTopupStopped;
    await tx
      .update(campaigns)
      .set({ continualTopupStopped: next, updatedAt: sql`now()` })
      .where(eq(campaigns.id, campaign.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Campaign ${campaign.leadspeekApiId} continual top-up ${next ? 'stopped' : 'running'}`,
      campaign.leadspeekApiId,
    );
    return next;
  });
  return {
    message: messages.dataUpdated,
    leadspeek_api_id: input.leadspeek_api_id,
    stop_continual: stopped ? ('T' as const) : ('F' as const),
  };
}

/**
 * Bought leads minus delivered leads. Leads are not stored yet (no leads table in issue 5), so
 * delivered is 0 and the remaining balance is what was bought; null when nothing was bought.
 */
export async function remainingBalanceLeads(ctx: AppContext, actor: Actor, leadspeekApiId: string) {
  const { campaign } = await visibleCampaign(ctx.db, actor, leadspeekApiId);
  const delivered = 0;
  return {
    leadspeek_api_id: campaign.leadspeekApiId,
    leads_buy: campaign.leadsBuy,
    leads_delivered: delivered,
    remaining_balance_leads: campaign.leadsBuy === null ? null : Math.max(campaign.leadsBuy - delivered, 0),
  };
}
