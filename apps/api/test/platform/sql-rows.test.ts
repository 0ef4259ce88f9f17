// Rows sent as one typed array per column (platform/sql-rows.ts) come back as they were sent,
// whatever their text holds: the pipeline writes leads whose names and pages come from anyone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsRelation } from '../../src/platform/sql-rows.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const TRICKY_TEXTS = [
  'plain',
  'a "quoted", {braced} value',
  'back\\slash \\" and \\\\',
  'NULL',
  '',
  ' spaced ',
  'comma, and; semicolon',
  "it's",
  'ünïcødé ✓ 名前',
  'line\nbreak\ttab',
  'x'.repeat(100_000),
];

it('gives back every row as sent, nulls and the hardest text included', async () => {
  const rows = TRICKY_TEXTS.map((text, index) => ({
    id: index + 2 ** 40,
    name: text,
    count: index % 3 === 0 ? null : index,
    attributes: index % 2 === 0 ? { text, nested: [text, null, 1] } : null,
    // To the microsecond: a lead's month key is its page view's received time exactly.
    at: index % 4 === 0 ? null : `2026-12-04 11:25:11.${String(index * 7919).padStart(6, '0')}+00`,
    flag: index % 2 === 0,
  }));
  const { rows: read } = await test.ctx.db.execute<{
    id: string;
    name: string;
    count: number | null;
    attributes: unknown;
    at: string | null;
    flag: boolean;
  }>(sql`select id::text, name, count, attributes, to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as at, flag
    from ${rowsRelation('r', rows, { id: 'bigint', name: 'text', count: 'int', attributes: 'jsonb', at: 'timestamptz', flag: 'boolean' })}`);
  expect(read).toEqual(
    rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      count: row.count,
      attributes: row.attributes,
      at: row.at === null ? null : row.at.replace('+00', ''),
      flag: row.flag,
    })),
  );
});

it('takes ids as text, times as dates and arrays of text as JSON, as the callers send them', async () => {
  const at = new Date('2026-12-04T11:25:11.123Z');
  const { rows: read } = await test.ctx.db.execute<{ id: string; at: string; tags: unknown }>(
    sql`select id::text, to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as at, tags from ${rowsRelation(
      'r',
      [{ id: '9007199254740993', at, tags: ['a,b', '"}'] }],
      { id: 'bigint', at: 'timestamptz', tags: 'jsonb' },
    )}`,
  );
  expect(read).toEqual([{ id: '9007199254740993', at: '2026-12-04 11:25:11.123', tags: ['a,b', '"}'] }]);
});

it('is an empty relation for no rows', async () => {
  const { rows } = await test.ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${rowsRelation('r', [] as { id: number }[], { id: 'int' })}`,
  );
  expect(rows[0]?.n).toBe(0);
});
