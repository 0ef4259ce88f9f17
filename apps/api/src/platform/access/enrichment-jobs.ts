// Data enrichment jobs belong to the company that uploaded the file: only that company's users reach
// one (another company's id, even its own agency's or client's, answers 404 as if it did not exist).
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { enrichmentJobs } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { type Proven, prove } from './proof.ts';

/** Every column but the uploaded file, which only the preview and the job read. */
const { content: _content, ...jobColumns } = getTableColumns(enrichmentJobs);
export const ENRICHMENT_JOB_COLUMNS = jobColumns;

export type EnrichmentJob = Omit<typeof enrichmentJobs.$inferSelect, 'content'>;
export type ProvenEnrichmentJob = Proven<EnrichmentJob, 'enrichment-job'>;

/** The jobs of the actor's own company. */
export function ownEnrichmentJobs(actor: Actor): SQL {
  return eq(enrichmentJobs.companyId, actor.companyId);
}

/** One job of the actor's own company, locked for an update when `forUpdate`. */
export async function ownEnrichmentJob(
  db: Queryable,
  actor: Actor,
  jobId: number,
  { forUpdate = false } = {},
): Promise<ProvenEnrichmentJob> {
  const query = db
    .select(ENRICHMENT_JOB_COLUMNS)
    .from(enrichmentJobs)
    .where(and(eq(enrichmentJobs.id, jobId), ownEnrichmentJobs(actor)))
    .limit(1);
  const [job] = forUpdate ? await query.for('update') : await query;
  if (!job) throw notFound();
  return prove('enrichment-job', job);
}
