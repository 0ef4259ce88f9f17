// Ctrl-C in a terminal signals the whole process group (npm, tsx, the platform and, unless kept
// apart, the embedded PostgreSQL); a service manager sends SIGTERM. Either way the platform closes
// its server, jobs and database in order, within 10 s, without an error or a stack trace.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Started = { child: ChildProcess; output: () => string; dataDir: string; databasePort: number };
const started: Started[] = [];

async function startPlatformInItsOwnGroup(): Promise<Started> {
  const port = await freePort();
  let databasePort = await freePort();
  while (databasePort === port) databasePort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-stop-'));
  fs.chmodSync(dataDir, 0o777);
  let log = '';
  // detached: the child leads a new process group, as `npm start` does in a terminal.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(databasePort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const platform = { child, output: () => log, dataDir, databasePort };
  started.push(platform);
  const deadline = Date.now() + 120_000;
  while (!log.includes('Platform ready')) {
    if (child.exitCode !== null) throw new Error(`The platform exited before it was ready:\n${log}`);
    if (Date.now() > deadline) throw new Error(`The platform was not ready within 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return platform;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function postgresStillRuns(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('stopping the platform', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} to its process group closes everything within 10 s, without an error`, async () => {
      const { child, output, dataDir } = await startPlatformInItsOwnGroup();
      process.kill(-(child.pid as number), signal);
      const code = await exited(child);

      expect(output()).toContain('"msg":"stopped"');
      // 0: every step closed before main.ts's 9 s deadline, which exits 1.
      expect(code).toBe(0);
      // No error-level log line (pino level 50+) and no stack trace.
      expect(
        output()
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line)),
      ).toEqual([]);
      expect(output()).not.toMatch(/\n\s+at /);
      expect(output()).not.toContain('"stack"');
      // The embedded database was stopped too, not left behind.
      await expect.poll(() => postgresStillRuns(dataDir), { timeout: 5_000 }).toBe(false);
    }, 180_000);
  }
});
