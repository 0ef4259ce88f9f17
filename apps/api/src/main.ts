// Starts the platform: database (embedded unless DATABASE_URL), migrations, demo seed, HTTP.
import type { AddressInfo } from 'node:net';
import { BACKGROUND_JOBS } from './background-jobs.ts';
import { createPaymentProvider } from './modules/billing/providers/index.ts';
import { resumeEnrichmentJobs } from './modules/data-enrichment/enrichment-job.ts';
import { startDeliveryEngine } from './modules/integrations/delivery-engine-job.ts';
import { createLeadDataProvider } from './modules/lead-data/index.ts';
import { rehearseLeadWay } from './modules/lead-engine/rehearsal.ts';
import { resumeLeadPipeline } from './modules/lead-engine/sweep-job.ts';
import { prepareTrafficMonths } from './modules/lead-engine/traffic-months-job.ts';
import { resumeSuppressionImports } from './modules/suppression/import-job.ts';
import { createTenantWall } from './platform/access/tenant-db.ts';
import type { AppContext } from './platform/app-context.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db.ts';
import { startEmbeddedPostgres } from './platform/embedded-postgres.ts';
import { portInUse, portTakenMessage } from './platform/free-port.ts';
import { startJobQueue, startWorkers } from './platform/jobs.ts';
import { createLog } from './platform/log.ts';
import { createMailer } from './platform/mail.ts';
import { applyMigrations } from './platform/migrate.ts';
import { holdProcessLiveness } from './platform/process-liveness.ts';
import { productionProblemLines, productionProblems } from './platform/production-rules.ts';
import { seedDemoInvoices } from './seed/demo-invoices.ts';
import { isSeeded, seedDemoPlatform } from './seed/demo-platform.ts';
import { createFirstPlatform, firstPlatformOf } from './seed/first-platform.ts';
import { buildServer, LISTEN_BACKLOG } from './server.ts';

const config = loadConfig();
const production = config.NODE_ENV === 'production';
/** Prints why the platform does not start, and stops before anything is opened. */
function refuseToStart(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}
// PROCESS_ROLE: `all` (the demo: one process), `api` (HTTP only) or `worker` (jobs and deliveries).
const serves = config.PROCESS_ROLE !== 'worker';
const works = config.PROCESS_ROLE !== 'api';
const problems = productionProblems(config);
if (problems.length > 0) refuseToStart(productionProblemLines(problems));
const SHUTDOWN_DEADLINE_MS = 9_000;
/** PostgreSQL's error code for a connection ended by its server's shutdown. */
const ADMIN_SHUTDOWN = '57P01';
const PORTS = [
  { port: config.PORT, what: 'the web app and API', variable: 'PORT', used: serves },
  {
    port: config.EMBEDDED_PG_PORT,
    what: 'the embedded database',
    variable: 'EMBEDDED_PG_PORT',
    used: !config.DATABASE_URL,
  },
];
for (const { port, what, variable, used } of PORTS) {
  if (used && (await portInUse(port))) {
    console.error(portTakenMessage(what, port, variable));
    process.exit(1);
  }
}
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      ownProcessGroup: true,
    });
const databaseUrl = config.DATABASE_URL ?? embedded?.url;
if (!databaseUrl) throw new Error('No database: set DATABASE_URL or let the embedded database start.');

await applyMigrations(databaseUrl);
const { db, pool } = createDatabase(databaseUrl);
// Reports, analytics, dashboards and exports read from a replica when there is one (read-replica.ts).
const replica = config.DATABASE_READ_URL
  ? createDatabase(config.DATABASE_READ_URL, 10, { readOnly: true })
  : null;
const provider = createPaymentProvider(config, databaseUrl);
// Production never gets the demo and its published password: an empty database gets its platform root
// and first administrator instead (first-platform.ts), once the mailer can send the invitation.
const firstPlatform = production && !(await isSeeded(db)) ? firstPlatformOf(config) : null;
if (Array.isArray(firstPlatform)) refuseToStart(firstPlatform);
const seeded = production ? false : await seedDemoPlatform(db, `http://localhost:${config.PORT}/demo-site/`);
let stopping = false;
/** One logger for the server and the workers: a job's lines name the request that sent it. */
const log = createLog(config.LOG_LEVEL);
/** Connections the stopping database ends are the shutdown's own doing, not a job's failure. */
const endedByShutdown = (error: unknown) => stopping && (error as { code?: string }).code === ADMIN_SHUTDOWN;
const logJobError = (error: Error, requestId?: string) => {
  if (!endedByShutdown(error)) log.error({ err: error, requestId }, 'background job failed');
};
const jobs = await startJobQueue(databaseUrl, BACKGROUND_JOBS, {
  onError: logJobError,
  atOnceElsewhere: !works,
});
// Claims this process makes (a wallet top-up being charged) end with it: another takes them over at once.
const liveness = await holdProcessLiveness(databaseUrl, (error) => {
  if (!endedByShutdown(error)) log.error({ err: error }, 'the liveness connection failed');
});
// A signed-in caller's handlers reach the database through row-level security (access/tenant-db.ts).
const tenantWall = createTenantWall(databaseUrl, config.DATABASE_READ_URL, { db, readDb: replica?.db });
const ctx: AppContext = {
  db,
  tenantDbs: tenantWall.dbs,
  config,
  processKey: liveness.key,
  mailer: createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, agencySenders: config }),
  payments: provider.payments,
  leadData: createLeadDataProvider(config),
  queue: jobs.queue,
  log,
  ...(replica && { readDb: replica.db }),
};
// A fresh demo shows three weeks of past invoices (a second start finds them there).
if (seeded) await seedDemoInvoices(ctx);
if (firstPlatform && (await createFirstPlatform(ctx, firstPlatform)))
  log.info(
    `Created the platform ${firstPlatform.name}: ${firstPlatform.adminEmail} has an e-mail with a link to choose a password.`,
  );
const app = serves ? await buildServer(ctx) : null;
if (seeded) log.info('Seeded the demo platform (password in the README).');
if (works) await startWorkers(jobs, ctx, BACKGROUND_JOBS, { onError: logJobError });
// Integrations (issue 17): one delivery job per (lead, integration), woken by NOTIFY as leads arrive.
const deliveries = works
  ? startDeliveryEngine(ctx, {
      onError: (error) => {
        if (!endedByShutdown(error)) log.error({ err: error }, 'integration delivery failed');
      },
    })
  : null;

/** Ctrl-C or a service manager's stop: close in order, each step's failure one log line, in under 10 s. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  const deadline = setTimeout(() => {
    log.warn('Stopping took longer than 9 s; exiting now.');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  const steps: [string, () => Promise<unknown>][] = [
    ['the HTTP server', async () => app?.close()],
    ['the integration deliveries', async () => deliveries?.stop()],
    ['the background jobs', () => jobs.stop()],
    ['the payment provider', () => provider.close()],
    ['the liveness lock', () => liveness.release()],
    ['the database pool', () => pool.end()],
    ['the replica pool', async () => replica?.pool.end()],
    ['the tenant pools', tenantWall.end],
    ['the embedded database', async () => embedded?.stop()],
  ];
  let failed = false;
  for (const [what, stop] of steps) {
    try {
      await stop();
    } catch (error) {
      failed = true;
      log.warn(`Could not close ${what} cleanly: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  log.info('stopped');
  process.exit(failed ? 1 : 0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Ready means fast (issue 24): the identity graph is built before the first page view needs it, and
// what a stop or a crash left half way (queued visits, undelivered leads, exclusion imports) goes on
// at once. The months of page views and leads are made before the first page view of a new month
// arrives.
if (works) {
  await prepareTrafficMonths(ctx.db);
  await ctx.leadData.warm?.();
  // A lead's way rehearsed on stand-in page views and undone, so the first real ones meet compiled
  // code; a start never fails for it.
  const rehearsalStarted = performance.now();
  await rehearseLeadWay(ctx, deliveries ?? undefined).then(
    (rehearsal) =>
      rehearsal &&
      log.info(
        `Rehearsed the lead pipeline on ${rehearsal.visits} stand-in page views (${rehearsal.leads} leads, ${rehearsal.sent} webhooks to itself, undone; ${rehearsal.connections} connections) in ${Math.round(performance.now() - rehearsalStarted)} ms.`,
      ),
    (error: unknown) =>
      log.warn({ err: error }, 'The rehearsal of the lead pipeline failed; starting without it.'),
  );
  await resumeLeadPipeline(ctx);
  await resumeSuppressionImports(ctx);
  await resumeEnrichmentJobs(ctx);
}
if (app) {
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  if (config.HOST === 'localhost')
    log.info('Listening on this machine only (no SMTP: demo mode); HOST=0.0.0.0 opens it to the network.');
  // The port it got, not the one asked for: PORT=0 asks for any free one.
  const { port } = app.server.address() as AddressInfo;
  if (production) log.info(`Platform ready on port ${port} (${config.PLATFORM_DOMAIN ?? 'its domain'})`);
  else log.info(`Platform ready on http://localhost:${port} (agencies: http://acme.localhost:${port})`);
} else {
  log.info(
    'Workers ready (PROCESS_ROLE=worker: the jobs, the lead pipeline and the deliveries; no HTTP server)',
  );
}
