// Starts the real platform (API + built web app + embedded PostgreSQL on a fresh data folder) once
// for the browser tests. The web app must already be built (the test script builds it first).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The server's database, for steps that write what no call writes yet. */
    databaseUrl: string;
  }
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The platform exited with code ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `The platform did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  const [port, databasePort] = await twoFreePorts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-e2e-'));
  // The embedded PostgreSQL runs as the 'postgres' user when we are root: it must enter the folder.
  fs.chmodSync(dataDir, 0o777);

  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(databasePort),
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '100',
      // Every browser test signs up and resets from this one machine.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      RESET_REQUESTS_PER_IP_PER_HOUR: '1000',
      RESET_REQUESTS_PER_ADDRESS_PER_HOUR: '100',
      // Several browser tests open the demo site from this one address.
      LEADS_PER_IP_PER_DAY: '20',
      // agency-mail-domain.spec.ts tests an agency's sender against an SMTP server with a self-signed certificate.
      SMTP_TLS_VERIFY: 'false',
      SMTP_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  // The embedded database's fixed credentials (apps/api/src/platform/embedded-postgres.ts).
  project.provide(
    'databaseUrl',
    process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${databasePort}/lead`,
  );

  return async () => {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
