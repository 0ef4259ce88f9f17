// The benchmark's settings, read once from the environment (like the app's platform/config.ts).
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../../apps/api/src/platform/config.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const benchSchema = z.object({
  /** Its own port, so the benchmark can run beside `npm start` (54329). */
  BENCH_PG_PORT: positiveInt(54339),
  BENCH_AGENCIES: positiveInt(20_000),
  BENCH_CLIENTS_PER_AGENCY: positiveInt(50),
  /** Timed calls per scenario, after the warm-up. */
  BENCH_CALLS: positiveInt(200),
  BENCH_WARMUP: positiveInt(20),
  BENCH_TARGET_P95_MS: positiveInt(50),
  /** main: plans of the list and count statements of a few scenarios; all: every scenario; none. */
  BENCH_PLANS: z.enum(['main', 'all', 'none']).default('main'),
  /** Only the scenarios whose name contains this (while working on one). */
  BENCH_ONLY: z.string().default(''),
});

export type BenchConfig = z.infer<typeof benchSchema> & {
  databaseUrl: string | undefined;
  dataDir: string;
};

export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const parsed = benchSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const app = loadConfig(env);
  return {
    ...parsed.data,
    databaseUrl: app.DATABASE_URL,
    // One folder per tree shape: a tree of another size is seeded beside it, never mixed into it.
    dataDir: path.join(
      app.repoRoot,
      '.data',
      `bench-${parsed.data.BENCH_AGENCIES}x${parsed.data.BENCH_CLIENTS_PER_AGENCY}`,
    ),
  };
}
