// The scheduled job 'suppression-sweep': finishes work whose queued job never ran (the queue refused
// it, or every retry failed): opt-out requests not completed after a few minutes, and imports left
// queued or half done. Both jobs are idempotent, so meeting a run still under way does no harm.
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { optOutRequests, suppressionImports } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { runSuppressionImport } from './import-job.ts';
import { runOptOutRedaction } from './opt-out-redact-job.ts';

const OPT_OUT_GRACE_MS = 2 * 60_000;
const IMPORT_GRACE_MS = 10 * 60_000;
const PER_RUN = 50;

export async function sweepSuppressionWork(ctx: AppContext, now = new Date()): Promise<void> {
  const optOuts = await ctx.db
    .select({ id: optOutRequests.id })
    .from(optOutRequests)
    .where(
      and(
        isNull(optOutRequests.completedAt),
        lt(optOutRequests.createdAt, new Date(now.getTime() - OPT_OUT_GRACE_MS)),
      ),
    )
    .orderBy(optOutRequests.id)
    .limit(PER_RUN);
  for (const { id } of optOuts) await runOptOutRedaction(ctx, id);

  const imports = await ctx.db
    .select({ id: suppressionImports.id })
    .from(suppressionImports)
    .where(
      and(
        inArray(suppressionImports.status, ['queued', 'processing']),
        lt(suppressionImports.createdAt, new Date(now.getTime() - IMPORT_GRACE_MS)),
      ),
    )
    .orderBy(suppressionImports.id)
    .limit(PER_RUN);
  for (const { id } of imports) await runSuppressionImport(ctx, id);
}

export const suppressionSweepJob = defineScheduledJob({
  name: 'suppression-sweep',
  cron: '*/5 * * * *',
  run: (ctx) => sweepSuppressionWork(ctx),
});
