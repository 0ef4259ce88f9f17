// Who may not be returned (issue 27 item 2): the opt-out list, which holds on every platform, and,
// for a client's job, the client's own exclusion list. Compared as MD5 of the lower-cased e-mail.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { suppressionEntries } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

/** The company a job belongs to: its id and kind (only a client has an exclusion list). */
export type JobOwner = { id: number; kind: 'root' | 'agency' | 'client' };

/** The hashes among `md5s` that the owner may not be given. */
export async function suppressedMd5s(db: Queryable, owner: JobOwner, md5s: string[]): Promise<Set<string>> {
  if (md5s.length === 0) return new Set();
  const rows = await db
    .select({ md5: suppressionEntries.emailMd5 })
    .from(suppressionEntries)
    .where(
      and(
        sql`${suppressionEntries.emailMd5} = any(${sql.param([...new Set(md5s)])}::text[])`,
        or(
          eq(suppressionEntries.scope, 'platform'),
          owner.kind === 'client'
            ? and(
                eq(suppressionEntries.scope, 'client'),
                eq(suppressionEntries.companyId, owner.id),
                isNull(suppressionEntries.campaignId),
              )
            : sql`false`,
        ),
      ),
    );
  return new Set(rows.map((row) => row.md5));
}
