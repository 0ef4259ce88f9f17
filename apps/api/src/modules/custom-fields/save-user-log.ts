// POST /general/user-log-saved: a row the browser reports about the caller itself (a file saved, a
// link copied), at most BROWSER_LOGS_PER_MINUTE a minute; a named campaign must be one it sees (404).
import { BROWSER_LOG_ACTIONS, BROWSER_LOGS_PER_MINUTE, type BrowserLogAction } from '@lead/shared';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { userLogs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

type Report = { action: BrowserLogAction; description: string; campaign_id?: string | null };

async function recentReports(ctx: AppContext, self: InScope<'user'>) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(userLogs)
    .where(
      and(
        eq(userLogs.userId, self.id),
        inArray(userLogs.action, [...BROWSER_LOG_ACTIONS]),
        gt(userLogs.createdAt, sql`now() - interval '1 minute'`),
      ),
    );
  return row?.n ?? 0;
}

export async function saveUserLog(
  ctx: AppContext,
  actor: Actor,
  self: InScope<'user'>,
  report: Report,
  ip: string | null,
) {
  const campaign = report.campaign_id ? await visibleCampaign(ctx.db, actor, report.campaign_id) : null;
  if ((await recentReports(ctx, self)) >= BROWSER_LOGS_PER_MINUTE) throw new AppError(429, 'tooManyRequests');
  await logActorAction(
    ctx.db,
    actor,
    ip,
    report.action,
    report.description,
    campaign?.campaign.leadspeekApiId ?? null,
  );
  return { result: 'success' as const };
}
