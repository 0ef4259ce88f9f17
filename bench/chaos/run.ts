// npm run chaos — crash loops (issue 28 item 2), on this machine only. Each round starts the platform
// (its own process on a database this script runs), sends page views, runs a billing run in a second
// process, lets the integrations deliver to a local webhook receiver, has the demo agency top up its
// Data Wallet by card (its leads are paid from it) and the demo client upload an exclusion list
// (tenant-work.ts), and SIGKILLs the platform and the billing run at a random moment. Then it restarts the platform, runs the billing run again to its
// end, waits until the queues are drained, and checks what must hold after any crash:
//   - every acknowledged page view is stored;
//   - no lead twice (one lead per visit, one charge per lead);
//   - no invoice charged twice, and the ledger balanced (every account's postings add up to zero);
//   - no delivery lost (every delivery delivered, its webhook-id received; a repeat is the same id);
//   - no delivery or job left claimed past its lease;
//   - no card charge uncredited, the wallet's postings agree with its top-ups and lead debits, and
//     every acknowledged exclusion upload imported whole (tenant-work.ts).
// CHAOS_ROUNDS (20), CHAOS_RATE (page views/s, 100). Prints one line per round and a summary; exits
// non-zero on the first round that breaks a rule.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { sealCredentials } from '../../apps/api/src/modules/integrations/credentials.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createDatabase, type Database } from '../../apps/api/src/platform/db.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/embedded-postgres.ts';
import { applyMigrations } from '../../apps/api/src/platform/migrate.ts';
import { seedDemoPlatform } from '../../apps/api/src/seed/demo-platform.ts';
import { receivablesDisagreeing } from '../../apps/api/test/billing-runs/ledger-agreement.ts';
import { addressOf, demoPageView } from '../leads/demo-page-view.ts';
import { exited, freePort } from '../processes/process-kit.ts';
import { type Layout, startRoundPlatform } from './layouts.ts';
import {
  type Check,
  exclusionUploads,
  tenantWorkChecks,
  tenantWorkCounts,
  tenantWorkDrained,
  walletBilling,
  walletCharges,
} from './tenant-work.ts';

const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 20);
/** 'one', 'split', or (the default) odd rounds one process and even rounds the split platform. */
const LAYOUT = process.env.CHAOS_LAYOUT ?? 'alternate';
const layoutOf = (round: number): Layout =>
  LAYOUT === 'one' || LAYOUT === 'split' ? LAYOUT : round % 2 === 1 ? 'one' : 'split';
const LAYOUT_WORDS: Record<Layout, string> = {
  one: 'one process',
  split: '2 API + 2 worker processes',
};
const RATE = Number(process.env.CHAOS_RATE ?? 100);
const DRAIN_MS = 90_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = {
  LOG_LEVEL: 'error',
  SECRETS_KEY: 'chaos-secrets-key-of-at-least-32-characters',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  TRUST_PROXY: '1',
  IDENTITY_GRAPH_SIZE: '20000',
  PIXEL_EVENTS_PER_CAMPAIGN_PER_MINUTE: '1000000',
  LEAD_VELOCITY_FLOOR_PER_HOUR: '1000000',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A webhook receiver that answers 200 and keeps every webhook-id it was sent, with its count. */
async function startReceiver() {
  const received = new Map<string, number>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['webhook-id'] ?? '');
      received.set(id, (received.get(id) ?? 0) + 1);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** The billing run in its own process (the crash tests' child), billing the period before `now`. */
function startBillingRun(databaseUrl: string, now: Date): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/billing-runs/billing-run-child.ts'], {
    cwd: root,
    env: { ...process.env, BILLING_DATABASE_URL: databaseUrl, BILLING_NOW: now.toISOString() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Page views at RATE per second until stopped; the visitors whose page view was acknowledged. */
function sendPageViews(port: number, site: string, round: number) {
  const acknowledged = new Set<string>();
  let sent = 0;
  let stopped = false;
  const loop = (async () => {
    const pending = new Set<Promise<void>>();
    while (!stopped) {
      const visitor = `chaos-${round}-${sent}`;
      const address = addressOf(round * 100_000 + sent++);
      const view = demoPageView(`http://127.0.0.1:${port}`, site, visitor, address)
        .then((status) => {
          if (status === 204) acknowledged.add(visitor);
        })
        .catch(() => undefined)
        .finally(() => pending.delete(view));
      pending.add(view);
      await pause(1000 / RATE);
    }
    await Promise.all(pending);
  })();
  return {
    acknowledged,
    sent: () => sent,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

async function checks(
  pool: pg.Pool,
  db: Database,
  acknowledged: Set<string>,
  received: Map<string, number>,
): Promise<Check[]> {
  const rows = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
  const stored = new Set(
    (await rows('select visitor_id from visits where visitor_id = any($1)', [[...acknowledged]])).map(
      (row) => row.visitor_id as string,
    ),
  );
  const keys = await rows(`select idempotency_key, status from lead_deliveries`);
  return [
    {
      rule: 'every acknowledged page view is stored',
      broken: [...acknowledged].filter((visitor) => !stored.has(visitor)),
    },
    {
      rule: 'one lead per visit',
      broken: await rows(
        'select lead_id from visits where lead_id is not null group by lead_id having count(*) > 1',
      ),
    },
    {
      rule: 'one charge per lead',
      broken: await rows('select lead_id from lead_charges group by lead_id having count(*) > 1'),
    },
    {
      rule: 'no invoice charged twice',
      broken: await rows(`select i.id from invoices i join sandbox_charges s
          on s.idempotency_key like 'invoice-' || i.id || '-attempt-%' and s.declined is null
        group by i.id having count(*) > 1
        union all
        select invoice_id from payment_attempts where status = 'succeeded' group by invoice_id having count(*) > 1`),
    },
    { rule: 'the ledger agrees with the invoices', broken: await receivablesDisagreeing(db) },
    { rule: 'every delivery delivered', broken: keys.filter((row) => row.status !== 'delivered') },
    {
      rule: 'every delivery received by its webhook-id, and nothing else',
      broken: [
        ...keys.filter((row) => !received.has(row.idempotency_key)).map((row) => row.idempotency_key),
        ...[...received.keys()].filter((id) => !keys.some((row) => row.idempotency_key === id)),
      ],
    },
    {
      rule: 'no job claimed past its lease',
      broken:
        await rows(`select delivery_id from delivery_queue where status = 'sending' and lease_until < now()
        union all select 0 from pgboss.job where state = 'active' and started_on < now() - interval '15 minutes'`),
    },
  ];
}

async function drained(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query(`select
    (select count(*) from visits where status = 'queued')::int as visits,
    (select count(*) from lead_deliveries where status <> 'delivered')::int as deliveries,
    (select count(*) from leads where delivered_at is null)::int as leads`);
  const row = rows[0] as { visits: number; deliveries: number; leads: number };
  return row.visits === 0 && row.deliveries === 0 && row.leads === 0 && (await tenantWorkDrained(pool));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-chaos-'));
fs.chmodSync(dataDir, 0o777);
const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
const receiver = await startReceiver();
const port = await freePort();
const { db: checkDb, pool } = createDatabase(database.url, 2);
let failedRound: number | null = null;
const children = new Set<ChildProcess>();
try {
  await applyMigrations(database.url);
  const seeding = createDatabase(database.url, 2);
  await seedDemoPlatform(seeding.db, `http://localhost:${port}/demo-site/`);
  await seeding.pool.end();
  const config = loadConfig({ ...process.env, ...env, DATABASE_URL: database.url });
  await pool.query(
    `insert into company_integrations (company_id, slug, url, credentials_encrypted, status, credential_fields, connected_at)
     values ((select company_id from users where email = 'client@demo.test'), 'webhook', $1, $2, 'connected', '{}', now())`,
    [receiver.url, sealCredentials(config, { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })],
  );
  const site = `http://localhost:${port}/demo-site/`;
  const base = `http://127.0.0.1:${port}`;
  const tenants = await walletBilling(pool, checkDb);
  const charges = walletCharges(tenants.agencyId);
  const uploads = exclusionUploads(tenants.clientId);
  const acknowledged = new Set<string>();
  const firstMonday = new Date();
  firstMonday.setUTCDate(firstMonday.getUTCDate() + ((8 - firstMonday.getUTCDay()) % 7 || 7));
  firstMonday.setUTCHours(12, 0, 0, 0);
  console.log(
    `${ROUNDS} rounds: page views at ${RATE}/s, a billing run, deliveries, wallet top-ups and an exclusion upload, then SIGKILL.`,
  );
  const platformEnv = { ...env, DATABASE_URL: database.url };
  for (let round = 1; round <= ROUNDS; round++) {
    const layout = layoutOf(round);
    const platform = await startRoundPlatform(layout, platformEnv, port);
    for (const child of platform.children()) children.add(child);
    if (round === 1) {
      await charges.signIn(base);
      await uploads.signIn(base);
      if ((await charges.first(base)) > 0) throw new Error('the first wallet top-up was not answered');
    }
    const billingAt = new Date(firstMonday.getTime() + (round - 1) * 7 * 86_400_000);
    const billing = startBillingRun(database.url, billingAt);
    children.add(billing);
    const views = sendPageViews(port, site, round);
    const topups = charges.during(base, round);
    const killAfter = 300 + Math.floor(Math.random() * 2700);
    const upload = pause(Math.floor(Math.random() * killAfter)).then(() => uploads.upload(base, round));
    await pause(killAfter);
    billing.kill('SIGKILL');
    const crashed = await platform.crash();
    await exited(billing);
    await Promise.all([views.stop(), topups.stop(), upload]);
    for (const visitor of views.acknowledged) acknowledged.add(visitor);

    await platform.recover();
    for (const child of platform.children()) children.add(child);
    const again = startBillingRun(database.url, billingAt);
    children.add(again);
    const unansweredCharges = await charges.settle(base);
    await exited(again);
    const deadline = Date.now() + DRAIN_MS;
    while (!(await drained(pool)) && Date.now() < deadline) await pause(200);
    const results = [
      ...(await checks(pool, checkDb, acknowledged, receiver.received)),
      ...(await tenantWorkChecks(pool, tenants.clientId, charges, uploads, unansweredCharges)),
    ];
    await platform.stop();
    const counts = (
      await pool.query(`select (select count(*) from leads)::int as leads, (select count(*) from invoices)::int as invoices,
        (select count(*) from lead_deliveries)::int as deliveries`)
    ).rows[0] as { leads: number; invoices: number; deliveries: number };
    const repeats = [...receiver.received.values()].filter((times) => times > 1).length;
    const tenantCounts = await tenantWorkCounts(pool);
    const broken = results.filter((check) => check.broken.length > 0);
    console.log(
      `round ${String(round).padStart(2)} (${LAYOUT_WORDS[layout]}): killed ${crashed} and the billing run after ${killAfter} ms, billing exit ${again.exitCode}; ` +
        `${views.acknowledged.size}/${views.sent()} page views acknowledged; totals ${acknowledged.size} acknowledged, ` +
        `${counts.leads} leads, ${counts.invoices} invoices, ${counts.deliveries} deliveries (${repeats} received again, same id), ` +
        `${charges.answers.size} wallet top-ups (${charges.askedAgain.size} asked again after a crash), ` +
        `${tenantCounts.debits} leads paid from the wallet, ${tenantCounts.imports}/${uploads.acknowledged.size} exclusion uploads imported — ` +
        (broken.length === 0 ? 'every rule holds' : 'BROKEN'),
    );
    for (const check of broken)
      console.log(`  BROKEN: ${check.rule}: ${JSON.stringify(check.broken.slice(0, 5))}`);
    if (broken.length > 0 || again.exitCode !== 0) {
      failedRound = round;
      break;
    }
  }
} finally {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await pool.end();
  await receiver.close();
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  failedRound === null
    ? `\nPASS: ${ROUNDS} rounds, every rule held after every crash.`
    : `\nFAIL in round ${failedRound}.`,
);
process.exit(failedRound === null ? 0 : 1);
