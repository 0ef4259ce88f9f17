// The platform as a deployment runs it, for the scripts that start it as processes (bench:processes,
// the crash loop): an API process, a worker process or both in one, on a database of the script's,
// and a small round-robin proxy in front of the API processes.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPlatform } from '../../scripts/api-bundle.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

export type PlatformProcess = { child: ChildProcess; role: 'all' | 'api' | 'worker'; port: number };

/**
 * Starts the platform's production build of today's source (built once per process) as `role`, and
 * answers once it is ready: an HTTP process when its readiness check answers, a worker when it says
 * "Workers ready".
 */
export async function startPlatformProcess(
  role: PlatformProcess['role'],
  env: Record<string, string>,
  port = 0,
): Promise<PlatformProcess> {
  const listens = role !== 'worker';
  const listenPort = listens && port === 0 ? await freePort() : port;
  const child = spawn(process.execPath, [await builtPlatform()], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PROCESS_ROLE: role,
      PORT: String(listenPort),
      // A worker says it is ready in an info line.
      ...(listens ? {} : { LOG_LEVEL: 'info' }),
    },
    stdio: ['ignore', listens ? 'ignore' : 'pipe', 'inherit'],
  });
  let said = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-10_000);
  });
  for (let tries = 0; tries < 600; tries++) {
    if (listens) {
      const ready = await fetch(`http://127.0.0.1:${listenPort}/api/health/ready`).catch(() => null);
      if (ready?.ok) return { child, role, port: listenPort };
    } else if (said.includes('Workers ready')) {
      child.stdout?.resume();
      return { child, role, port: 0 };
    }
    if (child.exitCode !== null) throw new Error(`a ${role} process exited before it was ready`);
    await pause(200);
  }
  child.kill('SIGKILL');
  throw new Error(`a ${role} process was not ready within 120 s`);
}

/**
 * Each client connection goes to the next backend in turn (a proxy's round robin). `backends` is
 * read at each connection, so a script may change it while the proxy runs.
 */
export function roundRobinProxy(
  backends: number[],
  port = 0,
): Promise<{ port: number; close: () => Promise<void> }> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const backend = net.connect(backends[next++ % backends.length] ?? 0, '127.0.0.1');
    for (const socket of [client, backend]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        backend.destroy();
      });
    }
    client.pipe(backend).pipe(client);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}
