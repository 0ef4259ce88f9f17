// DELETE /leadspeek/suppressionlist/purge/{paramID}/{campaignType} (part 2 §7, §8 "Purge"): empties
// one exclusion list (the client-wide one, or one campaign's) and says how many records went.
// Past uploads stay listed; they are history, not entries.
import {
  type exclusionPurgeParams,
  type PurgeResponse,
  SUPPRESSION_MESSAGES as S,
  suppressionMessage,
} from '@lead/shared';
import type { z } from 'zod';
import { suppressionEntries } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { entriesOf, exclusionListOf } from '../../platform/access/exclusion-lists.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

export async function purgeExclusionList(
  ctx: AppContext,
  actor: Actor,
  params: z.output<typeof exclusionPurgeParams>,
  ip: string | null,
): Promise<PurgeResponse> {
  // paramID is the client company for the client-wide list, the campaign for a campaign's list.
  if (params.campaignType === 'client' && !/^\d{1,10}$/.test(params.paramID)) throw notFound();
  // A barred client is kept out of a campaign's list by the route (barredClientsWhen, part 2 §6).
  const list = await exclusionListOf(
    ctx.db,
    actor,
    params.campaignType === 'client'
      ? { type: 'client', companyId: Number(params.paramID) }
      : { type: 'campaign', campaign: params.paramID },
  );
  const purged = await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(suppressionEntries)
      .where(entriesOf(list))
      .returning({ id: suppressionEntries.id });
    await logActorAction(
      tx,
      actor,
      ip,
      'suppression',
      `Purged ${list.label}: ${removed.length} records removed`,
    );
    return removed.length;
  });
  return {
    result: 'success',
    title: S.purgedTitle,
    msg: suppressionMessage(S.purgedText, { count: purged }),
    purged,
  };
}
