// How the crash loop runs the platform in a round (issue 28 items 2 and 3): as one process, as
// `npm start` does, or split as a deployment runs it, two API processes behind a round-robin proxy and
// two worker processes on the same database. A crash SIGKILLs the one process, or a random part of
// the split platform (the rest keeps serving and working); recovery starts again what was killed.
import type { ChildProcess } from 'node:child_process';
import {
  exited,
  type PlatformProcess,
  roundRobinProxy,
  startPlatformProcess,
} from '../processes/process-kit.ts';

export type Layout = 'one' | 'split';

export type RoundPlatform = {
  /** SIGKILLs the processes of the crash; answers what it killed, in words. */
  crash(): Promise<string>;
  /** Starts again each process the crash killed, and waits until it is ready. */
  recover(): Promise<void>;
  /** Stops every process (SIGTERM) and the proxy. */
  stop(): Promise<void>;
  children(): ChildProcess[];
};

async function killed(processes: PlatformProcess[]): Promise<void> {
  for (const process of processes) process.child.kill('SIGKILL');
  await Promise.all(processes.map((process) => exited(process.child)));
}

async function stopped(processes: PlatformProcess[]): Promise<void> {
  for (const process of processes) process.child.kill('SIGTERM');
  await Promise.all(processes.map((process) => exited(process.child)));
}

async function onePlatform(env: Record<string, string>, port: number): Promise<RoundPlatform> {
  let platform = await startPlatformProcess('all', env, port);
  return {
    async crash() {
      await killed([platform]);
      return 'the platform';
    },
    async recover() {
      platform = await startPlatformProcess('all', env, port);
    },
    stop: () => stopped([platform]),
    children: () => [platform.child],
  };
}

/** Each process is killed with even odds, at least one of them. */
function someOf<T>(items: T[]): T[] {
  const chosen = items.filter(() => Math.random() < 0.5);
  return chosen.length > 0 ? chosen : [items[Math.floor(Math.random() * items.length)] as T];
}

async function splitPlatform(env: Record<string, string>, port: number): Promise<RoundPlatform> {
  let processes: PlatformProcess[] = await Promise.all([
    startPlatformProcess('api', env),
    startPlatformProcess('api', env),
    startPlatformProcess('worker', env),
    startPlatformProcess('worker', env),
  ]);
  // The proxy reads its backends at each connection: a dead API process leaves the list.
  const backends = processes.filter((process) => process.role === 'api').map((process) => process.port);
  const proxy = await roundRobinProxy(backends, port);
  let dead: PlatformProcess[] = [];
  return {
    async crash() {
      dead = someOf(processes);
      for (const process of dead)
        if (process.role === 'api') backends.splice(backends.indexOf(process.port), 1);
      await killed(dead);
      processes = processes.filter((process) => !dead.includes(process));
      const apis = dead.filter((process) => process.role === 'api').length;
      return `${apis} of 2 API and ${dead.length - apis} of 2 worker processes`;
    },
    async recover() {
      const again = await Promise.all(dead.map((process) => startPlatformProcess(process.role, env)));
      for (const process of again) if (process.role === 'api') backends.push(process.port);
      processes = [...processes, ...again];
      dead = [];
    },
    async stop() {
      await stopped(processes);
      await proxy.close();
    },
    children: () => processes.map((process) => process.child),
  };
}

export const startRoundPlatform = (layout: Layout, env: Record<string, string>, port: number) =>
  layout === 'one' ? onePlatform(env, port) : splitPlatform(env, port);
