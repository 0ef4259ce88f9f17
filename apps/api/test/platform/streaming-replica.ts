// A real streaming replica of a PostgreSQL server started for a test, made with the server's own
// binary only (the embedded build has no pg_basebackup): a physical replication slot keeps the WAL,
// pg_backup_start / a copy of the data folder / pg_backup_stop make the base backup, and the copy
// starts as a hot standby (standby.signal, primary_conninfo) that streams from the slot.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SERVER_SETTINGS } from '../../src/platform/embedded-postgres.ts';

export type StreamingReplica = { url: string; stop: () => Promise<void> };

/** What the copy leaves out: the running server's own files, its WAL and its slots. */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_wal', 'pg_replslot']);

export async function startStreamingReplica(primary: {
  url: string;
  /** The primary's data folder (PG_VERSION inside). */
  dataFolder: string;
  /** Where the standby's folder goes (it must not exist). */
  replicaFolder: string;
  port: number;
}): Promise<StreamingReplica> {
  const admin = new pg.Client({ connectionString: primary.url });
  await admin.connect();
  const slot = 'read_replica_test';
  await admin.query('select pg_create_physical_replication_slot($1, true)', [slot]);
  await admin.query(`select pg_backup_start('read-replica-test', true)`);
  fs.mkdirSync(primary.replicaFolder, { recursive: true });
  for (const entry of fs.readdirSync(primary.dataFolder)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(primary.dataFolder, entry), path.join(primary.replicaFolder, entry), {
      recursive: true,
    });
  }
  for (const empty of ['pg_wal', 'pg_replslot'])
    fs.mkdirSync(path.join(primary.replicaFolder, empty), { mode: 0o700 });
  const { rows } = await admin.query<{ labelfile: string }>('select labelfile from pg_backup_stop(true)');
  await admin.end();
  fs.writeFileSync(path.join(primary.replicaFolder, 'backup_label'), rows[0]?.labelfile ?? '');
  fs.writeFileSync(path.join(primary.replicaFolder, 'standby.signal'), '');
  const from = new URL(primary.url);
  const conninfo = `host=127.0.0.1 port=${from.port} user=${decodeURIComponent(from.username)} password=${decodeURIComponent(from.password)}`;
  fs.appendFileSync(
    path.join(primary.replicaFolder, 'postgresql.auto.conf'),
    `\nprimary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\nhot_standby = on\n`,
  );
  // The same owner and binary as the primary (postgres refuses to run as root).
  const { uid, gid } = fs.statSync(primary.dataFolder);
  for (const file of fs.readdirSync(primary.replicaFolder, { recursive: true }))
    fs.chownSync(path.join(primary.replicaFolder, String(file)), uid, gid);
  fs.chownSync(primary.replicaFolder, uid, gid);
  fs.chmodSync(primary.replicaFolder, 0o700);
  const pid = Number(fs.readFileSync(path.join(primary.dataFolder, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const binary = fs.readlinkSync(`/proc/${pid}/exe`);
  const asOwner = process.getuid?.() === 0 ? { uid, gid } : {};
  const server: ChildProcess = spawn(
    binary,
    [
      '-D',
      primary.replicaFolder,
      '-p',
      String(primary.port),
      '-k',
      '/tmp',
      '-c',
      'listen_addresses=127.0.0.1',
      // As the primary's, or the standby refuses to replay it.
      ...SERVER_SETTINGS,
    ],
    { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    server.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept read-only connections')) resolve();
    });
    server.once('exit', () => reject(new Error(`the standby exited:\n${log}`)));
    setTimeout(() => reject(new Error(`the standby was not ready within 60 s:\n${log}`)), 60_000).unref();
  });
  server.stderr?.removeAllListeners('data');
  server.stderr?.resume();
  const url = new URL(primary.url);
  url.port = String(primary.port);
  return {
    url: url.toString(),
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGINT');
      }),
  };
}
