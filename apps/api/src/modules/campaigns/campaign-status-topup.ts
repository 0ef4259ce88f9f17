// Site ID prepaid campaigns (part 2 §4 "Continual top-up", §7 stopcontinualtopup and
// remainingbalanceleads): the continual top-up switch and how many bought leads are left.
import { centsToDollars, continualTopupRuns, messages, topupCadence } from '@lead/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { campaigns, fundsPausedCampaigns, prepaidPools } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { nextPoolQuote, prepaidPoolJob } from '../wallet/prepaid-pools-job.ts';
import { lockedCampaign, statusConflict } from './campaign-status.ts';

/** Sets continual_topup_stopped, or flips it when `stop` is not sent. */
export async function stopContinualTopup(
  ctx: AppContext,
  actor: Actor,
  input: { leadspeek_api_id: string; stop_continual?: boolean },
  ip: string | null,
) {
  let campaignIdOf = 0;
  const stopped = await ctx.db.transaction(async (tx) => {
    const { campaign } = await lockedCampaign(tx, actor, input.leadspeek_api_id);
    campaignIdOf = campaign.id;
    if (campaign.module !== 'local') throw statusConflict('campaignSiteIdOnly', campaign.status);
    const next = input.stop_continual ?? !campaign.continualTopupStopped;
    await tx
      .update(campaigns)
      .set({ continualTopupStopped: next, updatedAt: sql`now()` })
      .where(eq(campaigns.id, campaign.id));
    // Stopped while waiting for next week's or month's pool: it waits for a purchase by hand now.
    if (next)
      await tx
        .update(fundsPausedCampaigns)
        .set({ reason: 'pool_empty', resumesAt: null })
        .where(
          and(
            eq(fundsPausedCampaigns.campaignId, campaign.id),
            eq(fundsPausedCampaigns.reason, 'pool_period'),
          ),
        );
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
  // Restarted on a running campaign whose pool is empty: the next pool is bought now (issue 16).
  if (!stopped) await ctx.queue.send(prepaidPoolJob, { campaignId: campaignIdOf });
  return {
    message: messages.dataUpdated,
    leadspeek_api_id: input.leadspeek_api_id,
    stop_continual: stopped ? ('T' as const) : ('F' as const),
  };
}

/**
 * What is left of a Prepaid campaign's pools (issue 16 point 4): leads bought minus leads used over
 * its pools, oldest first; null when it never bought any.
 */
export async function remainingBalanceLeads(ctx: AppContext, actor: Actor, leadspeekApiId: string) {
  const { campaign } = await visibleCampaign(ctx.db, actor, leadspeekApiId);
  const pools = await ctx.db
    .select()
    .from(prepaidPools)
    .where(eq(prepaidPools.campaignId, campaign.id))
    .orderBy(asc(prepaidPools.poolNo));
  const [paused] = await ctx.db
    .select({ reason: fundsPausedCampaigns.reason, resumesAt: fundsPausedCampaigns.resumesAt })
    .from(fundsPausedCampaigns)
    .where(eq(fundsPausedCampaigns.campaignId, campaign.id));
  const bought = pools.filter((pool) => pool.status === 'open' || pool.status === 'used');
  const used = bought.reduce((total, pool) => total + pool.leadsUsed, 0);
  const left = bought.reduce((total, pool) => total + pool.leadsBought - pool.leadsUsed, 0);
  const quote = await nextPoolQuote(ctx.db, campaign.id, bought.length > 0);
  return {
    leadspeek_api_id: campaign.leadspeekApiId,
    leads_buy: campaign.leadsBuy,
    leads_delivered: used,
    remaining_balance_leads: bought.length === 0 ? null : left,
    pools: pools.map((pool) => ({
      pool_no: pool.poolNo,
      leads_bought: pool.leadsBought,
      leads_used: pool.leadsUsed,
      status: pool.status,
      amount: centsToDollars(pool.amountCents),
      paid_at: pool.paidAt?.toISOString() ?? null,
    })),
    stop_continual: campaign.continualTopupStopped ? ('T' as const) : ('F' as const),
    continual_topup: continualTopupRuns(campaign.topupOptions, campaign.continualTopupStopped),
    topup_duration:
      campaign.topupOptions === 'continual' ? topupCadence(campaign.contiDurationSelection) : null,
    paused_for_funds: paused !== undefined,
    topup_resumes_at: paused?.reason === 'pool_period' ? (paused.resumesAt?.toISOString() ?? null) : null,
    next_pool: quote && {
      payer: quote.payer,
      leads: quote.leads,
      per_lead_cents: quote.unitCents,
      setup_fee_cents: quote.feeCents,
      total_cents: quote.amountCents,
    },
  };
}
