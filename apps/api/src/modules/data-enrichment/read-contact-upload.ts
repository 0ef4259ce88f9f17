// Reads the contact upload's multipart form: its fields as strings and the one file part
// (contactsfile). A request that says it is larger than the limit is refused (413) before a byte of
// it is read; one that does not say (or lies) stops at the limit, never read whole into memory.
import { ENRICHMENT_LIMITS as LIMITS, ENRICHMENT_MESSAGES as M } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import { readOneFileForm, type UploadedFile } from '../../platform/one-file-form.ts';
import { CONTACTS_FILE_FIELD, refuseFile } from './contact-file.ts';

export type UploadedContacts = UploadedFile;

export function readContactUpload(request: FastifyRequest) {
  return readOneFileForm(request, {
    field: CONTACTS_FILE_FIELD,
    fileBytesMax: LIMITS.fileBytesMax,
    tooLarge: () => refuseFile(M.tooLarge, 413),
    // Room for the form's other fields and boundaries beside the file.
    refuseDeclaredAbove: { overheadBytes: 64 * 1024 },
  });
}
