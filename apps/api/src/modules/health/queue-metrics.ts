// The depth and age of every queue the workers drain, read at each scrape, platform-wide (counts only,
// no tenant's rows): page views waiting for resolution, lead deliveries waiting for an attempt, and
// pg-boss's jobs by name. Age: how long the oldest item that could run has waited.
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../../platform/db.ts';

type QueueRow = { queue: string; depth: number; oldest_seconds: number };

async function queueRows(db: Queryable): Promise<QueueRow[]> {
  const own = await db.execute<QueueRow>(sql`
    select 'lead_resolution' as queue, count(*)::int as depth,
      coalesce(extract(epoch from now() - min(received_at)), 0)::float8 as oldest_seconds
    from visits where status = 'queued'
    union all
    select 'integration_deliveries', count(*)::int,
      coalesce(extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now())), 0)::float8
    from delivery_queue`);
  // pg-boss makes its schema when it first starts: a database it never ran on has no job queue yet.
  const boss = await db.execute<{ present: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (!boss.rows[0]?.present) return own.rows;
  const jobs = await db.execute<QueueRow>(sql`
    select 'job:' || name as queue, count(*)::int as depth,
      coalesce(extract(epoch from now() - min(created_on) filter (where start_after <= now())), 0)::float8
        as oldest_seconds
    from pgboss.job where state in ('created', 'retry') group by name`);
  return [...own.rows, ...jobs.rows];
}

/** The queue gauges as of now, in a registry of their own (merged with the process's at the scrape). */
export async function queueMetrics(db: Queryable, registry: Registry): Promise<void> {
  const registers = [registry];
  const depth = new Gauge({
    name: 'queue_depth',
    help: 'Items waiting in a queue the workers drain.',
    labelNames: ['queue'] as const,
    registers,
  });
  const age = new Gauge({
    name: 'queue_oldest_age_seconds',
    help: 'How long the oldest item that could run has waited (0 when none is due).',
    labelNames: ['queue'] as const,
    registers,
  });
  for (const row of await queueRows(db)) {
    depth.labels(row.queue).set(row.depth);
    age.labels(row.queue).set(Math.max(0, Number(row.oldest_seconds)));
  }
}
