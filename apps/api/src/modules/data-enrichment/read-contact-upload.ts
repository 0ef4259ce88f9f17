// Reads the contact upload's multipart form: its fields as strings and the one file part
// (contactsfile). A request that says it is larger than the limit is refused before a byte of it is
// read; one that does not say (or lies) stops at the limit, never read whole into memory.
import type {} from '@fastify/multipart';
import { ENRICHMENT_LIMITS as LIMITS, ENRICHMENT_MESSAGES as M } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../platform/errors.ts';
import { CONTACTS_FILE_FIELD, refuseFile } from './contact-file.ts';

export type UploadedContacts = { fileName: string; bytes: Buffer };

/** Room for the form's other fields and boundaries beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function readContactUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: UploadedContacts | null }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'invalidInput', { body: 'Send the form as multipart/form-data.' });
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > LIMITS.fileBytesMax + FORM_OVERHEAD_BYTES) throw refuseFile(M.tooLarge, 413);
  const fields: Record<string, string> = {};
  let file: UploadedContacts | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: LIMITS.fileBytesMax, files: 1, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== CONTACTS_FILE_FIELD) {
        part.file.resume();
        throw invalid({ [part.fieldname]: `Send the file as ${CONTACTS_FILE_FIELD}.` });
      }
      file = { fileName: part.filename ?? '', bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseFile(M.tooLarge, 413);
    if (code === 'FST_FILES_LIMIT') throw refuseFile('Upload one file at a time.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalid({ body: 'The form has too many fields.' });
    }
    throw error;
  }
  return { fields, file };
}
