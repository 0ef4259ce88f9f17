// GET /leadspeek/suppressionlist/progress (part 2 §3 "Exclusion upload job progress", §7): the
// list's running imports (jobProgress) and its latest finished ones (jobDone), with their bad rows.
import {
  type ExclusionJob,
  type ExclusionProgressResponse,
  type exclusionProgressQuery,
  importPercentage,
  SUPPRESSION_LIMITS as LIMITS,
} from '@lead/shared';
import { and, desc, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { suppressionEntries, suppressionImports } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { entriesOf, exclusionListOf, importsOf } from '../../platform/access/exclusion-lists.ts';
import type { AppContext } from '../../platform/app-context.ts';

type ImportRow = Omit<typeof suppressionImports.$inferSelect, 'content'>;

/** Every column but the stored file. */
const { content: _content, ...withoutContent } = getTableColumns(suppressionImports);

export function exclusionJobOf(row: ImportRow): ExclusionJob {
  return {
    id: row.id,
    filename: row.fileName,
    status: row.status,
    percentage: row.status === 'done' ? 100 : importPercentage(row.processedRows, row.totalRows),
    current_row: row.processedRows,
    total_row: row.totalRows,
    added_row: row.addedRows,
    bad_row_count: row.badRows.length,
    bad_rows: row.badRows.slice(0, LIMITS.badRowsListed),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function exclusionProgress(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof exclusionProgressQuery>,
): Promise<ExclusionProgressResponse> {
  const list = await exclusionListOf(ctx.db, actor, {
    type: query.campaignType,
    companyId: query.companyId,
    campaign: query.campaignId,
  });
  const ofList = (statuses: ImportRow['status'][]) =>
    and(importsOf(list), inArray(suppressionImports.status, statuses));
  const [running, done, [count]] = await Promise.all([
    ctx.db
      .select(withoutContent)
      .from(suppressionImports)
      .where(ofList(['queued', 'processing']))
      .orderBy(suppressionImports.id),
    ctx.db
      .select(withoutContent)
      .from(suppressionImports)
      .where(ofList(['done', 'failed']))
      .orderBy(desc(suppressionImports.id))
      .limit(LIMITS.doneJobsListed),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(suppressionEntries).where(entriesOf(list)),
  ]);
  return {
    result: 'success',
    data: {
      jobProgress: running.map(exclusionJobOf),
      jobDone: done.map(exclusionJobOf),
      total_entries: count?.total ?? 0,
    },
  };
}
