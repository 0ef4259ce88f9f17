// Tables partitioned by the month a row arrived (issue 28 item 6): a month is one table, made ahead of
// time and dropped whole once the retention passes it. The SQL functions that make and drop a month
// are in migration visits_monthly_partitions; a row of a month not made yet waits in the table's
// default partition and moves into its month when that is made, so nothing is ever refused.
import { type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db.ts';

/**
 * A month is made this many days before it starts, so it never starts in the default partition: the
 * nightly job (and every start) has a week of tries. Not earlier: each month is one more table that
 * every statement which cannot name its month plans and reads (a journey, the queue, a person's
 * earlier leads): an empty month made four weeks early cost the lead row's p95 about a fifth at 300
 * page views/s (bench:latency).
 */
export const MAKE_AHEAD_DAYS = 7;

/**
 * The partitioned tables and the column each is cut on (migrations *_monthly_partitions): page views
 * and leads on the page view's time, a lead's charge, wallet debit and deliveries on their lead's.
 * The delivery engine's queue is not partitioned (migration lead_deliveries_monthly_partitions).
 */
export const MONTH_PARTITION_KEYS = {
  visits: 'received_at',
  leads: 'received_at',
  lead_charges: 'lead_received_at',
  wallet_lead_debits: 'lead_received_at',
  lead_deliveries: 'lead_received_at',
} as const;
export type MonthPartitionedTable = keyof typeof MONTH_PARTITION_KEYS;
export const MONTH_PARTITIONED_TABLES = Object.keys(MONTH_PARTITION_KEYS) as MonthPartitionedTable[];

/**
 * One call of a month function in its own transaction. Making a month locks the default partition for
 * a moment, and dropping one the table: never wait long behind a long read (the statements queued
 * behind the wait would wait too); the next run tries again.
 */
async function withShortLockWait<Row extends Record<string, unknown>>(db: Database, call: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '2s'`));
    const { rows } = await tx.execute<Row>(call);
    return rows[0];
  });
}

/** The first day (YYYY-MM-01, UTC) of the month `plusMonths` after the one `at` is in. */
export const firstOfMonth = (at: Date, plusMonths = 0): string =>
  DateTime.fromJSDate(at, { zone: 'utc' })
    .startOf('month')
    .plus({ months: plusMonths })
    .toFormat('yyyy-MM-dd');

/** The months (YYYY-MM-01) of the rows waiting in `table`'s default partition, oldest first. */
async function waitingMonths(db: Database, table: MonthPartitionedTable): Promise<string[]> {
  const { rows } = await db.execute<{ month: string }>(sql`
    select distinct to_char(${sql.identifier(MONTH_PARTITION_KEYS[table])} at time zone 'UTC', 'YYYY-MM-01')
      as month
    from ${sql.identifier(`${table}_default`)} order by 1`);
  return rows.map((row) => row.month);
}

/**
 * Makes this month of `table`, the next one once it starts within MAKE_AHEAD_DAYS, and the month of
 * any row waiting in its default partition (a month the job missed, rows written with an older
 * time): answers the months it made (YYYY-MM-01).
 */
export async function prepareMonths(db: Database, table: MonthPartitionedTable, now = new Date()) {
  const soon = new Date(now.getTime() + MAKE_AHEAD_DAYS * 86_400_000);
  const ahead = [firstOfMonth(now), firstOfMonth(soon)];
  const waiting = await waitingMonths(db, table);
  const months = [...new Set([...waiting, ...ahead])];
  const made: string[] = [];
  for (const month of months) {
    const row = await withShortLockWait<{ created: boolean }>(
      db,
      sql`select create_month_partition(${table}::regclass, ${month}::date) as created`,
    );
    if (row?.created === true) made.push(month);
  }
  // The rows that moved out leave dead entries in the default partition's indexes, which every
  // statement that cannot name its month walks until autovacuum comes: a million moved lead charges
  // made each page of the billing run's lead counts 2.7 s instead of 60 ms (bench:billing).
  if (made.some((month) => waiting.includes(month))) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(`${table}_default`)}`);
  }
  return made;
}

/**
 * Drops the months of `table` older than `keepMonths` whole months before the current one (and the
 * default partition's rows as old); answers how many months went.
 */
export async function dropExpiredMonths(
  db: Database,
  table: MonthPartitionedTable,
  keepMonths: number,
  now = new Date(),
): Promise<number> {
  const before = firstOfMonth(now, -keepMonths);
  const row = await withShortLockWait<{ dropped: number }>(
    db,
    sql`select drop_month_partitions(${table}::regclass, ${before}::date) as dropped`,
  );
  return row?.dropped ?? 0;
}

/** The months `table` has, oldest first (YYYY-MM). */
export async function monthsOf(db: Database, table: MonthPartitionedTable) {
  const { rows } = await db.execute<{ month: string }>(sql`
    select to_char(to_date(right(c.relname, 7), 'YYYY_MM'), 'YYYY-MM') as month
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass and c.relname ~ ${`^${table}_\\d{4}_\\d{2}$`}
    order by 1`);
  return rows.map((row) => row.month);
}
