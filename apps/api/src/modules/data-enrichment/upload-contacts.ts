// POST /data-enrichment/jobs: a contact file becomes a job in state 'uploaded', with its header row
// and the column mapping guessed from the header's names, for the caller to confirm at the preview.
// A refused file writes nothing.
import {
  type EnrichmentJobView,
  type enrichmentUploadFields,
  guessEnrichmentMapping,
  isCsvFileName,
  ENRICHMENT_MESSAGES as M,
  sanitizeUploadFileName,
} from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { enrichmentJobs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import { ENRICHMENT_JOB_COLUMNS } from '../../platform/access/enrichment-jobs.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { checkedContactFile, refuseFile } from './contact-file.ts';
import { jobView } from './job-view.ts';
import type { UploadedContacts } from './read-contact-upload.ts';

export async function uploadContacts(
  ctx: AppContext,
  actor: Actor,
  request: FastifyRequest,
  form: { fields: z.output<typeof enrichmentUploadFields>; file: UploadedContacts | null },
): Promise<EnrichmentJobView> {
  const { file } = form;
  if (!file || (file.fileName === '' && file.bytes.length === 0)) throw refuseFile(M.fileMissing);
  if (!isCsvFileName(file.fileName)) throw refuseFile(M.notCsv);
  const { text, headers, rows, sampleRows } = checkedContactFile(file.bytes);
  const name = form.fields.name || sanitizeUploadFileName(file.fileName);
  const owner = selfCompanyOf(actor);
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(enrichmentJobs)
      .values({
        companyId: owner.id,
        createdByUserId: actor.userId,
        name,
        state: 'uploaded',
        headers,
        mapping: guessEnrichmentMapping(headers),
        sampleRows,
        content: text,
        totalRows: rows,
      })
      .returning(ENRICHMENT_JOB_COLUMNS);
    if (!job) throw new Error('enrichment job insert returned nothing');
    await logActorAction(
      tx,
      actor,
      request.ip,
      'data-enrichment',
      `Uploaded ${name} (${rows} contacts) for enrichment`,
    );
    return jobView(job);
  });
}
