// Reads the exclusion upload's multipart form: its fields as strings and the one file part
// (clientoptoutfile), within the size limit. Whether the file is a usable CSV is decided later.
import type {} from '@fastify/multipart';
import { SUPPRESSION_MESSAGES as S, SUPPRESSION_LIMITS } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../platform/errors.ts';

export const UPLOAD_FILE_FIELD = 'clientoptoutfile';

export type UploadedList = { fileName: string; bytes: Buffer };

export async function readExclusionUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: UploadedList | null }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'invalidInput', { body: 'Send the form as multipart/form-data.' });
  }
  const fields: Record<string, string> = {};
  let file: UploadedList | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: SUPPRESSION_LIMITS.fileBytesMax, files: 1, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== UPLOAD_FILE_FIELD) {
        await part.toBuffer();
        throw invalid({ [part.fieldname]: `Send the file as ${UPLOAD_FILE_FIELD}.` });
      }
      file = { fileName: part.filename ?? '', bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ [UPLOAD_FILE_FIELD]: S.fileTooLarge });
    if (code === 'FST_FILES_LIMIT') throw invalid({ [UPLOAD_FILE_FIELD]: 'Upload one file at a time.' });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalid({ body: 'The form has too many fields.' });
    }
    throw error;
  }
  return { fields, file };
}
