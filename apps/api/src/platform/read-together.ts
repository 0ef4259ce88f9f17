// Several reads of one unit of work in one round trip. The driver sends one statement at a time and
// waits for its answer, so a pipeline batch that read its eight facts one by one waited eight times
// (about 1.5 ms each at 1,000 page views/s, most of a small batch's time: bench:latency). Each read
// here is a subquery whose rows come back as one JSON array; so every read answers its rows the same
// way whether it runs alone or with others: numbers as numbers, times as ISO text, arrays as arrays.
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from './db.ts';

/** One read: its statement (null when there is nothing to ask) and what its rows answer. */
export type Read<Row, Answer> = { query: SQL | null; answer: (rows: Row[]) => Answer };

export const read = <Row, Answer>(query: SQL | null, answer: (rows: Row[]) => Answer): Read<Row, Answer> => ({
  query,
  answer,
});

// biome-ignore lint/suspicious/noExplicitAny: any row type: each read parses its own.
type AnyRead = Read<any, unknown>;
type Answers<Reads extends Record<string, AnyRead>> = {
  [Name in keyof Reads]: ReturnType<Reads[Name]['answer']>;
};

/** Runs every read that has a statement in one statement (none without); answers each by its name. */
export async function readTogether<Reads extends Record<string, AnyRead>>(
  db: Queryable,
  reads: Reads,
): Promise<Answers<Reads>> {
  const asked = Object.entries(reads).filter(([, each]) => each.query !== null);
  let found: Record<string, unknown[] | null> = {};
  if (asked.length > 0) {
    const columns = asked.map(
      ([name, each]) => sql`(select json_agg(found) from (${each.query}) found) as ${sql.identifier(name)}`,
    );
    const { rows } = await db.execute<Record<string, unknown[] | null>>(
      sql`select ${sql.join(columns, sql`, `)}`,
    );
    found = rows[0] ?? {};
  }
  return Object.fromEntries(
    Object.entries(reads).map(([name, each]) => [name, each.answer(found[name] ?? [])]),
  ) as Answers<Reads>;
}

/** One read alone (its rows as readTogether answers them). */
export async function readOne<Row, Answer>(db: Queryable, one: Read<Row, Answer>): Promise<Answer> {
  return (await readTogether(db, { one })).one;
}
