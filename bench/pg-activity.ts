// What PostgreSQL's backends were doing during a phase, sampled from pg_stat_activity on a
// connection of its own: the share of samples in each state and wait (running on the CPU, reading
// the next statement from the app, flushing the WAL, waiting on a lock) and the statements most
// often found running. A run that is slow for no reason in the code shows which side held it up.
import pg from 'pg';

type Sample = { state: string; query: string };

export type ActivitySampler = { stop: () => Promise<string[]> };

const IDLE = 'idle';
const WAITING_FOR_APP = 'in a transaction, waiting for the app';

/**
 * A backend's moment: idle, inside a transaction waiting for the app, running, or running but
 * waiting on something ("IO: WalSync", "Lock: transactionid").
 */
function stateOf(row: { state: string | null; wait_event_type: string | null; wait_event: string | null }) {
  if (row.state === 'idle') return IDLE;
  if (row.state === 'idle in transaction') return WAITING_FOR_APP;
  if (row.state !== 'active') return row.state ?? 'unknown';
  return row.wait_event_type ? `${row.wait_event_type}: ${row.wait_event}` : 'running';
}

const NOT_WORKING = new Set([IDLE, WAITING_FOR_APP]);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

/** The most frequent entries of a tally, largest first, as "name 12%". */
function topOf(tally: Map<string, number>, whole: number, count: number): string[] {
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${percent(n, whole)}`);
}

export async function sampleActivity(url: string, everyMs = 20): Promise<ActivitySampler> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{
        state: string | null;
        wait_event_type: string | null;
        wait_event: string | null;
        query: string;
      }>(
        `select state, wait_event_type, wait_event, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as query
         from pg_stat_activity
         where backend_type = 'client backend' and datname = current_database() and pid <> pg_backend_pid()`,
      );
      for (const row of rows) samples.push({ state: stateOf(row), query: row.query });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      const states = new Map<string, number>();
      const busy = new Map<string, number>();
      let active = 0;
      for (const sample of samples) {
        states.set(sample.state, (states.get(sample.state) ?? 0) + 1);
        if (NOT_WORKING.has(sample.state)) continue;
        active++;
        busy.set(sample.query, (busy.get(sample.query) ?? 0) + 1);
      }
      if (samples.length === 0) return ['PostgreSQL backends: no samples'];
      return [
        `PostgreSQL backends, ${samples.length} samples: ${topOf(states, samples.length, 6).join(', ')}`,
        ...(active === 0
          ? []
          : [
              `working (running or waiting inside a statement), by statement (${active} samples):`,
              ...topOf(busy, active, 5).map((line) => `    ${line}`),
            ]),
      ];
    },
  };
}
