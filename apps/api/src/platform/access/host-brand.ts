// What a host's brand shows every visitor (its favicon): the platform root's name and logo above the
// host's company, and an uploaded logo's image. Public by design, and nothing else: a name, a logo.
import { eq } from 'drizzle-orm';
import { companies, uploads } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { platformRootOf } from './tenant-scope.ts';

/** The platform root of the company at `path`: name and logo only. */
export async function platformBrandAbove(db: Queryable, path: string) {
  const rootId = platformRootOf(path);
  const [root] = await db
    .select({ id: companies.id, companyName: companies.companyName, logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, rootId));
  return root ?? null;
}

/** An uploaded file by its unguessable id (logos are served publicly under /api/uploads too). */
export async function uploadedFile(db: Queryable, id: string) {
  const [file] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id));
  return file ?? null;
}
