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
