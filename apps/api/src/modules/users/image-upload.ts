// Reads a multipart form with at most one image: fields as strings, the image checked by content.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type UploadedImage = { field: string; fileName: string; contentType: string; bytes: Buffer };

/** The file's first bytes decide its type; the browser's claim is not trusted. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export async function readImageForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; image: UploadedImage | null }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'invalidInput', { body: 'Send the form as multipart/form-data.' });
  }
  const fields: Record<string, string> = {};
  let image: UploadedImage | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 40 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      if (image) throw new AppError(422, 'uploadOneFile', { [part.fieldname]: 'Upload one file at a time.' });
      const contentType = imageTypeOf(bytes);
      if (!contentType) {
        throw new AppError(422, 'uploadNotImage', {
          [part.fieldname]: 'Upload an image (PNG, JPEG, GIF or WebP).',
        });
      }
      image = { field: part.fieldname, fileName: part.filename.slice(0, 200), contentType, bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(422, 'uploadTooLarge', { file: 'The image is larger than 2 MB.' });
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(422, 'uploadOneFile', { file: 'Upload one file at a time.' });
    throw error;
  }
  return { fields, image };
}
