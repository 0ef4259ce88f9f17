// The benchmark's database: DATABASE_URL, or an embedded PostgreSQL of its own under .data/bench,
// migrated and seeded with the demo platform exactly as the app does at start.
import { createDatabase } from '../../apps/api/src/platform/db.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/embedded-postgres.ts';
import { applyMigrations } from '../../apps/api/src/platform/migrate.ts';
import { seedDemoPlatform } from '../../apps/api/src/seed/demo-platform.ts';
import type { BenchConfig } from './bench-config.ts';

export type BenchDatabase = ReturnType<typeof createDatabase> & {
  url: string;
  close: () => Promise<void>;
};

export async function openBenchDatabase(config: BenchConfig): Promise<BenchDatabase> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.BENCH_PG_PORT });
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('No database: set DATABASE_URL or let the embedded database start.');
  await applyMigrations(url);
  const { db, pool } = createDatabase(url);
  await seedDemoPlatform(db);
  return {
    db,
    pool,
    url,
    async close() {
      // pool.end() resolves before its sockets are closed; stopping PostgreSQL then ends them with an
      // error that would otherwise crash the process at the very end.
      pool.on('error', () => {});
      await pool.end();
      await embedded?.stop();
    },
  };
}
