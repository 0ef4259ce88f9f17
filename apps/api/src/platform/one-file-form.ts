// Reads a multipart form that carries one file under a named part (a CSV upload): its fields as
// strings and the file's bytes, within the form's limits. A form that says it is larger than it may
// be is refused before a byte of it is read; one that does not say (or lies) stops at the limit.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors.ts';

export type UploadedFile = { fileName: string; bytes: Buffer };

export type OneFileForm = {
  /** The part the file must come in. */
  field: string;
  fileBytesMax: number;
  /** The refusal of a file over the limit. */
  tooLarge: () => AppError;
  /** Refuse at once a request whose Content-Length is above the file limit and this much of form. */
  refuseDeclaredAbove?: { overheadBytes: number };
};

export async function readOneFileForm(
  request: FastifyRequest,
  form: OneFileForm,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'invalidInput', { body: 'Send the form as multipart/form-data.' });
  }
  if (form.refuseDeclaredAbove) {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > form.fileBytesMax + form.refuseDeclaredAbove.overheadBytes) throw form.tooLarge();
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: form.fileBytesMax, files: 1, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== form.field) {
        await part.toBuffer();
        throw invalid({ [part.fieldname]: `Send the file as ${form.field}.` });
      }
      file = { fileName: part.filename ?? '', bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw form.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw invalid({ [form.field]: 'Upload one file at a time.' });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalid({ body: 'The form has too many fields.' });
    }
    throw error;
  }
  return { fields, file };
}
