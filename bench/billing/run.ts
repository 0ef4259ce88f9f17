// npm run bench:billing — one billing run (issue 15 "Speed") over 10,000 clients with 1,000,000
// billable leads on the sandbox provider: a fresh embedded PostgreSQL under .data/bench-billing
// (or DATABASE_URL: an empty database of its own), the demo platform, then set-based inserts
// (generate_series) of 100 agencies (5 bill manually), 10,000 clients with a card each, one active
// Weekly campaign per client (10% in Pacific/Auckland) and 100 lead charges per campaign in the week
// the run bills. Prints invoices/s, the run's total time and the peak RSS; targets < 60 s and < 500 MB.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { resourceUsage } from 'node:process';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { prepareMonths } from '../../apps/api/src/db/month-partitions.ts';
import { createPaymentProvider } from '../../apps/api/src/modules/billing/providers/index.ts';
import { runBilling } from '../../apps/api/src/modules/billing-runs/billing-run-job.ts';
import { createLeadDataProvider } from '../../apps/api/src/modules/lead-data/index.ts';
import type { AppContext } from '../../apps/api/src/platform/app-context.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createDatabase } from '../../apps/api/src/platform/db.ts';
import { createMailer } from '../../apps/api/src/platform/mail.ts';
import { postgresCpuSeconds } from '../cpu-time.ts';
import { openBenchDatabase } from '../tenants/bench-database.ts';

const env = z
  .object({
    BENCH_BILLING_PG_PORT: z.coerce.number().int().positive().default(54343),
    BENCH_CLIENTS: z.coerce.number().int().positive().default(10_000),
    BENCH_LEADS: z.coerce.number().int().positive().default(1_000_000),
    BENCH_AGENCIES: z.coerce.number().int().positive().default(100),
    BENCH_CONCURRENCY: z.coerce.number().int().positive().default(12),
  })
  .parse(process.env);
const TARGET_SECONDS = 60;
const TARGET_MB = 500;
/** Tuesday: the week 2026-11-09 … 2026-11-16 has ended in Chicago and in Auckland. */
const NOW = new Date('2026-11-17T12:00:00Z');

const app = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const dataDir = path.join(app.repoRoot, '.data', 'bench-billing');
if (!app.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
const setupStarted = performance.now();
const database = await openBenchDatabase({
  BENCH_PG_PORT: env.BENCH_BILLING_PG_PORT,
  databaseUrl: app.DATABASE_URL,
  dataDir,
} as Parameters<typeof openBenchDatabase>[0]);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: database.url,
});
// A connection per charge in flight (the sandbox provider keeps its records over its own pool).
const { db, pool } = createDatabase(database.url, env.BENCH_CONCURRENCY + 2);
const provider = createPaymentProvider(config, database.url);
const ctx: AppContext = {
  db,
  config,
  mailer: createMailer(db, { from: config.MAIL_FROM }),
  payments: provider.payments,
  leadData: createLeadDataProvider(config),
  queue: { send: async () => {} },
};

async function insertData() {
  const perAgency = Math.ceil(env.BENCH_CLIENTS / env.BENCH_AGENCIES);
  const leadsPerCampaign = Math.ceil(env.BENCH_LEADS / env.BENCH_CLIENTS);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      with root as (select id, path from companies where kind = 'root' order by id limit 1),
      numbered as (select n, nextval('companies_id_seq')::int as id from generate_series(1, ${env.BENCH_AGENCIES}) n)
      insert into companies (id, parent_id, path, kind, company_name, manual_bill, account_status,
        charges_enabled, payouts_enabled, provider_account_id)
      select numbered.id, root.id, (root.path::text || '.' || numbered.id)::ltree, 'agency', 'Bill agency ' || n,
        n % 20 = 0, 'completed', true, true, 'acct_sandbox_' || numbered.id
      from numbered, root`);
    await tx.execute(sql`
      with agencies as (select id, path, row_number() over (order by id) - 1 as k from companies
        where company_name like 'Bill agency %'),
      numbered as (select n, nextval('companies_id_seq')::int as id from generate_series(0, ${env.BENCH_CLIENTS - 1}) n)
      insert into companies (id, parent_id, path, kind, company_name)
      select numbered.id, a.id, (a.path::text || '.' || numbered.id)::ltree, 'client', 'Bill client ' || n
      from numbered join agencies a on a.k = n / ${perAgency}`);
    await tx.execute(sql`
      insert into users (company_id, user_type, name, email, password_hash)
      select id, case kind when 'agency' then 'userdownline' else 'client' end, company_name,
        'owner' || id || '@bill.bench.test', 'x'
      from companies where company_name like 'Bill %'`);
    await tx.execute(sql`
      insert into payment_cards (user_id, company_id, provider, provider_customer_id, provider_payment_method_id,
        brand, last4, exp_month, exp_year, cardholder)
      select u.id, u.company_id, 'sandbox', 'cus_sandbox_' || u.id, 'pm_sandbox_bench_' || u.id, 'visa', '4242',
        12, 2031, u.name
      from users u where u.email like '%@bill.bench.test'`);
    await tx.execute(sql`
      insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status, payment_term, timezone,
        platform_fee_cents, min_cost_cents, cost_per_lead_cents, activated_at)
      select 'bill' || c.id, c.id, 'local', 'Billing bench ' || c.id, 'active', 'Weekly',
        case when c.id % 10 = 0 then 'Pacific/Auckland' else 'America/Chicago' end, 25000, 5000, 300,
        '2026-10-01T00:00:00Z'
      from companies c where c.company_name like 'Bill client %'`);
    await tx.execute(sql`
      insert into lead_charges (lead_id, company_id, campaign_id, amount_cents, created_at, lead_received_at)
      select 100000000 + k.id::bigint * ${leadsPerCampaign} + n, k.company_id, k.id, 300, t.at, t.at
      from campaigns k cross join generate_series(0, ${leadsPerCampaign - 1}) n
      cross join lateral (select '2026-11-10T12:00:00Z'::timestamptz + (n % 96) * interval '1 hour' as at) t
      where k.leadspeek_api_id like 'bill%'`);
  });
  // The charges' month is made, and they move into it, as a start would (db/month-partitions.ts).
  await prepareMonths(ctx.db, 'lead_charges');
  await ctx.db.execute(sql`analyze`);
}

let failed = true;
try {
  await insertData();
  const counts = (
    await ctx.db.execute<{ clients: number; leads: number }>(sql`
      select (select count(*) from companies where company_name like 'Bill client %')::int as clients,
        (select count(*) from lead_charges)::int as leads`)
  ).rows[0];
  console.log(
    `data: ${counts?.clients} clients, ${counts?.leads} billable leads (set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`,
  );

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 25);
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const pgCpuBefore = postgresCpuSeconds(dataDir);
  const started = performance.now();
  let issuedAt = 0;
  const result = await runBilling(ctx, {
    now: NOW,
    concurrency: env.BENCH_CONCURRENCY,
    onCharged: (count) => {
      if (count === 1) issuedAt = performance.now();
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const appCpu = (cpu.user + cpu.system) / 1e6;
  const pgCpu = postgresCpuSeconds(dataDir) - pgCpuBefore;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const maxRssMb = resourceUsage().maxRSS / 1024;
  const peakMb = peakRss / 1024 / 1024;

  const summary = (
    await ctx.db.execute<{
      invoices: number;
      paid: number;
      external: number;
      lines: number;
      leads: number;
    }>(sql`
      select count(*)::int as invoices, count(*) filter (where status = 'paid')::int as paid,
        count(*) filter (where status = 'external')::int as external,
        (select count(*) from invoice_lines)::int as lines,
        (select coalesce(sum(quantity), 0) from invoice_lines l join invoices i on i.id = l.invoice_id
          where l.kind = 'leads' and i.level = 'client')::int as leads
      from invoices`)
  ).rows[0];
  console.log(`\nbilling run: ${JSON.stringify(result)}`);
  console.log(
    `invoices: ${summary?.invoices} (${summary?.paid} paid, ${summary?.external} external), ${summary?.lines} lines, ${summary?.leads} leads billed`,
  );
  console.log(
    `total time: ${seconds.toFixed(1)} s (target < ${TARGET_SECONDS} s): issuing ${((issuedAt - started) / 1000).toFixed(1)} s, charging ${((performance.now() - issuedAt) / 1000).toFixed(1)} s`,
  );
  const memory = process.memoryUsage();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `RSS before the run: ${mb(rssBefore)}; after: heap used ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)}, external ${mb(memory.external)}`,
  );
  let load = 'unknown';
  try {
    load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {}
  console.log(
    `CPU used by the run: app ${appCpu.toFixed(1)} s + PostgreSQL ${pgCpu.toFixed(1)} s = ${(appCpu + pgCpu).toFixed(1)} CPU-s (2 idle cores: ≥ ${((appCpu + pgCpu) / 2).toFixed(1)} s); load average ${load}`,
  );
  console.log(`invoices/s: ${((summary?.invoices ?? 0) / seconds).toFixed(0)} issued and charged`);
  console.log(
    `peak RSS during the run: ${peakMb.toFixed(0)} MB; process maxRSS: ${maxRssMb.toFixed(0)} MB (target < ${TARGET_MB} MB)`,
  );
  failed =
    seconds >= TARGET_SECONDS ||
    maxRssMb >= TARGET_MB ||
    summary?.leads !== counts?.leads ||
    result.charges.errors > 0 ||
    (summary?.paid ?? 0) + (summary?.external ?? 0) !== summary?.invoices;
  console.log(failed ? '\nFAIL' : '\nPASS');
} finally {
  pool.on('error', () => {});
  await provider.close();
  await pool.end();
  await database.close();
}
process.exit(failed ? 1 : 0);
