// Every foreign key has an index that starts with its columns (issue 24 item 7): without one, a
// join on it scans the referencing table and every delete or key change of the referenced row does
// too, under a lock. A key that needs none is listed below with its reason.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

/** `table.constraint` → why no index is needed. */
const WITHOUT_INDEX: Record<string, string> = {};

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

it('every foreign key is led by an index of its referencing table, or listed with its reason', async () => {
  const { rows } = await test.ctx.db.execute<{ key: string; columns: string }>(sql`
    select c.conrelid::regclass::text || '.' || c.conname as key,
      (select string_agg(a.attname, ', ' order by k.ord) from unnest(c.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid
          and (select array_agg(x order by x) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) x)
            = (select array_agg(x order by x) from unnest(c.conkey) x))
    order by 1`);
  const missing = rows
    .filter((row) => !(row.key in WITHOUT_INDEX))
    .map((row) => `${row.key} (${row.columns})`);
  expect(missing).toEqual([]);
  // A listed reason that no longer applies goes: the list names only keys still without an index.
  const stale = Object.keys(WITHOUT_INDEX).filter((key) => !rows.some((row) => row.key === key));
  expect(stale).toEqual([]);
});
