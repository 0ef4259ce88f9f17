// One pool and one Drizzle handle per process.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';

export type Database = ReturnType<typeof createDatabase>['db'];

export function createDatabase(url: string, maxConnections = 10) {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}

/** A handle or an open transaction: repos accept either so callers decide the unit of work. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
