// The queued job 'audience-count' {id}: asks the lead-data provider for a pending count and
// stores the answer. Idempotent: only a pending row is worked on, and only the run that moves it out
// of pending stores a result and mails the requester, so a re-run or a duplicate does nothing.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { leadCountRequests } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineJob } from '../../platform/define-job.ts';
import { type AudienceCount, LeadDataUnavailable } from '../../platform/providers/lead-data-provider.ts';
import { mailCountResult } from './count-mail.ts';
import { audienceQueryOf } from './count-row-view.ts';

const ERROR_TEXT_MAX = 500;
const pending = (id: number) => and(eq(leadCountRequests.id, id), eq(leadCountRequests.status, 'pending'));

type Answer = { count: AudienceCount } | { error: string; unexpected: unknown };

export async function runAudienceCount(ctx: AppContext, id: number): Promise<void> {
  const [claimed] = await ctx.db
    .update(leadCountRequests)
    .set({ attempts: sql`${leadCountRequests.attempts} + 1` })
    .where(pending(id))
    .returning();
  if (!claimed) return;

  let answer: Answer;
  try {
    answer = { count: await ctx.leadData.countAudience(audienceQueryOf(claimed)) };
  } catch (error) {
    // The partner not answering is expected (the user retries); anything else is a fault to log,
    // but the row still leaves pending so the page does not wait for ever.
    const unexpected = error instanceof LeadDataUnavailable ? null : error;
    answer = { error: String((error as Error)?.message ?? error).slice(0, ERROR_TEXT_MAX), unexpected };
  }

  const [finished] = await ctx.db
    .update(leadCountRequests)
    .set(
      'count' in answer
        ? {
            status: 'success',
            countWithoutGeo: answer.count.countWithoutGeo,
            count: answer.count.count,
            error: null,
            completedAt: new Date(),
          }
        : {
            status: 'error',
            countWithoutGeo: null,
            count: null,
            error: answer.error,
            completedAt: new Date(),
          },
    )
    .where(pending(id))
    .returning();
  if (finished) await mailCountResult(ctx, finished);
  if ('unexpected' in answer && answer.unexpected) throw answer.unexpected;
}

export const audienceCountJob = defineJob({
  name: 'audience-count',
  /** Jobs queued before links came from the brand's site also carry an origin: it is ignored. */
  payload: z.object({ id: z.number().int().positive() }),
  retry: { limit: 3 },
  async run(ctx, { id }) {
    await runAudienceCount(ctx, id);
  },
});
