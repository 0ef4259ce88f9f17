// Row-level security's cost (issue 28 item 4: at most 10 %): each scenario is timed once with the
// caller's requests on the tenant role behind the policies, and once on the owner's connections that
// no policy binds, one after the other in the same run.
import type { ScenarioResult } from './time-scenario.ts';

/** The bound on the overhead of row-level security. */
export const WALL_OVERHEAD_TARGET = 0.1;

export type WallPair = { wall: ScenarioResult; owner: ScenarioResult };

const ms = (value: number) => value.toFixed(1).padStart(7);
const percent = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(0)} %`.padStart(7);

/** Prints the pairs, and the whole run's overhead: every scenario's median summed, with and without. */
export function printWallOverhead(pairs: WallPair[]): void {
  const timed = pairs.filter(({ wall, owner }) => !wall.error && !owner.error);
  if (timed.length === 0) return;
  const width = Math.max(...timed.map(({ wall }) => wall.scenario.name.length));
  console.log(
    '\n=== Row-level security: the same calls without the policies (owner) and with them (tenant) ===',
  );
  console.log(`${'scenario'.padEnd(width)}   p50 owner  tenant   ratio   p95 owner  tenant   ratio`);
  for (const { wall, owner } of timed) {
    console.log(
      `${wall.scenario.name.padEnd(width)}   ${ms(owner.latency.p50)} ${ms(wall.latency.p50)} ${percent(wall.latency.p50 / owner.latency.p50)}` +
        `   ${ms(owner.latency.p95)} ${ms(wall.latency.p95)} ${percent(wall.latency.p95 / owner.latency.p95)}`,
    );
  }
  const sum = (results: ScenarioResult[], pick: 'p50' | 'p95') =>
    results.reduce((total, result) => total + result.latency[pick], 0);
  const walls = timed.map(({ wall }) => wall);
  const owners = timed.map(({ owner }) => owner);
  const overall50 = sum(walls, 'p50') / sum(owners, 'p50');
  const overall95 = sum(walls, 'p95') / sum(owners, 'p95');
  const within = overall50 - 1 <= WALL_OVERHEAD_TARGET;
  console.log(
    `\nAll scenarios together (medians summed): ${percent(overall50).trim()}; p95s summed: ${percent(overall95).trim()}. ` +
      `Target: at most +${WALL_OVERHEAD_TARGET * 100} % — ${within ? 'within it' : 'OVER it'}.`,
  );
}
