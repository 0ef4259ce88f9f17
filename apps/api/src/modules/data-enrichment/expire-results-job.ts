// Every night: enriched files 30 days past their job's end are deleted (issue 27 item 2). The job
// stays in the list, in state 'expired', so its figures (rows, matched, charged) remain; its
// download answers 410.
import { and, inArray, lte, sql } from 'drizzle-orm';
import { enrichmentJobs, enrichmentResultChunks } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';

/** Deletes the results whose time is up; answers how many jobs expired. */
export async function expireEnrichmentResults(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const expired = await tx
      .update(enrichmentJobs)
      .set({ state: 'expired', content: null })
      .where(and(sql`${enrichmentJobs.state} <> 'expired'`, lte(enrichmentJobs.expiresAt, now)))
      .returning({ id: enrichmentJobs.id });
    const ids = expired.map((job) => job.id);
    if (ids.length > 0)
      await tx.delete(enrichmentResultChunks).where(inArray(enrichmentResultChunks.jobId, ids));
    return ids.length;
  });
}

export const expireEnrichmentResultsJob = defineScheduledJob({
  name: 'data-enrichment-expiry',
  cron: '40 3 * * *',
  async run(ctx) {
    return expireEnrichmentResults(ctx);
  },
});
