// The platform opt-out list for system users (/configuration/opt-out-list; part 2 §2, §6): requests
// newest first with what each removed, and DELETE /tools/optout/purge/{companyRootId} (part 2 §7).
//
// What a purge means: the addresses come off the platform opt-out list, so they may become leads
// again, and the finished requests are cleared from the page. Requests still running keep their row
// and their address on the list, so a person who has just asked is never let back in by accident.
// Data already removed is not restored (it no longer exists); the user log keeps the counts.
import {
  type OptOutListResponse,
  type optOutListQuery,
  type PurgeResponse,
  SUPPRESSION_MESSAGES as S,
  suppressionMessage,
} from '@lead/shared';
import { and, desc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { optOutRequests, suppressionEntries } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

const platformEntry = and(
  eq(suppressionEntries.scope, 'platform'),
  isNull(suppressionEntries.companyId),
  isNull(suppressionEntries.campaignId),
);

export async function optOutList(
  ctx: AppContext,
  query: z.output<typeof optOutListQuery>,
): Promise<OptOutListResponse> {
  const offset = (query.Page - 1) * query.PerPage;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        request: optOutRequests,
        excluded: sql<boolean>`exists (select 1 from ${suppressionEntries}
          where ${platformEntry} and ${suppressionEntries.emailMd5} = ${optOutRequests.emailMd5})`,
      })
      .from(optOutRequests)
      .orderBy(desc(optOutRequests.createdAt), desc(optOutRequests.id))
      .limit(query.PerPage)
      .offset(offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(optOutRequests),
  ]);
  return {
    data: rows.map(({ request, excluded }) => ({
      id: request.id,
      email_md5: request.emailMd5,
      source: request.source,
      requested_at: request.createdAt.toISOString(),
      completed_at: request.completedAt?.toISOString() ?? null,
      removed_leads: request.removedLeads,
      removed_visits: request.removedVisits,
      excluded,
    })),
    current_page: query.Page,
    per_page: query.PerPage,
    total: count?.total ?? 0,
  };
}

export async function purgeOptOutList(
  ctx: AppContext,
  actor: Actor,
  companyRootId: number,
  ip: string | null,
): Promise<PurgeResponse> {
  if (companyRootId !== actor.rootCompanyId) throw notFound();
  const running = ctx.db
    .select({ id: optOutRequests.id })
    .from(optOutRequests)
    .where(and(isNull(optOutRequests.completedAt), eq(optOutRequests.emailMd5, suppressionEntries.emailMd5)));
  const purged = await ctx.db.transaction(async (tx) => {
    const entries = await tx
      .delete(suppressionEntries)
      .where(and(platformEntry, notExists(running)))
      .returning({ id: suppressionEntries.id });
    const requests = await tx
      .delete(optOutRequests)
      .where(isNotNull(optOutRequests.completedAt))
      .returning({ id: optOutRequests.id });
    await logActorAction(
      tx,
      actor,
      ip,
      'suppression',
      `Purged the platform opt-out list: ${entries.length} addresses and ${requests.length} finished requests removed`,
    );
    return entries.length;
  });
  return {
    result: 'success',
    title: S.purgedTitle,
    msg: suppressionMessage(S.optOutPurgedText, { count: purged }),
    purged,
  };
}
