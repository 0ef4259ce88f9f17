// npm run citus:plan — the distribution plan of a migrated database and what Citus would refuse
// (readiness.ts). On DATABASE_URL when set, else on a fresh embedded database migrated for the run.
// Exits 1 when Citus would refuse a statement the plan does not list, or a listed one no longer applies.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../platform/db.ts';
import { startEmbeddedPostgres } from '../../platform/embedded-postgres.ts';
import { applyMigrations } from '../../platform/migrate.ts';
import { citusPlanText, citusReadiness } from './readiness.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const dataDir = process.env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'lead-citus-'));
if (dataDir) fs.chmodSync(dataDir, 0o777);
const embedded = dataDir ? await startEmbeddedPostgres({ dataDir, port: await freePort() }) : null;
const url = process.env.DATABASE_URL ?? embedded?.url ?? '';
let refused = 0;
try {
  if (embedded) await applyMigrations(url);
  const { db, pool } = createDatabase(url, 1);
  const readiness = await citusReadiness(db);
  await pool.end();
  console.log(citusPlanText(readiness));
  refused = readiness.unexpected.length + readiness.stale.length;
} finally {
  await embedded?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(refused > 0 ? 1 : 0);
