// Starts the real platform (API + built web app + embedded PostgreSQL on a fresh data folder) as a
// child process, from its production build unless asked for its source: the browser tests
// (global-setup.ts), the first-load benchmark (bench/web) and the latency benchmark use it. The web
// app must already be built.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPlatform } from '../../../scripts/api-bundle.ts';

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

export type RunningPlatform = {
  baseUrl: string;
  port: number;
  databasePort: number;
  /** The last 20 KB of its output (a benchmark shows it when a request failed). */
  output: () => string;
  stop: () => Promise<void>;
};

/** How to start it: `nodeArgs` go to its Node.js (a benchmark's --cpu-prof, which NODE_OPTIONS does not take). */
type StartOptions = {
  nodeArgs?: string[];
  /**
   * The source through tsx, as `npm start` runs it, instead of the production build (about half the
   * CPU to be ready): for a benchmark that stands for `npm start`.
   */
  fromSource?: boolean;
};

/** Starts the platform with `env` added to this process's, and waits until it answers. */
export async function startPlatform(
  env: Record<string, string> = {},
  { nodeArgs = [], fromSource = false }: StartOptions = {},
): Promise<RunningPlatform> {
  const [port, databasePort] = await twoFreePorts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-platform-'));
  // The embedded PostgreSQL runs as the 'postgres' user when we are root: it must enter the folder.
  fs.chmodSync(dataDir, 0o777);

  let log = '';
  const program = fromSource ? ['--import', 'tsx', 'apps/api/src/main.ts'] : [await builtPlatform()];
  const child = spawn(process.execPath, [...nodeArgs, ...program], {
    cwd: REPO_ROOT,
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(databasePort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A platform that dies mid-run fails every later test with "connection refused": say why, once.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The platform exited (code ${code}, signal ${signal}) mid-run:\n${log}`);
  });

  // A caller that ends without stopping it (a benchmark whose browser failed to start, an uncaught
  // error) takes the platform with it: otherwise it outlives the run and loads the next one's machine.
  const stopWithCaller = () => child.kill('SIGTERM');
  process.once('exit', stopWithCaller);

  const cleanUp = async () => {
    stopping = true;
    process.off('exit', stopWithCaller);
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { baseUrl, port, databasePort, output: () => log, stop: cleanUp };
}
