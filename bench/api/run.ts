// npm run bench:api — the developer API's lead list (issue 26 "Speed"): an agency's sync job reads
// its 1,000,000 leads page by page (GET /api/v1/leads?limit=100, following next_cursor) with a
// client-credentials token, over HTTP against the real app listening on a port. Prints p50/p95/p99
// per page, the p95 of the first and the last 1,000 pages (keyset: as fast at the end as at the
// start), a walk of one campaign and one with `since`, and the plans of the SQL of a few pages.
// Targets: p95 < 50 ms per page of 100; last-1,000 p95 ≤ 1.5 × first-1,000 p95. Exits 1 on a FAIL.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createPaymentProvider } from '../../apps/api/src/modules/billing/providers/index.ts';
import { createLeadDataProvider } from '../../apps/api/src/modules/lead-data/index.ts';
import { createTenantWall } from '../../apps/api/src/platform/access/tenant-db.ts';
import type { AppContext } from '../../apps/api/src/platform/app-context.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createMailer } from '../../apps/api/src/platform/mail.ts';
import { buildServer } from '../../apps/api/src/server.ts';
import { openBenchDatabase } from '../tenants/bench-database.ts';
import { percentile } from '../tenants/percentiles.ts';
import { captureQueries, explain, oneLine } from '../tenants/query-capture.ts';
import { developerToken } from './developer-token.ts';
import { BENCH_CAMPAIGN_PREFIX, ensureApiBenchData } from './seed-leads.ts';
import { type Walk, walkLeads } from './walk.ts';

const env = z
  .object({
    BENCH_API_PG_PORT: z.coerce.number().int().positive().default(54345),
    /** The walking agency's leads (Beta gets a quarter as many besides). */
    BENCH_API_LEADS: z.coerce.number().int().positive().default(1_000_000),
    /** Pages of the main walk; 0: to the end. */
    BENCH_API_PAGES: z.coerce.number().int().nonnegative().default(0),
    BENCH_TARGET_P95_MS: z.coerce.number().positive().default(50),
    BENCH_TARGET_FLATNESS: z.coerce.number().positive().default(1.5),
  })
  .parse(process.env);
/** The per-credential limit (600/min by default) would stop a walk of 10,000 pages within a minute. */
const RATE_LIMIT = 100_000_000;
const EDGE_PAGES = 1000;
const WARMUP_PAGES = 20;
const SINCE_DAYS = 10;

const appConfig = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const database = await openBenchDatabase({
  BENCH_PG_PORT: env.BENCH_API_PG_PORT,
  databaseUrl: appConfig.DATABASE_URL,
  dataDir: path.join(appConfig.repoRoot, '.data', `bench-api-${env.BENCH_API_LEADS}`),
} as Parameters<typeof openBenchDatabase>[0]);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const figures = (pageMs: number[]) => {
  const sorted = [...pageMs].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
};
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
let failed = false;

function report(name: string, walk: Walk, seconds: number, cpuMs: number) {
  const { p50, p95, p99, max } = figures(walk.pageMs);
  const pass = p95 < env.BENCH_TARGET_P95_MS && walk.problems.length === 0;
  failed ||= !pass;
  console.log(
    `  ${verdict(pass)}  ${name}: ${walk.pageMs.length} pages, ${walk.leads} leads in ${seconds.toFixed(0)} s` +
      `${walk.reachedEnd ? ' (to the end)' : ''}; per page p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, ` +
      `max ${ms(max)} (target p95 < ${env.BENCH_TARGET_P95_MS} ms); this process's CPU ` +
      `(server and client) ${ms(cpuMs / walk.pageMs.length)} per page`,
  );
  for (const problem of walk.problems) console.log(`        ${problem}`);
}

async function timedWalk(name: string, run: () => Promise<Walk>): Promise<Walk> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const walk = await run();
  const used = process.cpuUsage(cpu);
  report(name, walk, (performance.now() - started) / 1000, (used.user + used.system) / 1000);
  return walk;
}

try {
  const seeding = performance.now();
  const data = await ensureApiBenchData(database.pool, env.BENCH_API_LEADS);
  console.log(
    `data: Acme (the token's agency) ${data.agencyLeads} leads on ${data.agencyCampaigns} bench campaigns, ` +
      `Beta ${data.otherLeads} on ${data.otherCampaigns}; ${data.seeded ? `seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s` : 'kept from a previous run'}`,
  );
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    API_REQUESTS_PER_CREDENTIAL_PER_MINUTE: String(RATE_LIMIT),
  });
  const provider = createPaymentProvider(config, database.url);
  // The walk runs as an integration's calls do: through row-level security (issue 28 item 4).
  const tenantWall = createTenantWall(database.url, undefined, { db: database.db });
  const ctx: AppContext = {
    db: database.db,
    tenantDbs: tenantWall.dbs,
    config,
    mailer: createMailer(database.db, { from: config.MAIL_FROM }),
    payments: provider.payments,
    leadData: createLeadDataProvider(config),
    queue: { send: async () => {} },
  };
  const capture = captureQueries(database.pool, tenantWall.dbs.primary.pool);
  const app = await buildServer(ctx);
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(
      `server: ${address} (API_REQUESTS_PER_CREDENTIAL_PER_MINUTE=${RATE_LIMIT} for the walk; the default 600/min would stop it)`,
    );
    const token = await developerToken(address, { email: 'agency@demo.test', host: 'acme.localhost' }, [
      'leads:read',
    ]);
    const visible = await database.pool.query<{ leadspeek_api_id: string; leads: number }>(
      `select k.leadspeek_api_id, (select count(*) from leads l where l.campaign_id = k.id)::int as leads
       from campaigns k join companies client on client.id = k.company_id
       join users owner on owner.email = 'agency@demo.test' join companies agency on agency.id = owner.company_id
       where client.path <@ agency.path and k.removed_at is null order by k.id`,
    );
    const visibleCampaigns = new Set(visible.rows.map((row) => row.leadspeek_api_id));
    const expectedLeads = visible.rows.reduce((sum, row) => sum + row.leads, 0);
    const walkOf = (filters: { campaign_id?: string; since?: string }, maxPages = Number.POSITIVE_INFINITY) =>
      walkLeads(address, token, filters, { maxPages, visibleCampaigns });

    await walkOf({}, WARMUP_PAGES);
    console.log(
      `\nWalks (GET /api/v1/leads?limit=100, following next_cursor; ${WARMUP_PAGES} warm-up pages first; ` +
        `load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')} on ${os.cpus().length} cores):`,
    );
    const all = await timedWalk('every lead of the agency', () =>
      walkOf({}, env.BENCH_API_PAGES || undefined),
    );
    if (all.reachedEnd && all.leads !== expectedLeads) {
      failed = true;
      console.log(`  FAIL  the walk read ${all.leads} leads, the agency may see ${expectedLeads}`);
    }
    const campaign = visible.rows.find((row) => row.leadspeek_api_id.startsWith(BENCH_CAMPAIGN_PREFIX));
    const byCampaign = campaign
      ? await timedWalk(`one campaign (${campaign.leads} leads)`, () =>
          walkOf({ campaign_id: campaign.leadspeek_api_id }),
        )
      : null;
    const since = new Date(Date.now() - SINCE_DAYS * 86_400_000).toISOString();
    const recent = await timedWalk(`since ${SINCE_DAYS} days ago`, () => walkOf({ since }));

    // Keyset pages cost the same wherever they are: the last 1,000 pages against the first 1,000.
    const first = figures(all.pageMs.slice(0, EDGE_PAGES)).p95;
    const lastPages = all.reachedEnd ? all.pageMs : recent.pageMs;
    const last = figures(lastPages.slice(-EDGE_PAGES)).p95;
    const ratio = last / first;
    const flat = ratio <= env.BENCH_TARGET_FLATNESS;
    failed ||= !flat;
    console.log(
      `  ${verdict(flat)}  flat: p95 of the first ${EDGE_PAGES} pages ${ms(first)}, of the last ${EDGE_PAGES} ` +
        `${ms(last)}${all.reachedEnd ? '' : ' (the since walk to the end)'}: ${ratio.toFixed(2)} × ` +
        `(target ≤ ${env.BENCH_TARGET_FLATNESS})`,
    );

    console.log(
      '\nPlans of the lead list statement (EXPLAIN (ANALYZE, BUFFERS), the parameters the page sent):',
    );
    const middle = Math.floor(all.cursors.length / 2);
    const pages: [string, URLSearchParams][] = [
      ['first page', new URLSearchParams({ limit: '100' })],
      [`page ${middle + 1}`, new URLSearchParams({ limit: '100', cursor: all.cursors[middle] ?? '' })],
      [`page ${all.cursors.length}`, new URLSearchParams({ limit: '100', cursor: all.cursors.at(-1) ?? '' })],
      ...(campaign && byCampaign
        ? [
            [
              'one campaign, middle page',
              new URLSearchParams({
                limit: '100',
                campaign_id: campaign.leadspeek_api_id,
                cursor: byCampaign.cursors[Math.floor(byCampaign.cursors.length / 2)] ?? '',
              }),
            ] as [string, URLSearchParams],
          ]
        : []),
      ['since, first page', new URLSearchParams({ limit: '100', since })],
    ];
    for (const [name, query] of pages) {
      if (query.get('cursor') === '') query.delete('cursor');
      const statements = await capture.during(() =>
        fetch(`${address}/api/v1/leads?${query}`, { headers: { authorization: `Bearer ${token}` } }).then(
          (response) => response.arrayBuffer(),
        ),
      );
      const list = statements.find((statement) => /order by "leads"\."created_at" asc/i.test(statement.text));
      const explained = list && (await explain(database.pool, list));
      console.log(`\n--- ${name}: ${explained ? ms(explained.executionMs) : 'no statement recorded'}`);
      if (explained) {
        console.log(oneLine(explained.text, 400));
        console.log(`params: ${JSON.stringify(explained.values)}`);
        console.log(explained.plan);
      }
    }
  } finally {
    await app.close();
    await provider.close();
    await tenantWall.end();
  }
} finally {
  await database.close();
}
console.log(failed ? '\nFAIL' : '\nPASS');
process.exit(failed ? 1 : 0);
