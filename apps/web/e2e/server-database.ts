// The e2e server's own database, for steps the product has no call for yet (global-setup shares
// its URL: DATABASE_URL when set, else the embedded database it started).
import pg from 'pg';
import { inject } from 'vitest';

/** Runs `work` with a connection to the e2e server's database. */
export async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
