// An opt-out request, from the public page or added by a system user: the address goes on the
// opt-out list at once, which every platform honours (no new lead from then on, anywhere), and the
// 'opt-out-redact' job removes what we already hold. The request itself belongs to the platform
// that received it; one still running there for the same address covers a repeated one.
import { and, eq, isNull } from 'drizzle-orm';
import { optOutRequests, suppressionEntries } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction, writeUserLog } from '../../platform/user-log.ts';
import { optOutRedactJob } from './opt-out-redact-job.ts';

/** Who asked: the public page of a platform's site, or a platform's staff. */
export type OptOutOrigin =
  | { source: 'public'; rootCompanyId: number }
  | { source: 'system'; actor: Actor; ip: string | null };

const platformOf = (origin: OptOutOrigin) =>
  origin.source === 'system' ? origin.actor.rootCompanyId : origin.rootCompanyId;

export async function recordOptOut(
  ctx: AppContext,
  emailMd5: string,
  origin: OptOutOrigin,
): Promise<{ id: number }> {
  const request = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(suppressionEntries)
      .values({ scope: 'platform', companyId: null, campaignId: null, emailMd5 })
      .onConflictDoNothing();
    const [running] = await tx
      .select({ id: optOutRequests.id })
      .from(optOutRequests)
      .where(
        and(
          eq(optOutRequests.emailMd5, emailMd5),
          eq(optOutRequests.rootCompanyId, platformOf(origin)),
          isNull(optOutRequests.completedAt),
        ),
      )
      .limit(1);
    if (running) return running;
    const [created] = await tx
      .insert(optOutRequests)
      .values({
        emailMd5,
        source: origin.source,
        rootCompanyId: platformOf(origin),
        createdByUserId: origin.source === 'system' ? origin.actor.userId : null,
      })
      .returning({ id: optOutRequests.id });
    if (!created) throw new Error('opt-out request insert returned nothing');
    if (origin.source === 'system') {
      await logActorAction(
        tx,
        origin.actor,
        origin.ip,
        'suppression',
        `Added ${emailMd5} to the opt-out list (request ${created.id})`,
      );
    } else {
      // The person asked for their data to go: their IP is not kept either.
      await writeUserLog(tx, {
        userId: null,
        companyId: null,
        action: 'suppression',
        description: `Opt-out request ${created.id} received on the public page`,
        ip: null,
      });
    }
    return created;
  });
  try {
    await ctx.queue.send(optOutRedactJob, { id: request.id });
  } catch {
    // The address is already excluded; the sweep job removes the data within minutes.
  }
  return request;
}
