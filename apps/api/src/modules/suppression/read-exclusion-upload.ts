// Reads the exclusion upload's multipart form: its fields as strings and the one file part
// (clientoptoutfile), within the size limit. Whether the file is a usable CSV is decided later.
import { SUPPRESSION_MESSAGES as S, SUPPRESSION_LIMITS } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../platform/errors.ts';
import { readOneFileForm, type UploadedFile } from '../../platform/one-file-form.ts';

export const UPLOAD_FILE_FIELD = 'clientoptoutfile';

export type UploadedList = UploadedFile;

export function readExclusionUpload(request: FastifyRequest) {
  return readOneFileForm(request, {
    field: UPLOAD_FILE_FIELD,
    fileBytesMax: SUPPRESSION_LIMITS.fileBytesMax,
    tooLarge: () => invalid({ [UPLOAD_FILE_FIELD]: S.fileTooLarge }),
  });
}
