import { loadBenchConfig } from './tenants/bench-config.ts';
import { startEmbeddedPostgres } from '../apps/api/src/platform/embedded-postgres.ts';
const config = loadBenchConfig();
const e = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.BENCH_PG_PORT });
console.log('up', e.url);
process.on('SIGTERM', async () => { await e.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
