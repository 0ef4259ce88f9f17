// Latency figures of one scenario: nearest-rank percentiles over the timed calls.

export type Latency = { calls: number; p50: number; p95: number; max: number };

export function percentile(sortedMs: readonly number[], percent: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.ceil((percent / 100) * sortedMs.length);
  return sortedMs[Math.min(sortedMs.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function latencyOf(durationsMs: readonly number[]): Latency {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
