// Seeds the big tree when the bench database does not have it yet, reporting what it did and how long it took.
import type { BenchConfig } from './bench-config.ts';
import type { BenchDatabase } from './bench-database.ts';
import { bulkTreeSeeded, seedBulkTree } from './bulk-tree.ts';

export async function ensureBulkTree(database: BenchDatabase, config: BenchConfig): Promise<void> {
  if (await bulkTreeSeeded(database.pool)) {
    console.log(`Bench tree already seeded (${describe(config)}; ${await tableSizes(database)}).`);
    return;
  }
  console.log(`Seeding the bench tree: ${describe(config)} …`);
  const started = performance.now();
  const counts = await seedBulkTree(database.pool, {
    agencies: config.BENCH_AGENCIES,
    clientsPerAgency: config.BENCH_CLIENTS_PER_AGENCY,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!counts) console.log('Another process seeded it meanwhile.');
  else {
    for (const [label, count] of Object.entries(counts)) console.log(`  ${label.padEnd(24)} ${count}`);
    console.log(`Seeded in ${seconds} s (with ANALYZE); ${await tableSizes(database)}.`);
  }
}

const describe = (config: BenchConfig) =>
  `${config.BENCH_AGENCIES} agencies × ${config.BENCH_CLIENTS_PER_AGENCY} clients, ` +
  (config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`);

async function tableSizes(database: BenchDatabase): Promise<string> {
  const { rows } = await database.pool.query<{ companies: number; users: number; campaigns: number }>(
    `select (select count(*) from companies)::int as companies, (select count(*) from users)::int as users,
       (select count(*) from campaigns)::int as campaigns`,
  );
  const sizes = rows[0];
  return sizes ? `${sizes.companies} companies, ${sizes.users} users, ${sizes.campaigns} campaigns` : '';
}
