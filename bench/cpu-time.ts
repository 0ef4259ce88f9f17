// CPU time of a benchmark's parts, read from Linux's /proc (0 elsewhere): an embedded PostgreSQL
// found by its data folder, this process's main thread (the app under test when it runs in the
// benchmark's process) and the whole process (its other threads: a load generator's worker, the
// garbage collector's helpers). Beside the wall time they tell which part was short of a core.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times on Linux. */
const TICKS = 100;

/** The utime and stime of a /proc stat line, in seconds (fields after the command's name). */
function statSeconds(fields: string[]): number {
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function statFields(file: string): string[] {
  return readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
}

/**
 * CPU seconds PostgreSQL has used so far: its processes' own time plus that of the backends it has
 * reaped. With the app's CPU time it tells what a run costs on an idle machine, whatever else shares
 * it while the benchmark runs. 0 for an external database (DATABASE_URL).
 */
export function postgresCpuSeconds(dataDir: string): number {
  try {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((pid) => {
        try {
          const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
          const fields = statFields(`/proc/${pid}/stat`);
          return { pid, cmdline, ppid: fields[1] ?? '', fields };
        } catch {
          return null;
        }
      })
      .filter((entry) => entry !== null);
    const postmaster = stats.find(
      (entry) => entry.cmdline.includes(dataDir) && entry.cmdline.includes('postgres'),
    );
    if (!postmaster) return 0;
    const reaped = (Number(postmaster.fields[13]) + Number(postmaster.fields[14])) / TICKS;
    const children = stats
      .filter((entry) => entry.ppid === postmaster.pid)
      .reduce((sum, entry) => sum + statSeconds(entry.fields), 0);
    return statSeconds(postmaster.fields) + reaped + children;
  } catch {
    return 0;
  }
}

/** CPU seconds of this process's main thread (its event loop). */
export function mainThreadCpuSeconds(): number {
  try {
    return statSeconds(statFields(`/proc/self/task/${process.pid}/stat`));
  } catch {
    return 0;
  }
}

/** CPU seconds of this whole process, every thread. */
export function processCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** CPU seconds of another process of this machine (a benchmark's receiver), 0 when unreadable. */
export function pidCpuSeconds(pid: number | undefined): number {
  try {
    return pid === undefined ? 0 : statSeconds(statFields(`/proc/${pid}/stat`));
  } catch {
    return 0;
  }
}
