// npm run bench:seed-tenants — the benchmark database with the big tenant tree (once; a second run
// only reports that it is there).
import { loadBenchConfig } from './bench-config.ts';
import { openBenchDatabase } from './bench-database.ts';
import { ensureBulkTree } from './ensure-tree.ts';

const config = loadBenchConfig();
const database = await openBenchDatabase(config);
try {
  await ensureBulkTree(database, config);
} finally {
  await database.close();
}
