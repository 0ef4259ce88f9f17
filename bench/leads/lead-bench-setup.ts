// The lead engine benchmarks' database and app: an embedded PostgreSQL of their own under
// .data/bench-leads (or DATABASE_URL), the demo platform, and 100 running Site ID campaigns of the
// demo client on one site. The app gets a queue that only records: resolution runs where the
// benchmark says, not inside the ingestion run.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createPaymentProvider } from '../../apps/api/src/modules/billing/providers/index.ts';
import { createLeadDataProvider } from '../../apps/api/src/modules/lead-data/index.ts';
import type { AppContext } from '../../apps/api/src/platform/app-context.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createMailer } from '../../apps/api/src/platform/mail.ts';
import { openBenchDatabase } from '../tenants/bench-database.ts';

export const BENCH_SITE = 'https://bench-client.example.com/';

const leadBenchSchema = z.object({
  BENCH_LEADS_PG_PORT: z.coerce.number().int().positive().default(54341),
  BENCH_CAMPAIGNS: z.coerce.number().int().positive().default(100),
});

/** `settings`: environment settings of the app under test, over the process's own. */
export async function openLeadBench(settings: Record<string, string> = {}) {
  const env = leadBenchSchema.parse(process.env);
  const app = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const dataDir = path.join(app.repoRoot, '.data', 'bench-leads');
  const database = await openBenchDatabase({
    BENCH_PG_PORT: env.BENCH_LEADS_PG_PORT,
    databaseUrl: app.DATABASE_URL,
    dataDir,
  } as Parameters<typeof openBenchDatabase>[0]);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ...settings,
    DATABASE_URL: database.url,
  });
  const sent: string[] = [];
  const provider = createPaymentProvider(config, database.url);
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer: createMailer(database.db, { from: config.MAIL_FROM }),
    payments: provider.payments,
    leadData: createLeadDataProvider(config),
    queue: { send: async (job) => void sent.push(job.name) },
  };
  const keys = await benchCampaigns(ctx, env.BENCH_CAMPAIGNS);
  // The provider's own connections close before the database stops.
  const close = async () => {
    await provider.close();
    await database.close();
  };
  return { ctx, database: { ...database, close }, dataDir, keys, sent };
}

/** 100 running Site ID campaigns of the demo client on the bench site; their keys 9000000…. */
async function benchCampaigns(ctx: AppContext, count: number): Promise<string[]> {
  await ctx.db.execute(sql`insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status,
      url_code, reidentification_type, cost_per_lead_cents)
    select (9000000 + n)::text, c.id, 'local', 'Bench campaign ' || n, 'active', ${BENCH_SITE}, '1 week', 75
    from generate_series(1, ${count}) n, (select company_id as id from users where email = 'client@demo.test') c
    on conflict (leadspeek_api_id) do nothing`);
  return Array.from({ length: count }, (_, index) => String(9000001 + index));
}

/** Empties what a previous run left, so each run counts only its own rows. */
export async function clearLeadTables(ctx: AppContext): Promise<void> {
  await ctx.db.execute(
    sql`truncate delivery_queue, lead_deliveries, lead_charges, leads, visits restart identity`,
  );
}
