// npm run bench:delivery — leads delivered by the integrations' delivery engine (issue 17 "Speed") to
// a local webhook receiver, a fake provider, Slack's Web API through the real Slack connector and
// HubSpot's CRM API through the real HubSpot connector (a contact upsert and a note; issue 25) —
// receiver.mjs, a process of its own. The demo client's 100 bench campaigns each send to all four
// (Slack: every lead), so every lead is four deliveries.
// Phase 1: BENCH_DELIVERY_LEADS (10,000) leads arrive at 200 leads/s, each batch through the lead
//   engine's delivery job (deliverLeads: its hook makes the delivery rows and wakes the engine);
//   prints the p95 from lead creation to receipt (target < 1 s) and the deliveries/s.
// Phase 2: as many leads again arrive at once; prints the deliveries/s while the backlog drains
//   (target ≥ 1,000/s on 2 cores).
// The engine runs with its defaults (DELIVERY_CONCURRENCY) in this process, as in the platform.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Connector } from '../../apps/api/src/modules/integrations/connector.ts';
import { CONNECTORS } from '../../apps/api/src/modules/integrations/connectors.ts';
import { sealCredentials } from '../../apps/api/src/modules/integrations/credentials.ts';
import { startDeliveryEngine } from '../../apps/api/src/modules/integrations/delivery-engine-job.ts';
import { answerOf, fetchFailure } from '../../apps/api/src/modules/integrations/provider-http.ts';
import { deliverLeads } from '../../apps/api/src/modules/lead-engine/delivery-job.ts';
import { pidCpuSeconds, postgresCpuSeconds, processCpuSeconds } from '../cpu-time.ts';
import { clearLeadTables, openLeadBench } from '../leads/lead-bench-setup.ts';
import { sampleActivity } from '../pg-activity.ts';

const LEADS = Number(process.env.BENCH_DELIVERY_LEADS ?? 10_000);
const RATE = Number(process.env.BENCH_DELIVERY_RATE ?? 200);
const TICK_MS = 50;
const TARGET_P95_MS = 1000;
const TARGET_PER_S = 1000;
/** Webhook, the fake provider, Slack and HubSpot. */
const PER_LEAD = 4;

type Report = {
  unique: number;
  total: number;
  first: number;
  last: number;
  p50: number;
  p95: number;
  max: number;
};

/** A generic JSON contacts API (POST /contacts, an Idempotency-Key per lead), as the fake provider. */
const fakeProvider: Connector = {
  slug: 'sendgrid',
  connect: async () => ({ accountName: 'bench' }),
  targets: async () => [],
  async deliver({ endpoint, lead, idempotencyKey }) {
    let response: Response;
    try {
      response = await endpoint.fetch(`${endpoint.baseUrl}/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ email: lead.email, first_name: lead.firstName, created_at: lead.createdAt }),
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
    } catch (error) {
      throw fetchFailure(error);
    }
    await answerOf(response, { expectJson: true });
  },
};

function startReceiver(): Promise<{
  child: ChildProcess;
  port: number;
  ask: (what: 'report' | 'reset') => Promise<Report>;
}> {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'receiver.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message: { kind: string; port: number }) => {
      const ask = (what: 'report' | 'reset') =>
        new Promise<Report>((answer) => {
          child.once('message', (reply: Report) => answer(reply));
          child.send(what);
        });
      resolve({ child, port: message.port, ask });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const bench = await openLeadBench({ WEBHOOK_ALLOW_PRIVATE: 'true', LEAD_VELOCITY_FLOOR_PER_HOUR: '1000000' });
const receiver = await startReceiver();
const { ctx } = bench;
let failed = true;
const engine = startDeliveryEngine(ctx, { onError: (error) => console.error('delivery', error) });
try {
  await clearLeadTables(ctx);
  const campaigns = (
    await ctx.db.execute<{ id: number; company_id: number }>(
      sql`select id, company_id from campaigns where leadspeek_api_id = any(${sql.param(bench.keys)}::text[]) order by id`,
    )
  ).rows;
  const clientId = campaigns[0]?.company_id;
  if (!clientId) throw new Error('no bench campaigns');
  CONNECTORS.sendgrid = { connector: fakeProvider, baseUrl: () => `http://127.0.0.1:${receiver.port}` };
  ctx.config.SLACK_API_BASE_URL = `http://127.0.0.1:${receiver.port}/api`;
  ctx.config.HUBSPOT_BASE_URL = `http://127.0.0.1:${receiver.port}`;
  await ctx.db.execute(sql`delete from company_integrations where company_id = ${clientId}`);
  await ctx.db.execute(sql`insert into company_integrations (company_id, slug, url, credentials_encrypted, status,
      credential_fields, connected_at)
    values (${clientId}, 'webhook', ${`http://127.0.0.1:${receiver.port}/hook`},
      ${sealCredentials(ctx.config, { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })}, 'connected', '{}', now()),
      (${clientId}, 'sendgrid', null, ${sealCredentials(ctx.config, { api_key: 'bench' })}, 'connected', '{api_key}', now()),
      (${clientId}, 'slack', null, ${sealCredentials(ctx.config, { bot_token: 'xoxb-bench', default_channel: 'C0BENCH' })},
        'connected', '{}', now()),
      (${clientId}, 'hubspot', null, ${sealCredentials(ctx.config, { access_token: 'pat-bench' })}, 'connected',
        '{access_token}', now())`);
  await ctx.db.execute(sql`insert into campaign_integrations (campaign_id, integration_id, enabled, targets)
    select c.id, i.id, true,
      case when i.slug = 'slack' then '{"alertRule":{"kind":"every"}}'::jsonb else '{}'::jsonb end
    from campaigns c, company_integrations i
    where c.id = any(${sql.param(campaigns.map((c) => c.id))}::int[]) and i.company_id = ${clientId}
      and i.slug in ('sendgrid', 'slack', 'hubspot')`);

  let made = 0;
  /** `count` leads of one campaign, then the lead engine's delivery of that campaign. */
  const arrive = async (campaignId: number, count: number) => {
    await ctx.db.execute(sql`insert into leads (campaign_id, company_id, module, person_key, first_name, last_name,
        email, source, price_cents, created_at)
      select ${campaignId}, ${clientId}, 'local', 'bench-' || ${made} || '-' || n, 'Bench', 'Lead ' || n,
        'bench.' || ${made} || '.' || n || '@example.com', 'pixel', 75, clock_timestamp()
      from generate_series(1, ${count}) n`);
    made += count;
    while ((await deliverLeads(ctx, campaignId)).delivered > 0) {}
  };
  const waitFor = async (expected: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const report = await receiver.ask('report');
      if (report.unique >= expected || Date.now() > deadline) return report;
      await sleep(100);
    }
  };

  // Phase 1: a steady 200 leads/s.
  const perTick = Math.max(1, Math.round((RATE * TICK_MS) / 1000));
  const ticks = Math.ceil(LEADS / perTick);
  console.log(
    `Phase 1: ${ticks * perTick} leads at ${RATE}/s to a webhook, a fake provider, Slack and HubSpot…`,
  );
  const started = Date.now();
  for (let tick = 0; tick < ticks; tick++) {
    const campaign = campaigns[tick % campaigns.length];
    if (!campaign) throw new Error('no campaign');
    await arrive(campaign.id, perTick);
    await sleep(started + (tick + 1) * TICK_MS - Date.now());
  }
  const steady = await waitFor(ticks * perTick * PER_LEAD, 60_000);
  const steadySeconds = (steady.last - started) / 1000;
  console.log(
    `  ${steady.unique} deliveries (${steady.total} requests) in ${steadySeconds.toFixed(1)} s: ${(steady.unique / steadySeconds).toFixed(0)} deliveries/s`,
  );
  console.log(
    `  creation → receipt: p50 ${steady.p50} ms, p95 ${steady.p95} ms, max ${steady.max} ms (target p95 < ${TARGET_P95_MS} ms)`,
  );

  // Phase 2: the same number of leads at once; the rate the backlog drains at.
  await receiver.ask('reset');
  console.log(`Phase 2: ${LEADS} leads at once…`);
  const burstStart = Date.now();
  // Where phase 2's time goes, part by part (how its slow runs were explained: README).
  const activity = await sampleActivity(bench.database.url);
  const cpuBefore = {
    app: processCpuSeconds(),
    postgres: postgresCpuSeconds(bench.dataDir),
    receiver: pidCpuSeconds(receiver.child.pid),
  };
  const perCampaign = Math.ceil(LEADS / campaigns.length);
  for (const campaign of campaigns) await arrive(campaign.id, perCampaign);
  const made2 = perCampaign * campaigns.length;
  const burst = await waitFor(made2 * PER_LEAD, 120_000);
  const burstSeconds = (burst.last - burstStart) / 1000;
  const spentSeconds = (Date.now() - burstStart) / 1000;
  const cores = (seconds: number) => (seconds / spentSeconds).toFixed(2);
  const cpuLine = `CPU in cores: this process (the engine) ${cores(processCpuSeconds() - cpuBefore.app)}, PostgreSQL ${cores(postgresCpuSeconds(bench.dataDir) - cpuBefore.postgres)}, receiver ${cores(pidCpuSeconds(receiver.child.pid) - cpuBefore.receiver)}`;
  const activityLines = await activity.stop();
  // Sustained: from the first receipt to the last (the leads' own arrival is not the engine's time).
  const burstRate = burst.unique / ((burst.last - burst.first) / 1000);
  console.log(
    `  ${burst.unique} deliveries (${burst.total} requests) in ${burstSeconds.toFixed(1)} s from the first lead: ${(burst.unique / burstSeconds).toFixed(0)} deliveries/s`,
  );
  console.log(
    `  sustained, first to last receipt: ${burstRate.toFixed(0)} deliveries/s (target ≥ ${TARGET_PER_S})`,
  );
  const { rows } = await ctx.db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from lead_deliveries group by status order by status`,
  );
  for (const line of [cpuLine, ...activityLines]) console.log(`  ${line}`);
  console.log(`  delivery rows: ${rows.map((row) => `${row.status} ${row.n}`).join(', ')}`);
  const { rows: problems } = await ctx.db.execute<{ slug: string; last_error: string; n: number }>(
    sql`select slug, last_error, count(*)::int as n from lead_deliveries where status <> 'delivered'
      group by 1, 2 order by 3 desc limit 5`,
  );
  for (const problem of problems)
    console.log(`  not delivered: ${problem.slug} ×${problem.n}: ${problem.last_error}`);
  failed =
    steady.p95 >= TARGET_P95_MS ||
    burstRate < TARGET_PER_S ||
    steady.unique < ticks * perTick * PER_LEAD ||
    burst.unique < made2 * PER_LEAD;
  console.log(failed ? '\nFAIL' : '\nPASS');
} finally {
  await engine.stop();
  receiver.child.send('stop');
  await bench.database.close();
}
process.exit(failed ? 1 : 0);
