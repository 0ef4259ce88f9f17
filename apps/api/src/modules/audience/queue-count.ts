// POST /bigdbm/services/queuecount: a new pending count for a client (or a Retry of one that failed),
// committed and logged first, then handed to the 'audience-count' job. If the queue refuses the job,
// the row becomes an error at once, so the page offers Retry instead of waiting for ever.
import { AUDIENCE_MESSAGES as A, keywordText, type queueCountRequest } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { leadCountRequests } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCount } from '../../platform/access/counts.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { campaignClient } from '../campaigns/campaign-client.ts';
import { audienceCountJob } from './count-job.ts';
import { checkedCountQuery } from './count-query-checks.ts';
import { countRowOf, type StoredCount } from './count-row-view.ts';

type QueueCountInput = z.output<typeof queueCountRequest>;

async function insertCount(ctx: AppContext, actor: Actor, input: QueueCountInput, ip: string | null) {
  const client = await campaignClient(ctx.db, actor, input.companyID);
  const query = checkedCountQuery(input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leadCountRequests)
      .values({
        companyId: client.id,
        targetLocation: query.targetLocation,
        states: query.states,
        cities: query.cities,
        zipCodes: query.zipCodes,
        keyword: keywordText(query.keywords),
        status: 'pending',
        requestedByUserId: actor.userId,
      })
      .returning();
    if (!row) throw new Error('lead count insert returned nothing');
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Queued audience count ${row.id} for ${client.companyName}: ${row.keyword} (${row.targetLocation})`,
    );
    return row;
  });
}

/** Retry: the errored count goes back to pending as it was stored; the retrier gets the e-mail. */
async function reopenCount(ctx: AppContext, actor: Actor, input: QueueCountInput, ip: string | null) {
  const stored = await visibleCount(ctx.db, actor, input.id as number);
  if (input.companyID !== undefined && input.companyID !== stored.companyId) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(leadCountRequests)
      .set({
        status: 'pending',
        error: null,
        completedAt: null,
        requestedByUserId: actor.userId,
        queuedAt: new Date(),
      })
      .where(and(eq(leadCountRequests.id, stored.id), eq(leadCountRequests.status, 'error')))
      .returning();
    if (!row) throw new AppError(409, 'invalidInput', { id: A.retryOnlyError });
    await logActorAction(tx, actor, ip, 'campaign', `Retried audience count ${row.id}: ${row.keyword}`);
    return row;
  });
}

export async function queueCount(ctx: AppContext, actor: Actor, input: QueueCountInput, ip: string | null) {
  const row: StoredCount =
    input.id === undefined
      ? await insertCount(ctx, actor, input, ip)
      : await reopenCount(ctx, actor, input, ip);
  try {
    await ctx.queue.send(audienceCountJob, { id: row.id });
  } catch (error) {
    const [failed] = await ctx.db
      .update(leadCountRequests)
      .set({ status: 'error', error: `Not queued: ${String(error)}`.slice(0, 500), completedAt: new Date() })
      .where(and(eq(leadCountRequests.id, row.id), eq(leadCountRequests.status, 'pending')))
      .returning();
    return countRowOf(failed ?? row);
  }
  return countRowOf(row);
}
