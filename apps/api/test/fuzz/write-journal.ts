// Proof that a refused request wrote nothing: a row trigger on every table notes each committed
// row change in a journal, so "nothing was written" is "the journal did not grow". Row triggers
// (not statement ones) so an update that matched no row is not a write; the journal row is part
// of the writing transaction, so a rolled-back write leaves no trace, as it should.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db.ts';

/**
 * Tables a refused request may legitimately write, and why. Everything else must stay untouched
 * by a 4xx.
 */
export const TABLES_WRITTEN_BY_REFUSALS: Record<string, string> = {
  login_failures: 'a refused sign-in is counted, so the per-account and per-IP limits work',
  hourly_limit_hits:
    'a public form (sign-up, reset, opt-out) counts each request before judging it, so a flood of bad ones is limited too',
  pixel_drop_counts: 'dropped page views are counted by design, and a timer writes the counts in batches',
  pixel_drop_counts_without_campaign: 'the same counts for keys that name no campaign',
};

/**
 * Columns any signed-in request may write, and why: an update that changes only these is no write of
 * the request's own.
 */
export const COLUMNS_TOUCHED_BY_EVERY_REQUEST: Record<string, { columns: string[]; why: string }> = {
  sessions: { columns: ['last_used_at'], why: 'a session records its last use, at most once a minute' },
};

/** One committed row change; `row` is null for a truncate. */
export type RowWrite = { table: string; operation: string; row: Record<string, unknown> | null };

export type WriteJournal = {
  /** The journal's high-water mark (the last committed row change). */
  mark: () => Promise<number>;
  /** The row changes committed after `mark` (as `operation table ×count`), and the new mark. */
  since: (mark: number) => Promise<{ writes: string[]; mark: number }>;
  /** The row changes committed after `mark`, each with the row written. */
  rowsSince: (mark: number) => Promise<RowWrite[]>;
};

export async function installWriteJournal(db: Database): Promise<WriteJournal> {
  await db.execute(sql`
    create table fuzz_write_journal (
      id bigserial primary key, table_name text not null, operation text not null, row_image jsonb)`);
  await db.execute(sql`
    create function fuzz_note_write() returns trigger language plpgsql as $$
    begin
      -- The row as written (as it was, for a delete), so a test can tell whose row it was.
      insert into fuzz_write_journal (table_name, operation, row_image) values (tg_table_name, tg_op,
        case when tg_level <> 'ROW' then null when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end);
      return null;
    end $$`);
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and c.relname <> 'fuzz_write_journal'`);
  const ignored = new Set(Object.keys(TABLES_WRITTEN_BY_REFUSALS));
  for (const { name } of rows) {
    if (ignored.has(name)) continue;
    const table = sql.identifier(name);
    const touched = COLUMNS_TOUCHED_BY_EVERY_REQUEST[name]?.columns;
    // Any update is noted, even one that rewrites a value as it was; on tables with touched columns,
    // an update that changes only those is not.
    const strip = sql.raw((touched ?? []).map((column) => ` - '${column}'`).join(''));
    const onlyRealChanges = touched
      ? sql`when ((to_jsonb(old)${strip}) is distinct from (to_jsonb(new)${strip}))`
      : sql``;
    await db.execute(sql`
      create trigger fuzz_note_write after insert or delete on ${table}
      for each row execute function fuzz_note_write()`);
    await db.execute(sql`
      create trigger fuzz_note_update after update on ${table}
      for each row ${onlyRealChanges} execute function fuzz_note_write()`);
    await db.execute(sql`
      create trigger fuzz_note_truncate after truncate on ${table}
      for each statement execute function fuzz_note_write()`);
  }
  return {
    async mark() {
      const { rows: marks } = await db.execute<{ mark: string }>(
        sql`select coalesce(max(id), 0) as mark from fuzz_write_journal`,
      );
      return Number(marks[0]?.mark ?? 0);
    },
    async since(mark) {
      const { rows: changes } = await db.execute<{ id: string; table_name: string; operation: string }>(
        sql`select id, table_name, operation from fuzz_write_journal where id > ${mark} order by id`,
      );
      const counts = new Map<string, number>();
      for (const change of changes) {
        const line = `${change.operation.toLowerCase()} ${change.table_name}`;
        counts.set(line, (counts.get(line) ?? 0) + 1);
      }
      return {
        writes: [...counts].map(([line, count]) => `${line} ×${count}`),
        mark: changes.length > 0 ? Number(changes[changes.length - 1]?.id) : mark,
      };
    },
    async rowsSince(mark) {
      const { rows: changes } = await db.execute<{
        table_name: string;
        operation: string;
        row_image: Record<string, unknown> | null;
      }>(sql`select table_name, operation, row_image from fuzz_write_journal where id > ${mark} order by id`);
      return changes.map((change) => ({
        table: change.table_name,
        operation: change.operation.toLowerCase(),
        row: change.row_image,
      }));
    },
  };
}
