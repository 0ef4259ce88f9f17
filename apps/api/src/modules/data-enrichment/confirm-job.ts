// POST /data-enrichment/jobs/:jobId/confirm (Idempotency-Key): a previewed job is queued at the
// previewed price per matched row; the 'data-enrichment' job then matches, writes and bills the file
// chunk by chunk. A job not yet previewed, or already confirmed, answers 409 and changes nothing.
import { ENRICHMENT_MESSAGES as M } from '@lead/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { enrichmentJobs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownCompany } from '../../platform/access/companies.ts';
import { ENRICHMENT_JOB_COLUMNS, ownEnrichmentJob } from '../../platform/access/enrichment-jobs.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { enrichContactsJob } from './enrichment-job.ts';
import { jobView } from './job-view.ts';
import { matchPriceOf } from './prices.ts';

export async function confirmJob(ctx: AppContext, actor: Actor, request: FastifyRequest, jobId: number) {
  const owner = await ownCompany(ctx.db, actor);
  const confirmed = await ctx.db.transaction(async (tx) => {
    const job = await ownEnrichmentJob(tx, actor, jobId, { forUpdate: true });
    if (job.state === 'uploaded') throw new AppError(409, 'invalidInput', { jobId: M.previewFirst });
    if (job.state !== 'previewed') throw new AppError(409, 'invalidInput', { jobId: M.notConfirmable });
    const previewed = job.preview?.pricePerMatchCents;
    const { priceCents, wholesaleCents } = await matchPriceOf(tx, owner);
    // The caller agreed to the previewed price: it is the one billed, the platform's share within it.
    const price = previewed ?? priceCents;
    const [row] = await tx
      .update(enrichmentJobs)
      .set({
        state: 'queued',
        pricePerMatchCents: price,
        wholesalePerMatchCents: Math.min(wholesaleCents, price),
        confirmedAt: new Date(),
        progressedAt: new Date(),
      })
      .where(eq(enrichmentJobs.id, job.id))
      .returning(ENRICHMENT_JOB_COLUMNS);
    if (!row) throw new Error('enrichment job update returned nothing');
    await logActorAction(tx, actor, request.ip, 'data-enrichment', `Confirmed enrichment of ${job.name}`);
    return row;
  });
  // Queued after the commit; a send that fails is resumed by the next worker start (resumeEnrichmentJobs).
  try {
    await ctx.queue.send(enrichContactsJob, { id: confirmed.id });
  } catch (error) {
    request.log.error({ err: error }, 'data enrichment job not queued');
  }
  return { message: M.confirmed, job: jobView(confirmed) };
}
