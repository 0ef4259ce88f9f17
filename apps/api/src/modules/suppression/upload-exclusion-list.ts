// POST /leadspeek/suppressionlist/upload (part 2 §5, §7): a client's CSV of e-mails or MD5 hashes.
// The file is checked whole first (CSV only, readable, 1 to 10,000 records, at least one usable
// row); a refused file writes nothing. An accepted one is stored with its import queued, and the
// 'suppression-import' job adds its rows while the dialog polls the progress.
import {
  badRowText,
  type ExclusionUploadResponse,
  exclusionRowOutcome,
  type exclusionUploadFields,
  isCsvFileName,
  SUPPRESSION_LIMITS as LIMITS,
  SUPPRESSION_MESSAGES as S,
  sanitizeUploadFileName,
  suppressionMessage,
} from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { suppressionImports } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { exclusionListOf } from '../../platform/access/exclusion-lists.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { suppressionImportJob } from './import-job.ts';
import { csvTextOf, exclusionRowsOf, UnreadableCsv } from './parse-exclusion-csv.ts';
import { UPLOAD_FILE_FIELD, type UploadedList } from './read-exclusion-upload.ts';

const refuse = (reason: string) => invalid({ [UPLOAD_FILE_FIELD]: reason });
const BAD_LINES_IN_REFUSAL = 5;

/** The file's text and record count, or a 422 naming the file field. */
function checkedFile(file: UploadedList | null): { content: string; records: number } {
  if (!file || (file.fileName === '' && file.bytes.length === 0)) throw refuse(S.fileMissing);
  if (!isCsvFileName(file.fileName)) throw refuse(S.invalidFileFormat);
  let content: string;
  let rows: ReturnType<typeof exclusionRowsOf>;
  try {
    content = csvTextOf(file.bytes);
    rows = exclusionRowsOf(content);
  } catch (error) {
    if (error instanceof UnreadableCsv) throw refuse(error.message);
    throw error;
  }
  if (rows.length === 0) throw refuse(S.fileEmpty);
  if (rows.length > LIMITS.recordsMax)
    throw refuse(suppressionMessage(S.tooManyRecords, { count: rows.length }));
  const outcomes = rows.map(exclusionRowOutcome);
  if (!outcomes.some((outcome) => 'value' in outcome)) {
    const lines = outcomes
      .slice(0, BAD_LINES_IN_REFUSAL)
      .flatMap((outcome) => ('bad' in outcome ? [badRowText(outcome.bad)] : []));
    throw refuse(suppressionMessage(S.noValidRows, { lines: lines.join('; ') }));
  }
  return { content, records: rows.length };
}

/** The form is read and its fields checked by the route (serveMultipart), before its access rules. */
export async function uploadExclusionList(
  ctx: AppContext,
  actor: Actor,
  request: FastifyRequest,
  form: { fields: z.output<typeof exclusionUploadFields>; file: UploadedList | null },
): Promise<ExclusionUploadResponse> {
  const { fields: input, file } = form;
  const list = await exclusionListOf(ctx.db, actor, {
    type: input.campaigntype,
    companyId: input.ClientCompanyID,
    campaign: input.campaignID,
  });
  const { content, records } = checkedFile(file);
  const fileName = sanitizeUploadFileName(file?.fileName ?? '');

  const stored = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suppressionImports)
      .values({
        companyId: list.companyId,
        campaignId: list.campaignId,
        fileName,
        content,
        status: 'queued',
        totalRows: records,
        createdByUserId: actor.userId,
      })
      .returning();
    if (!row) throw new Error('suppression import insert returned nothing');
    await logActorAction(
      tx,
      actor,
      request.ip,
      'suppression',
      `Uploaded ${fileName} (${records} records) to ${list.label}`,
    );
    return row;
  });

  const answer = { id: stored.id, filename: stored.fileName, total_row: stored.totalRows };
  try {
    await ctx.queue.send(suppressionImportJob, { id: stored.id });
  } catch (error) {
    // The file cannot be imported now: say so (result other than success) rather than leave it queued.
    request.log.error({ err: error }, 'suppression import not queued');
    await ctx.db
      .update(suppressionImports)
      .set({ status: 'failed', content: null, finishedAt: new Date() })
      .where(and(eq(suppressionImports.id, stored.id), eq(suppressionImports.status, 'queued')));
    return { result: 'failed', ...answer };
  }
  return { result: 'success', ...answer };
}
