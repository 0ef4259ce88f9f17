// npm run bench:ingest — autocannon against the pixel ingestion endpoint (valid page views for 100
// campaigns) and against a bare Fastify route answering 204 with the same settings, in alternating
// rounds so a drift in the machine's speed falls on both alike. Prints events/s, p99 and the ratio
// (target: ingestion ≥ 60% of the bare route), then checks that the committed visits equal the 2xx
// answers: nothing acknowledged is lost. Page views come from 65,536 addresses (X-Forwarded-For, the
// app trusting its proxy), as from many visitors: ingestion limits page views per address.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { visits } from '../../apps/api/src/db/schema/index.ts';
import { createLog } from '../../apps/api/src/platform/log.ts';
import { buildServer } from '../../apps/api/src/server.ts';
import { mainThreadCpuSeconds, postgresCpuSeconds, processCpuSeconds } from '../cpu-time.ts';
import { BENCH_SITE, clearLeadTables, openLeadBench } from './lead-bench-setup.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARMUP_S = 2;
// Issue 24: durable acknowledgements at 60% of a bare route that only answers 204.
const TARGET_RATIO = 0.6;
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Gives each request the next source address (a file: autocannon's worker thread requires it). */
const SPREAD_ADDRESSES = fileURLToPath(new URL('./spread-addresses.cjs', import.meta.url));

/**
 * One request per campaign, cycled; autocannon puts a fresh id in each visitor id ([<id>]). Each
 * body has what the pixel sends today: the page's title and the session mark (issue 25).
 */
function pageViewRequests(keys: string[]) {
  return keys.map((key, index) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENT },
    body: JSON.stringify({
      c: key,
      v: 'bench-[<id>]',
      u: `${BENCH_SITE}page-${index % 20}`,
      r: '',
      i: `Bench page ${index % 20} — plans and pricing`,
      n: index % 2,
    }),
    setupRequest: SPREAD_ADDRESSES,
  }));
}

async function hammer(url: string, requests: ReturnType<typeof pageViewRequests>, duration: number) {
  // The load runs in a worker thread: building requests must not take the server's event loop.
  return autocannon({ url, connections: CONNECTIONS, duration, requests, idReplacement: true, workers: 1 });
}

type Run = Awaited<ReturnType<typeof hammer>>;

/** CPU seconds of the app's event loop, the process's other threads and PostgreSQL over some rounds. */
type CpuSpent = { wall: number; eventLoop: number; otherThreads: number; postgres: number };

/**
 * One round, with what it cost each part. The app and the bare route answer on this process's main
 * thread; autocannon's load runs in a worker thread of the same process, so the process's other
 * threads are mostly the load generator.
 */
async function timedRound(
  url: string,
  requests: ReturnType<typeof pageViewRequests>,
  seconds: number,
  spent: CpuSpent,
) {
  const before = {
    wall: performance.now(),
    loop: mainThreadCpuSeconds(),
    all: processCpuSeconds(),
    pg: postgresCpuSeconds(bench.dataDir),
  };
  const run = await hammer(url, requests, seconds);
  const loop = mainThreadCpuSeconds() - before.loop;
  spent.wall += (performance.now() - before.wall) / 1000;
  spent.eventLoop += loop;
  spent.otherThreads += processCpuSeconds() - before.all - loop;
  spent.postgres += postgresCpuSeconds(bench.dataDir) - before.pg;
  return run;
}

/** A phase's CPU in cores: which part was short of one, and how much of the machine went unused. */
function coresLine(spent: CpuSpent): string {
  const cores = (seconds: number) => (seconds / spent.wall).toFixed(2);
  const unused =
    availableParallelism() - (spent.eventLoop + spent.otherThreads + spent.postgres) / spent.wall;
  return `app's event loop ${cores(spent.eventLoop)}, load generator and other threads ${cores(spent.otherThreads)}, PostgreSQL ${cores(spent.postgres)}, unused ${unused.toFixed(2)}`;
}

/** Several rounds as one: requests per second over their whole time, the worst round's p99. */
function combined(runs: Run[]) {
  const seconds = runs.reduce((sum, run) => sum + run.duration, 0);
  return {
    perSecond: runs.reduce((sum, run) => sum + run.requests.total, 0) / seconds,
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    ok: runs.reduce((sum, run) => sum + run['2xx'], 0),
    other: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

// The addresses arrive as a proxy would send them.
const bench = await openLeadBench({ TRUST_PROXY: '1' });
let failed = true;
try {
  await clearLeadTables(bench.ctx);
  // The app logs as it does in production, at info, into /dev/null: a line per page view would cost
  // its share here as it would there.
  const app = await buildServer({ ...bench.ctx, log: createLog('info', pino.destination('/dev/null')) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false, bodyLimit: 4096 });
  bare.post('/api/pixel/event', async (_request, reply) => reply.status(204).send());
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const urlOf = (server: typeof bare) => {
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}/api/pixel/event`;
  };

  const roundSeconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${roundSeconds} s each, page views of ${bench.keys.length} campaigns.`,
  );
  const views = pageViewRequests(bench.keys);
  const ingestUrl = urlOf(app as unknown as typeof bare);
  // Warm both servers (JIT, connections, the campaign cache) before anything is timed.
  await hammer(ingestUrl, views, WARMUP_S);
  await hammer(urlOf(bare), views, WARMUP_S);
  await clearLeadTables(bench.ctx);
  const ingestRuns: Run[] = [];
  const bareRuns: Run[] = [];
  const ingestCpu: CpuSpent = { wall: 0, eventLoop: 0, otherThreads: 0, postgres: 0 };
  const bareCpu: CpuSpent = { wall: 0, eventLoop: 0, otherThreads: 0, postgres: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    ingestRuns.push(await timedRound(ingestUrl, views, roundSeconds, ingestCpu));
    bareRuns.push(await timedRound(urlOf(bare), views, roundSeconds, bareCpu));
  }
  await app.close();
  await bare.close();

  const [stored] = await bench.ctx.db.select({ total: count() }).from(visits);
  const ingest = combined(ingestRuns);
  const baseline = combined(bareRuns);
  const ratio = ingest.perSecond / baseline.perSecond;
  const acknowledged = ingest.ok;
  console.log(
    `ingestion:  ${ingest.perSecond.toFixed(0)} events/s, p99 ${ingest.p99} ms, ${acknowledged} answered 2xx, ${ingest.other} other, ${ingest.errors} errors`,
  );
  console.log(`bare route: ${baseline.perSecond.toFixed(0)} requests/s, p99 ${baseline.p99} ms`);
  console.log(`ratio: ${(ratio * 100).toFixed(1)}% of the bare route (target ≥ ${TARGET_RATIO * 100}%)`);
  console.log(`CPU in cores of ${availableParallelism()}, ingestion:  ${coresLine(ingestCpu)}`);
  console.log(`CPU in cores of ${availableParallelism()}, bare route: ${coresLine(bareCpu)}`);
  console.log(`committed visits: ${stored?.total ?? 0}; acknowledged: ${acknowledged}`);
  const lost = acknowledged - (stored?.total ?? 0);
  if (lost > 0) console.log(`LOST: ${lost} acknowledged events are not stored.`);
  failed = ratio < TARGET_RATIO || lost > 0;
  console.log(failed ? '\nFAIL' : '\nPASS');
} finally {
  await bench.database.close();
}
process.exit(failed ? 1 : 0);
