// Whether the process that claimed a piece of work is still alive. Each process holds, for its whole
// life, a PostgreSQL session-level advisory lock on a key of its own; a claim records that key. While
// the process lives, the lock is held; when it dies (a crash, a SIGKILL), its session ends and the lock
// with it. So another process takes over a dead process's claim at once, instead of waiting out a
// lease long enough for the slowest live one. The lock needs a session of its own: behind a pooler in
// transaction mode, point DATABASE_URL's liveness connection at the server itself.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/** The first key of the two-key advisory lock form: the liveness locks' own class. */
const LIVENESS_CLASS = 7_240_005;

export type ProcessLiveness = { key: number; release: () => Promise<void> };

export async function holdProcessLiveness(
  databaseUrl: string,
  onError: (error: Error) => void = () => {},
): Promise<ProcessLiveness> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', onError);
  await client.connect();
  for (;;) {
    const key = 1 + Math.floor(Math.random() * 2_147_483_646);
    const { rows } = await client.query('select pg_try_advisory_lock($1, $2) as held', [LIVENESS_CLASS, key]);
    if (rows[0]?.held) return { key, release: () => client.end().catch(() => undefined) };
  }
}

/**
 * True in SQL when no live process holds the liveness key in `claimedBy` (null: never claimed so).
 * The live keys are read once per statement (an uncorrelated subquery, hashed): reading pg_locks once
 * per row costs a busy server dearly (the delivery engine's check runs over every leased row).
 */
export const claimantGone = (
  claimedBy: AnyColumn | SQL,
) => sql`(${claimedBy} is not null and ${claimedBy} not in (
  select objid::bigint from pg_locks where locktype = 'advisory' and classid = ${LIVENESS_CLASS}
    and objsubid = 2 and granted))`;
