// What the benchmark prints: the figures per scenario against the target, and the query plans.
import type pg from 'pg';
import type { BenchConfig } from './bench-config.ts';
import { explain, isListStatement, oneLine } from './query-capture.ts';
import type { ScenarioResult } from './time-scenario.ts';

const ms = (value: number) => value.toFixed(1).padStart(7);

/** The figures table; returns true when any scenario missed the target. */
export function printResults(results: ScenarioResult[], targetMs: number): boolean {
  const width = Math.max(...results.map((result) => result.scenario.name.length));
  console.log(`\n=== Tree list latency (ms per call through app.inject; target p95 < ${targetMs} ms) ===`);
  console.log(
    `${'scenario'.padEnd(width)}   calls     p50     p95     max  result   total  rows+children   bytes` +
      '  one call: all / SQL',
  );
  for (const result of results) console.log(resultLine(result, width));
  const failures = results.filter((result) => !result.pass);
  console.log(
    failures.length === 0
      ? `\nAll ${results.length} scenarios PASS (p95 < ${targetMs} ms).`
      : `\n${failures.length} of ${results.length} scenarios FAIL: ${failures.map((f) => f.scenario.name).join('; ')}`,
  );
  return failures.length > 0;
}

function resultLine(result: ScenarioResult, width: number): string {
  const { scenario, latency, pass, total, rows, children, bytes, error } = result;
  if (error) return `${scenario.name.padEnd(width)}  FAIL  GET ${scenario.url} ${error}`;
  return (
    `${scenario.name.padEnd(width)}  ${String(latency.calls).padStart(6)} ${ms(latency.p50)} ${ms(latency.p95)} ` +
    `${ms(latency.max)}  ${pass ? 'PASS' : 'FAIL'}  ${String(total).padStart(6)}  ` +
    `${`${rows}+${children}`.padStart(13)}  ${String(bytes).padStart(6)}  ` +
    `${ms(result.recordedCallMs)} / ${result.recordedSqlMs.toFixed(1)}`
  );
}

/**
 * For each shown scenario: the full EXPLAIN (ANALYZE, BUFFERS) of the list's own statements (rows,
 * count, children) of one call, and one line for the other statements (session, permissions, scope).
 */
export async function printPlans(pool: pg.Pool, results: ScenarioResult[], mode: BenchConfig['BENCH_PLANS']) {
  if (mode === 'none') return;
  const shown = results.filter((result) => !result.error && (mode === 'all' || result.scenario.showPlans));
  for (const { scenario, statements } of shown) {
    console.log(`\n=== Plans: ${scenario.name} ===\nGET ${scenario.url}`);
    let otherCount = 0;
    let otherMs = 0;
    for (const statement of statements) {
      const explained = await explain(pool, statement);
      if (!isListStatement(statement)) {
        otherCount++;
        otherMs += explained?.executionMs ?? 0;
        continue;
      }
      console.log(
        `\n--- ${explained ? `${explained.executionMs.toFixed(2)} ms` : ''}  ${oneLine(statement.text)}`,
      );
      console.log(`params: ${JSON.stringify(statement.values)}`);
      if (explained) console.log(explained.plan);
    }
    console.log(
      `\n+ ${otherCount} other statements (session, permissions, scope): ${otherMs.toFixed(2)} ms in all`,
    );
  }
}
