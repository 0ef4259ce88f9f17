// How a job is shown (the job read, the list of past jobs, the confirmation's answer).
import type { EnrichmentJobView, EnrichmentMapping, EnrichmentState } from '@lead/shared';
import { desc } from 'drizzle-orm';
import { enrichmentJobs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import {
  ENRICHMENT_JOB_COLUMNS,
  type EnrichmentJob,
  ownEnrichmentJobs,
} from '../../platform/access/enrichment-jobs.ts';
import type { Queryable } from '../../platform/db.ts';

/** Past jobs the configuration page lists, newest first. */
const JOBS_LISTED = 200;

export function jobView(job: EnrichmentJob): EnrichmentJobView {
  const preview = job.preview as EnrichmentJobView['preview'];
  return {
    id: job.id,
    name: job.name,
    state: job.state as EnrichmentState,
    headers: job.headers,
    sampleRows: job.sampleRows,
    mapping: job.mapping as EnrichmentMapping,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    matchedRows: job.matchedRows,
    progress: job.totalRows === 0 ? 0 : job.processedRows / job.totalRows,
    chargedCents: job.chargedCents,
    preview: preview ?? null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
  };
}

export async function ownJobList(db: Queryable, actor: Actor): Promise<{ jobs: EnrichmentJobView[] }> {
  const rows = await db
    .select(ENRICHMENT_JOB_COLUMNS)
    .from(enrichmentJobs)
    .where(ownEnrichmentJobs(actor))
    .orderBy(desc(enrichmentJobs.id))
    .limit(JOBS_LISTED);
  return { jobs: rows.map(jobView) };
}
