// The opaque cursor of the developer API's lists: the sort key of the last item of a page (its
// creation time, kept to the microsecond as PostgreSQL text, and its id), so the next page starts
// right after it by the index (keyset), however deep it is. A cursor that is not one is refused.
import { messages } from '@lead/shared';
import { invalid } from '../../platform/errors.ts';

export type PageKey = { at: string; id: number };

/** PostgreSQL's text of a timestamptz in UTC, with microseconds. */
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (key: PageKey): string =>
  Buffer.from(`${key.at}|${key.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): PageKey | null {
  if (cursor === undefined || cursor === '') return null;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const number = Number(id);
  if (rest.length > 0 || !at || !AT.test(at) || !Number.isSafeInteger(number) || number < 1) {
    throw invalid({ cursor: messages.apiCursorInvalid });
  }
  return { at, id: number };
}

/** The page and the cursor after it: `limit + 1` rows were read, so a last page says so. */
export function pageOf<Row extends { page_at: string; id: number }, Item>(
  rows: Row[],
  limit: number,
  itemOf: (row: Row) => Item,
): { data: Item[]; next_cursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    data: shown.map(itemOf),
    next_cursor: rows.length > limit && last ? encodeCursor({ at: last.page_at, id: last.id }) : null,
  };
}
