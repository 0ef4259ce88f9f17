// Small shared steps of the banner writes: an uploaded background no set names any more goes, and
// the messages name the set.
import { and, eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';

/** Deletes one of the agency's uploads (a set's replaced or dropped background). */
export async function dropUpload(db: Queryable, agency: InScope<'company'>, uploadId: string | null) {
  if (uploadId)
    await db.delete(uploads).where(and(eq(uploads.id, uploadId), eq(uploads.companyId, agency.id)));
}

/** A message with the set's name in it, taken literally (no `$&` patterns of String.replace). */
export const withName = (template: string, name: string) => template.replace('{name}', () => name);
