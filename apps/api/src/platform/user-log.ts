// Every mutating action writes a user-log row: who, which company, from where, what.
import type { LogAction } from '@lead/shared';
import { userLogs } from '../db/schema/index.ts';
import type { Queryable } from './db.ts';

export type UserLogEntry = {
  userId: number | null;
  companyId: number | null;
  action: LogAction;
  description: string;
  ip: string | null;
  actingUserId?: number | null;
  /** The campaign (leadspeek_api_id) the action was about. */
  campaignId?: string | null;
};

export async function writeUserLog(db: Queryable, entry: UserLogEntry): Promise<void> {
  await db.insert(userLogs).values({
    userId: entry.userId,
    companyId: entry.companyId,
    actingUserId: entry.actingUserId ?? null,
    action: entry.action,
    description: entry.description,
    userIp: entry.ip,
    campaignId: entry.campaignId ?? null,
  });
}

/** A campaign row as a status change returns it (RETURNING company_id, leadspeek_api_id, campaign_name). */
export type ChangedCampaign = { company_id: number; leadspeek_api_id: string; campaign_name: string };

/**
 * Logs campaigns the platform paused or resumed by itself (no actor): 'Campaign {id} ({name})
 * {change}', e.g. change 'paused: payment failed'.
 */
export async function logCampaignChanges(
  db: Queryable,
  campaigns: readonly ChangedCampaign[],
  change: string,
): Promise<void> {
  for (const campaign of campaigns)
    await writeUserLog(db, {
      userId: null,
      companyId: campaign.company_id,
      action: 'campaign',
      description: `Campaign ${campaign.leadspeek_api_id} (${campaign.campaign_name}) ${change}`,
      ip: null,
      campaignId: campaign.leadspeek_api_id,
    });
}

/** Logs an action of the signed-in actor; in view mode the real person is recorded too. */
export async function logActorAction(
  db: Queryable,
  actor: { userId: number; companyId: number; viewerUserId: number | null },
  ip: string | null,
  action: LogAction,
  description: string,
  campaignId: string | null = null,
): Promise<void> {
  await writeUserLog(db, {
    userId: actor.userId,
    companyId: actor.companyId,
    actingUserId: actor.viewerUserId,
    action,
    description,
    ip,
    campaignId,
  });
}
