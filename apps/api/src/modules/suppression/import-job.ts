// The queued job 'suppression-import' {id}: adds an uploaded file's rows to its exclusion list.
// Each chunk of rows is one transaction that inserts its entries (`on conflict do nothing`) and
// advances the progress with them, so the dialog sees the progress grow, a retried run resumes where
// the last commit left off, and a done import is never read again (re-running it adds nothing).
import { type BadRow, type ExclusionRow, exclusionRowOutcome, SUPPRESSION_LIMITS } from '@lead/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { suppressionEntries, suppressionImports } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob } from '../../platform/define-job.ts';
import { exclusionHash } from '../../platform/email-hash.ts';
import { exclusionRowsOf, UnreadableCsv } from './parse-exclusion-csv.ts';

type StoredImport = typeof suppressionImports.$inferSelect;

async function markFailed(db: Queryable, id: number, badRows: BadRow[]): Promise<void> {
  await db
    .update(suppressionImports)
    .set({ status: 'failed', content: null, badRows, finishedAt: new Date() })
    .where(eq(suppressionImports.id, id));
}

/** One chunk from where the stored progress stands; true once the import is finished. */
async function importNextChunk(db: Queryable, id: number, rows: ExclusionRow[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock keeps a second worker on the same import from reading the same chunk.
    const [current] = await tx
      .select()
      .from(suppressionImports)
      .where(eq(suppressionImports.id, id))
      .for('update');
    if (current?.status !== 'processing') return true;
    const chunk = rows.slice(
      current.processedRows,
      current.processedRows + SUPPRESSION_LIMITS.importChunkRows,
    );
    if (chunk.length === 0) {
      await tx
        .update(suppressionImports)
        .set({ status: 'done', content: null, processedRows: rows.length, finishedAt: new Date() })
        .where(eq(suppressionImports.id, id));
      return true;
    }
    const bad: BadRow[] = [];
    const hashes = new Set<string>();
    for (const row of chunk) {
      const outcome = exclusionRowOutcome(row);
      if ('bad' in outcome) bad.push(outcome.bad);
      else hashes.add(exclusionHash(outcome.value));
    }
    const added =
      hashes.size === 0
        ? []
        : await tx
            .insert(suppressionEntries)
            .values(
              [...hashes].map((emailMd5) => ({
                scope: current.campaignId === null ? ('client' as const) : ('campaign' as const),
                companyId: current.companyId,
                campaignId: current.campaignId,
                emailMd5,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: suppressionEntries.id });
    await tx
      .update(suppressionImports)
      .set({
        processedRows: current.processedRows + chunk.length,
        addedRows: sql`${suppressionImports.addedRows} + ${added.length}`,
        badRows: sql`${suppressionImports.badRows} || ${JSON.stringify(bad)}::jsonb`,
      })
      .where(eq(suppressionImports.id, id));
    return false;
  });
}

export async function runSuppressionImport(ctx: AppContext, id: number): Promise<void> {
  // Claimed only while queued or processing (a crashed run resumes); done and failed stay as they are.
  const [claimed]: StoredImport[] = await ctx.db
    .update(suppressionImports)
    .set({ status: 'processing' })
    .where(and(eq(suppressionImports.id, id), inArray(suppressionImports.status, ['queued', 'processing'])))
    .returning();
  if (!claimed) return;
  if (claimed.content === null) {
    await markFailed(ctx.db, id, [{ line: 0, reason: 'the file was not kept' }]);
    return;
  }
  let rows: ExclusionRow[];
  try {
    rows = exclusionRowsOf(claimed.content);
  } catch (error) {
    if (!(error instanceof UnreadableCsv)) throw error;
    await markFailed(ctx.db, id, [{ line: 0, reason: error.message }]);
    return;
  }
  if (rows.length !== claimed.totalRows) {
    await ctx.db
      .update(suppressionImports)
      .set({ totalRows: rows.length })
      .where(eq(suppressionImports.id, id));
  }
  let finished = false;
  while (!finished) finished = await importNextChunk(ctx.db, id, rows);
}

export const suppressionImportJob = defineJob({
  name: 'suppression-import',
  payload: z.object({ id: z.number().int().positive() }),
  retry: { limit: 5 },
  async run(ctx, { id }) {
    await runSuppressionImport(ctx, id);
  },
});

/**
 * A worker's start: imports a crash left queued or half way go on at once, where their pg-boss job
 * would stay claimed by the dead process until it expires (15 minutes). A run beside a live one is
 * harmless: each chunk locks the import's row and starts from its stored progress.
 */
export async function resumeSuppressionImports(ctx: AppContext): Promise<void> {
  const unfinished = await ctx.db
    .select({ id: suppressionImports.id })
    .from(suppressionImports)
    .where(inArray(suppressionImports.status, ['queued', 'processing']))
    .limit(1000);
  for (const { id } of unfinished) await ctx.queue.send(suppressionImportJob, { id });
}
