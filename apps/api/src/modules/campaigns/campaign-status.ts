// Campaign status changes by hand (part 2 §4 "Campaign", §7 activepause, archive, remove): each runs
// the shared transition table on the locked row, checks what starting needs, and logs 'campaign'.
import {
  activationProblem,
  type CampaignAction,
  type CampaignStatus,
  campaignTransition,
  type MessageKey,
  messages,
  refusalText,
} from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns, fundsPausedCampaigns, paymentPauses } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { activationFacts } from './campaign-status-facts.ts';
import { prepaidLeadsForStart } from './campaign-status-prepaid.ts';

/** A 409 whose message names the campaign's current status. */
export function statusConflict(key: MessageKey, status: CampaignStatus): AppError {
  const error = new AppError(409, key, undefined, undefined, { status });
  error.message = refusalText(messages[key], status);
  return error;
}

/**
 * The campaign the actor may see, locked for this change. Who may take the action at all (user type,
 * role flag, barred clients) the route declares (campaignCommanders in @lead/shared).
 */
export async function lockedCampaign(
  db: Queryable,
  actor: Actor,
  leadspeekApiId: string,
): Promise<{ campaign: typeof campaigns.$inferSelect; company: ProvenCompany }> {
  const found = await visibleCampaign(db, actor, leadspeekApiId);
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, found.campaign.id))
    .for('update');
  if (!campaign) throw new AppError(404, 'notFound');
  return { campaign, company: found.company };
}

const stamps: Partial<Record<CampaignAction, Record<string, unknown>>> = {
  activate: { activatedAt: sql`now()` },
  stop: { stoppedAt: sql`now()` },
  archive: { archivedAt: sql`now()` },
};

const verbs: Record<Exclude<CampaignAction, 'stop'>, string> = {
  activate: 'started',
  pause: 'paused',
  archive: 'archived',
  remove: 'removed',
};

/** Runs one manual transition; answers the status the campaign has afterwards (null once removed). */
export async function changeCampaignStatus(
  ctx: AppContext,
  actor: Actor,
  leadspeekApiId: string,
  action: Exclude<CampaignAction, 'stop'>,
  ip: string | null,
  now: Date = new Date(),
) {
  // Issue 16: a Prepaid campaign buys its leads before it starts (outside the lock: it charges).
  if (action === 'activate') await prepaidLeadsForStart(ctx, actor, leadspeekApiId, now);
  const status = await ctx.db.transaction(async (tx) => {
    const { campaign, company } = await lockedCampaign(tx, actor, leadspeekApiId);
    const outcome = campaignTransition(campaign.status, action);
    if (!outcome.allowed) throw statusConflict(outcome.refused, campaign.status);
    if (action === 'activate') {
      const problem = activationProblem(await activationFacts(tx, campaign, company, now));
      if (problem) throw statusConflict(problem, campaign.status);
    }
    // A status set by hand takes the campaign over: settling a failed payment no longer resumes it.
    await tx.delete(paymentPauses).where(eq(paymentPauses.campaignId, campaign.id));
    await tx.delete(fundsPausedCampaigns).where(eq(fundsPausedCampaigns.campaignId, campaign.id));
    if (outcome.to === null) {
      // Soft removal (issue 15 item 6): its leads, charges and invoice lines stay; it keeps its last
      // status, and the access layer (visibleCampaigns) never shows it again.
      await tx
        .update(campaigns)
        .set({ removedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(campaigns.id, campaign.id));
    } else {
      await tx
        .update(campaigns)
        .set({ status: outcome.to, updatedAt: sql`now()`, ...stamps[action] })
        .where(eq(campaigns.id, campaign.id));
    }
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Campaign ${campaign.leadspeekApiId} (${campaign.campaignName}) ${verbs[action]}; was ${campaign.status}`,
      campaign.leadspeekApiId,
    );
    return outcome.to;
  });
  return {
    message: status === null ? messages.campaignRemoved : messages.dataUpdated,
    leadspeek_api_id: leadspeekApiId,
    status,
  };
}
