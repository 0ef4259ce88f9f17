// GET, POST and DELETE /v1/exclusions and POST /v1/exclusions/bulk (issue 26 part 2 item 3): a
// client's client-wide exclusion list (part 2 §7), the one the web's upload fills. An entry is an
// e-mail or its MD5, checked as an uploaded row is (exclusionValueOf), and kept as the hash.
import {
  exclusionValueOf,
  type PublicExclusion,
  type PublicExclusionBulkResult,
  type publicExclusionBulk,
  type publicExclusionCreate,
  type publicExclusionsQuery,
  SUPPRESSION_MESSAGES as S,
} from '@lead/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { suppressionEntries } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import {
  clientEntryManagedBy,
  clientListManagedBy,
  type ExclusionList,
  entriesOf,
} from '../../platform/access/exclusion-lists.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { exclusionHash } from '../../platform/email-hash.ts';
import { invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import { afterCursor, pageAtColumn } from './page-sql.ts';

const columns = {
  id: suppressionEntries.id,
  page_at: pageAtColumn(suppressionEntries.createdAt),
  companyId: suppressionEntries.companyId,
  emailMd5: suppressionEntries.emailMd5,
  createdAt: suppressionEntries.createdAt,
};

type EntryRow = { id: number; companyId: number | null; emailMd5: string; createdAt: Date };

const publicExclusionOf = (row: EntryRow, list: ExclusionList): PublicExclusion => ({
  id: row.id,
  client_id: row.companyId ?? list.companyId,
  email_md5: row.emailMd5,
  created_at: row.createdAt.toISOString(),
});

export async function listPublicExclusions(
  db: Queryable,
  actor: Actor,
  query: z.output<typeof publicExclusionsQuery>,
) {
  const list = await clientListManagedBy(db, actor, query.client_id);
  const rows = await db
    .select(columns)
    .from(suppressionEntries)
    .where(
      and(
        entriesOf(list),
        ...afterCursor(
          suppressionEntries.createdAt,
          suppressionEntries.id,
          decodeCursor(query.cursor),
          query.since,
        ),
      ),
    )
    .orderBy(asc(suppressionEntries.createdAt), asc(suppressionEntries.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => publicExclusionOf(row, list));
}

/** Entries of the list (on conflict nothing: an entry already there stays as it is). */
const entriesFor = (list: ExclusionList, hashes: string[]) =>
  hashes.map((emailMd5) => ({ scope: 'client' as const, companyId: list.companyId, emailMd5 }));

export async function addPublicExclusion(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof publicExclusionCreate>,
  ip: string | null,
): Promise<PublicExclusion> {
  const list = await clientListManagedBy(ctx.db, actor, body.client_id);
  const value = exclusionValueOf(body.email);
  if (!value) throw invalid({ email: S.emailOrMd5 });
  const emailMd5 = exclusionHash(value);
  return ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(suppressionEntries)
      .values(entriesFor(list, [emailMd5]))
      .onConflictDoNothing()
      .returning({ id: suppressionEntries.id });
    const [row] = await tx
      .select(columns)
      .from(suppressionEntries)
      .where(and(entriesOf(list), eq(suppressionEntries.emailMd5, emailMd5)));
    if (!row) throw new Error('exclusion entry neither added nor found');
    if (added.length > 0)
      await logActorAction(tx, actor, ip, 'suppression', `Added 1 entry to ${list.label} (developer API)`);
    return publicExclusionOf(row, list);
  });
}

/**
 * Good entries are added, bad ones refused by index: a bad value does not hold back the others. Input
 * the schema refuses (not a list, over 1,000 entries, a value too long) adds nothing (422).
 */
export async function addPublicExclusionsInBulk(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof publicExclusionBulk>,
  ip: string | null,
): Promise<PublicExclusionBulkResult> {
  const list = await clientListManagedBy(ctx.db, actor, body.client_id);
  const refused: PublicExclusionBulkResult['refused'] = [];
  const hashes = new Set<string>();
  body.entries.forEach((entry, index) => {
    const value = exclusionValueOf(entry.email);
    if (value) hashes.add(exclusionHash(value));
    else refused.push({ index, reason: S.emailOrMd5 });
  });
  const added = await ctx.db.transaction(async (tx) => {
    const rows =
      hashes.size === 0
        ? []
        : await tx
            .insert(suppressionEntries)
            .values(entriesFor(list, [...hashes]))
            .onConflictDoNothing()
            .returning({ id: suppressionEntries.id });
    if (rows.length > 0)
      await logActorAction(
        tx,
        actor,
        ip,
        'suppression',
        `Added ${rows.length} entries to ${list.label} (developer API)`,
      );
    return rows.length;
  });
  return { added, already_there: body.entries.length - refused.length - added, refused };
}

export async function deletePublicExclusion(
  ctx: AppContext,
  actor: Actor,
  entryId: number,
  ip: string | null,
) {
  return ctx.db.transaction(async (tx) => {
    const { list } = await clientEntryManagedBy(tx, actor, entryId);
    await tx.delete(suppressionEntries).where(and(entriesOf(list), eq(suppressionEntries.id, entryId)));
    await logActorAction(
      tx,
      actor,
      ip,
      'suppression',
      `Removed entry ${entryId} from ${list.label} (developer API)`,
    );
    return { id: entryId, deleted: true as const };
  });
}
