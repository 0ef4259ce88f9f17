// The opt-out list for a platform's system users (/configuration/opt-out-list; part 2 §2, §6):
// its own platform's requests newest first with what each removed from its tenants, and
// DELETE /tools/optout/purge/{companyRootId} (part 2 §7).
//
// The list is one for the whole deployment: an address on it is excluded on every platform. Each
// request belongs to the platform that received it, and only that platform lists or purges it: a
// platform never learns whom another platform was asked about, nor what was removed there.
//
// What a purge means: the platform's finished requests are cleared from the page, and their
// addresses come off the opt-out list (so they may become leads again) unless a request still holds
// them: one still running (a person who has just asked is never let back in by accident) or one of
// another platform. Data already removed is not restored (it no longer exists); the user log keeps
// the counts.
import {
  type OptOutListResponse,
  type optOutListQuery,
  type PurgeResponse,
  SUPPRESSION_MESSAGES as S,
  suppressionMessage,
} from '@lead/shared';
import { and, desc, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { optOutRequests, suppressionEntries } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

const platformEntry = and(
  eq(suppressionEntries.scope, 'platform'),
  isNull(suppressionEntries.companyId),
  isNull(suppressionEntries.campaignId),
);

export async function optOutList(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof optOutListQuery>,
): Promise<OptOutListResponse> {
  const offset = (query.Page - 1) * query.PerPage;
  const ofPlatform = eq(optOutRequests.rootCompanyId, actor.rootCompanyId);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        request: optOutRequests,
        excluded: sql<boolean>`exists (select 1 from ${suppressionEntries}
          where ${platformEntry} and ${suppressionEntries.emailMd5} = ${optOutRequests.emailMd5})`,
      })
      .from(optOutRequests)
      .where(ofPlatform)
      .orderBy(desc(optOutRequests.createdAt), desc(optOutRequests.id))
      .limit(query.PerPage)
      .offset(offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(optOutRequests).where(ofPlatform),
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
  const purged = await ctx.db.transaction(async (tx) => {
    const requests = await tx
      .delete(optOutRequests)
      .where(and(eq(optOutRequests.rootCompanyId, companyRootId), isNotNull(optOutRequests.completedAt)))
      .returning({ emailMd5: optOutRequests.emailMd5 });
    // Any platform's request holds an address: a function of the database answers that, past the
    // caller's row-level security, with a yes or no (migration tenant_row_security).
    const heldByARequest = sql`lead_opt_out_requested(${suppressionEntries.emailMd5})`;
    const purgedHashes = [...new Set(requests.map((request) => request.emailMd5))];
    const entries =
      purgedHashes.length === 0
        ? []
        : await tx
            .delete(suppressionEntries)
            .where(
              and(
                platformEntry,
                sql`${suppressionEntries.emailMd5} = any(${sql.param(purgedHashes)}::text[])`,
                not(heldByARequest),
              ),
            )
            .returning({ id: suppressionEntries.id });
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
