// One pool and one Drizzle handle per process.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';

export type Database = ReturnType<typeof createDatabase>['db'];

/** `readOnly`: a replica's pool (read-replica.ts), whose every transaction refuses to write. */
/** `role`: the role every connection takes at start (the tenant role, access/tenant-db.ts). */
export function createDatabase(
  url: string,
  maxConnections = 10,
  { readOnly = false, role }: { readOnly?: boolean; role?: string } = {},
) {
  // The working set is in memory (random reads cost about as much as sequential ones), and list
  // queries are short: parallel workers only add start-up cost on a small machine.
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    options: `-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0${
      readOnly ? ' -c default_transaction_read_only=on' : ''
    }${role ? ` -c role=${role}` : ''}`,
  });
  // An idle connection the server ended (a restart, the shutdown's last step) is dropped by the pool
  // and replaced on next use; unheard, its 'error' event would end the whole process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}

/** A handle on one connection held from a pool, configured as the pool's (the start's rehearsal). */
export const databaseOn = (connection: pg.PoolClient) =>
  drizzle(connection, { schema, casing: 'snake_case' });

/** A handle or an open transaction: repos accept either so callers decide the unit of work. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
