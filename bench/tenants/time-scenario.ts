// Times one scenario: a checked first call, warm-up calls, then N sequential timed calls, and
// one more call whose SQL is recorded for the plans.
import type { FastifyInstance } from 'fastify';
import type { BenchConfig } from './bench-config.ts';
import { type Latency, latencyOf } from './percentiles.ts';
import type { CapturedStatement, captureQueries } from './query-capture.ts';
import type { Scenario } from './scenarios.ts';

export type ScenarioResult = {
  scenario: Scenario;
  latency: Latency;
  pass: boolean;
  total: number;
  rows: number;
  children: number;
  bytes: number;
  statements: CapturedStatement[];
  /** One recorded call: its duration and the time its statements took (summed; two run at once). */
  recordedCallMs: number;
  recordedSqlMs: number;
  /** Why the scenario could not be timed (a non-200 answer): it counts as a failure. */
  error?: string;
};

type ListBody = { total?: number; data?: { children?: unknown[] }[] };

export async function timeScenario(
  app: FastifyInstance,
  scenario: Scenario,
  config: BenchConfig,
  capture: ReturnType<typeof captureQueries>,
): Promise<ScenarioResult> {
  try {
    return await timeCalls(app, scenario, config, capture);
  } catch (error) {
    return {
      scenario,
      latency: latencyOf([]),
      pass: false,
      total: 0,
      rows: 0,
      children: 0,
      bytes: 0,
      statements: [],
      recordedCallMs: Number.NaN,
      recordedSqlMs: Number.NaN,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function timeCalls(
  app: FastifyInstance,
  scenario: Scenario,
  config: BenchConfig,
  capture: ReturnType<typeof captureQueries>,
): Promise<ScenarioResult> {
  const call = async () => {
    const response = await app.inject({
      method: 'GET',
      url: scenario.url,
      headers: { authorization: `Bearer ${scenario.actor.token}`, host: scenario.actor.host },
    });
    if (response.statusCode !== 200)
      throw new Error(
        `${scenario.name}: GET ${scenario.url} answered ${response.statusCode} ${response.body}`,
      );
    return response;
  };
  const first = await call();
  const body = first.json() as ListBody;
  for (let index = 0; index < config.BENCH_WARMUP; index++) await call();
  const durations: number[] = [];
  for (let index = 0; index < config.BENCH_CALLS; index++) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  const recordedAt = performance.now();
  const statements = await capture.during(call);
  const recordedCallMs = performance.now() - recordedAt;
  const latency = latencyOf(durations);
  return {
    scenario,
    latency,
    pass: latency.p95 < (scenario.targetP95Ms ?? config.BENCH_TARGET_P95_MS),
    total: body.total ?? 0,
    rows: body.data?.length ?? 0,
    children: (body.data ?? []).reduce((sum, row) => sum + (row.children?.length ?? 0), 0),
    bytes: first.rawPayload.length,
    statements,
    recordedCallMs,
    recordedSqlMs: statements.reduce((sum, statement) => sum + (statement.ms ?? 0), 0),
  };
}
