// npm run bench:processes — ingestion through one and then two API processes (PROCESS_ROLE=api) behind
// a small round-robin proxy in this process, on one PostgreSQL (issue 28 item 3): page views per
// second with each, their ratio, and whether every acknowledged page view was stored. The processes
// are started as a deployment would start them; the load is bench:ingest's (valid page views of 100
// campaigns from 65,536 addresses). No worker runs: this measures what the API processes take in.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { visits } from '../../apps/api/src/db/schema/index.ts';
import { BENCH_SITE, clearLeadTables, openLeadBench } from '../leads/lead-bench-setup.ts';
import { roundRobinProxy, startPlatformProcess } from './process-kit.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SPREAD_ADDRESSES = fileURLToPath(new URL('../leads/spread-addresses.cjs', import.meta.url));
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const bench = await openLeadBench({ TRUST_PROXY: '1' });
const requests = bench.keys.map((key, index) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENT },
  body: JSON.stringify({ c: key, v: 'bench-[<id>]', u: `${BENCH_SITE}page-${index % 20}`, r: '' }),
  setupRequest: SPREAD_ADDRESSES,
}));
const children: ChildProcess[] = [];
let failed = true;
try {
  const results: { processes: number; perSecond: number; acknowledged: number; stored: number }[] = [];
  const apiEnv = { DATABASE_URL: bench.database.url, TRUST_PROXY: '1', LOG_LEVEL: 'warn' };
  const apis = [await startPlatformProcess('api', apiEnv), await startPlatformProcess('api', apiEnv)];
  children.push(...apis.map((api) => api.child));
  for (const processes of [1, 2]) {
    await clearLeadTables(bench.ctx);
    const proxy = await roundRobinProxy(apis.slice(0, processes).map((api) => api.port));
    const url = `http://127.0.0.1:${proxy.port}/api/pixel/event`;
    // Warm the processes (JIT, connections, the campaign cache) before anything is timed.
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: 2,
      requests,
      idReplacement: true,
      workers: 1,
    });
    await clearLeadTables(bench.ctx);
    const run = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests,
      idReplacement: true,
      workers: 1,
    });
    await proxy.close();
    // What was acknowledged is committed by then (a 2xx means stored); give the last answers a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [stored] = await bench.ctx.db.select({ total: count() }).from(visits);
    results.push({
      processes,
      perSecond: run.requests.total / run.duration,
      acknowledged: run['2xx'],
      stored: stored?.total ?? 0,
    });
  }
  console.log(
    `\n${CONNECTIONS} connections through a round-robin proxy, ${DURATION_S} s each, ${bench.keys.length} campaigns.`,
  );
  for (const result of results)
    console.log(
      `${result.processes} API process${result.processes > 1 ? 'es' : ''}: ${result.perSecond.toFixed(0)} page views/s; ${result.acknowledged} acknowledged, ${result.stored} stored`,
    );
  const [one, two] = results;
  const lost = results.some((result) => result.stored < result.acknowledged);
  if (one && two)
    console.log(
      `two ÷ one: ${(two.perSecond / one.perSecond).toFixed(2)} (on ${(await import('node:os')).cpus().length} cores)`,
    );
  if (lost) console.log('LOST: a run stored fewer page views than it acknowledged.');
  failed = lost;
  console.log(failed ? '\nFAIL' : '\nPASS (nothing acknowledged was lost)');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  );
  await bench.database.close();
}
process.exit(failed ? 1 : 0);
