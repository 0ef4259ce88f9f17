// POST /data-enrichment/jobs/:jobId/preview: saves the mapping the caller confirmed and matches the
// first 100 rows, answering the match rate, the price per matched row and what the whole file would
// cost. It charges nothing: no posting, no billed row.

import type { enrichmentPreview } from '@lead/shared';
import {
  ENRICHMENT_FIELDS,
  type EnrichmentMapping,
  enrichmentMessage,
  estimatedTotalCents,
  ENRICHMENT_LIMITS as LIMITS,
  ENRICHMENT_MESSAGES as M,
  mappingUsable,
} from '@lead/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { enrichmentJobs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownCompany } from '../../platform/access/companies.ts';
import { ownEnrichmentJob, type ProvenEnrichmentJob } from '../../platform/access/enrichment-jobs.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { columnIndexesOf, contactOf, contactRecordsOf } from './contact-file.ts';
import { matchContacts } from './match-contacts.ts';
import { matchPriceOf } from './prices.ts';

type Preview = z.output<typeof enrichmentPreview>;

/** Each mapped column must be in the header, and the mapping must match rows (422 naming the field). */
function checkMapping(headers: readonly string[], mapping: EnrichmentMapping): void {
  const problems: Record<string, string> = {};
  for (const field of ENRICHMENT_FIELDS) {
    const column = mapping[field];
    if (column !== null && !headers.includes(column))
      problems[`mapping.${field}`] = enrichmentMessage(M.notAColumn, { column });
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  if (!mappingUsable(mapping)) throw invalid({ mapping: M.noUsableColumn });
}

export async function contentOf(db: Queryable, job: ProvenEnrichmentJob): Promise<string> {
  const [row] = await db
    .select({ content: enrichmentJobs.content })
    .from(enrichmentJobs)
    .where(eq(enrichmentJobs.id, job.id));
  return row?.content ?? '';
}

export async function previewJob(
  ctx: AppContext,
  actor: Actor,
  jobId: number,
  mapping: EnrichmentMapping,
): Promise<Preview> {
  const job = await ownEnrichmentJob(ctx.db, actor, jobId);
  if (job.state !== 'uploaded' && job.state !== 'previewed')
    throw new AppError(409, 'invalidInput', { jobId: M.notPreviewable });
  checkMapping(job.headers, mapping);
  const owner = await ownCompany(ctx.db, actor);
  const records = contactRecordsOf(await contentOf(ctx.db, job), 1 + LIMITS.previewRows).slice(1);
  const columns = columnIndexesOf(job.headers, mapping);
  const people = await matchContacts(
    ctx.leadData,
    ctx.db,
    owner,
    records.map((record) => contactOf(record, columns)),
  );
  const { priceCents } = await matchPriceOf(ctx.db, owner);
  const tried = records.length;
  const matched = people.filter(Boolean).length;
  const preview: Preview = {
    rowsTried: tried,
    rowsMatched: matched,
    matchRate: tried === 0 ? 0 : matched / tried,
    pricePerMatchCents: priceCents,
    totalRows: job.totalRows,
    estimatedTotalCents: estimatedTotalCents({ tried, matched }, job.totalRows, priceCents),
  };
  await ctx.db
    .update(enrichmentJobs)
    .set({ mapping, preview, state: 'previewed' })
    .where(and(eq(enrichmentJobs.id, job.id), inArray(enrichmentJobs.state, ['uploaded', 'previewed'])));
  return preview;
}
