// The SQL of a keyset page over (created_at, id): the condition that starts after the cursor and
// at `since`, the order, and the page key column every list selects.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageKey } from './cursor.ts';

/** created_at as the cursor keeps it: UTC text to the microsecond. */
export const pageAtColumn = (createdAt: AnyPgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function afterCursor(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  after: PageKey | null,
  since: string | undefined,
): SQL[] {
  return [
    // The plain bound lets the created_at index start at the cursor; the row comparison breaks ties.
    ...(after
      ? [
          sql`${createdAt} >= ${after.at}::timestamptz`,
          sql`(${createdAt}, ${id}) > (${after.at}::timestamptz, ${after.id})`,
        ]
      : []),
    ...(since ? [sql`${createdAt} >= ${since}::timestamptz`] : []),
  ];
}
