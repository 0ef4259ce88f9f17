// GET /data-enrichment/jobs/:jobId/result: the enriched CSV of a done job of the caller's company,
// streamed chunk by chunk (a 100,000-row file never sits in memory whole). 30 days after the job
// finished the file is deleted: 410 with the sentence that says so.
import { Readable } from 'node:stream';
import {
  type EnrichmentState,
  enrichmentResultReady,
  ENRICHMENT_MESSAGES as M,
  sanitizeUploadFileName,
} from '@lead/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import { enrichmentResultChunks } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownEnrichmentJob } from '../../platform/access/enrichment-jobs.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { enrichedHeaderCsv } from './enriched-rows.ts';

/** Chunks read per query (a thousand rows each). */
const CHUNKS_PER_READ = 10;

export async function enrichedResult(
  ctx: AppContext,
  actor: Actor,
  jobId: number,
): Promise<{ fileName: string; csv: Readable }> {
  const job = await ownEnrichmentJob(ctx.db, actor, jobId);
  if (job.state === 'expired' || (job.expiresAt && job.expiresAt <= new Date()))
    throw new AppError(410, 'enrichmentResultGone', { jobId: M.resultExpired });
  if (!enrichmentResultReady({ state: job.state as EnrichmentState, processedRows: job.processedRows }))
    throw new AppError(409, 'invalidInput', { jobId: M.resultNotReady });
  const db = ctx.db;
  async function* lines() {
    yield enrichedHeaderCsv(job.headers);
    for (let after = -1; ; ) {
      const batch = await db
        .select({ chunkIndex: enrichmentResultChunks.chunkIndex, csv: enrichmentResultChunks.csv })
        .from(enrichmentResultChunks)
        .where(and(eq(enrichmentResultChunks.jobId, job.id), gt(enrichmentResultChunks.chunkIndex, after)))
        .orderBy(asc(enrichmentResultChunks.chunkIndex))
        .limit(CHUNKS_PER_READ);
      for (const chunk of batch) yield chunk.csv;
      const last = batch.at(-1);
      if (!last || batch.length < CHUNKS_PER_READ) return;
      after = last.chunkIndex;
    }
  }
  const base = sanitizeUploadFileName(job.name).replace(/\.csv$/i, '') || 'contacts';
  return { fileName: `${base}-enriched.csv`, csv: Readable.from(lines()) };
}
