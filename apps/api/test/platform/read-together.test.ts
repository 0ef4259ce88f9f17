// Several reads in one round trip (platform/read-together.ts): each read answers its own rows, a read
// with nothing to ask costs no statement, and rows arrive alike alone or together.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Queryable } from '../../src/platform/db.ts';
import { read, readOne, readTogether } from '../../src/platform/read-together.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** A handle that counts the statements sent through it. */
function counting(db: Queryable) {
  const counter = { statements: 0 };
  const handle = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'execute') return value;
      return (...args: unknown[]) => {
        counter.statements++;
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { handle, counter };
}

type Row = { n: number; big: number; at: string; tags: string[]; label: string | null };
const numbers = read(
  sql`select n, (n::bigint + 4294967296) as big, timestamptz '2026-12-05 10:00:00.123456+00' + n * interval '1 day' as at,
    array['a', 'b' || n] as tags, case when n = 2 then null else 'row ' || n end as label
    from generate_series(1, 3) n`,
  (rows: Row[]) => rows,
);

it('answers each read by its name, in one statement', async () => {
  const { handle, counter } = counting(test.ctx.db);
  const answers = await readTogether(handle, {
    rows: numbers,
    total: read(
      sql`select count(*)::int as total from generate_series(1, 7)`,
      (rows: { total: number }[]) => rows[0]?.total ?? 0,
    ),
    none: read(sql`select 1 as one where false`, (rows: { one: number }[]) => rows.length),
  });
  expect(counter.statements).toBe(1);
  expect(answers.total).toBe(7);
  expect(answers.none).toBe(0);
  expect(answers.rows).toEqual([
    { n: 1, big: 4294967297, at: '2026-12-06T10:00:00.123456+00:00', tags: ['a', 'b1'], label: 'row 1' },
    { n: 2, big: 4294967298, at: '2026-12-07T10:00:00.123456+00:00', tags: ['a', 'b2'], label: null },
    { n: 3, big: 4294967299, at: '2026-12-08T10:00:00.123456+00:00', tags: ['a', 'b3'], label: 'row 3' },
  ]);
});

it('asks nothing for a read without a statement, and answers it from no rows', async () => {
  const { handle, counter } = counting(test.ctx.db);
  const answers = await readTogether(handle, {
    nothing: read(null, (rows: unknown[]) => `${rows.length} rows`),
  });
  expect(counter.statements).toBe(0);
  expect(answers.nothing).toBe('0 rows');
});

it('gives a read alone the same rows as together', async () => {
  const together = await readTogether(test.ctx.db, {
    numbers,
    other: read(sql`select 1 as one`, (rows) => rows),
  });
  expect(await readOne(test.ctx.db, numbers)).toEqual(together.numbers);
});
