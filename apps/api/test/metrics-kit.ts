// Reads one series of a metric of the process's registry (platform/metrics.ts): tests compare it
// before and after, since every server of a test process counts into the same registry.
type Readable = {
  get(): Promise<{ values: { labels: Record<string, string | number | undefined>; value: number }[] }>;
};

export async function metricValue(metric: Readable, labels: Record<string, string>): Promise<number> {
  const { values } = await metric.get();
  const series = values.find((entry) =>
    Object.entries(labels).every(([name, value]) => String(entry.labels[name]) === value),
  );
  return series?.value ?? 0;
}
