// Starts the platform: database (embedded unless DATABASE_URL), migrations, demo seed, HTTP.

import { BACKGROUND_JOBS } from './background-jobs.ts';
import { createPaymentProvider } from './modules/billing/providers/index.ts';
import { startDeliveryEngine } from './modules/integrations/delivery-engine-job.ts';
import { createLeadDataProvider } from './modules/lead-data/index.ts';
import type { AppContext } from './platform/app-context.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db.ts';
import { startEmbeddedPostgres } from './platform/embedded-postgres.ts';
import { portInUse, portTakenMessage } from './platform/free-port.ts';
import { startJobQueue, startWorkers } from './platform/jobs.ts';
import { createMailer } from './platform/mail.ts';
import { applyMigrations } from './platform/migrate.ts';
import { seedDemoInvoices } from './seed/demo-invoices.ts';
import { seedDemoPlatform } from './seed/demo-platform.ts';
import { buildServer } from './server.ts';

const config = loadConfig();
const PORTS = [
  { port: config.PORT, what: 'the web app and API', variable: 'PORT', used: true },
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
  : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
const databaseUrl = config.DATABASE_URL ?? embedded?.url;
if (!databaseUrl) throw new Error('No database: set DATABASE_URL or let the embedded database start.');

await applyMigrations(databaseUrl);
const { db, pool } = createDatabase(databaseUrl);
const provider = createPaymentProvider(config, databaseUrl);
const seeded = await seedDemoPlatform(db, `http://localhost:${config.PORT}/demo-site/`);
let logJobError = (error: Error) => console.error('background job failed', error);
const jobs = await startJobQueue(databaseUrl, BACKGROUND_JOBS, { onError: (error) => logJobError(error) });
const ctx: AppContext = {
  db,
  config,
  mailer: createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, agencySenders: config }),
  payments: provider.payments,
  leadData: createLeadDataProvider(config),
  queue: jobs.queue,
};
// A fresh demo shows three weeks of past invoices (a second start finds them there).
if (seeded) await seedDemoInvoices(ctx);
const app = await buildServer(ctx);
logJobError = (error) => app.log.error({ err: error }, 'background job failed');
if (seeded) app.log.info('Seeded the demo platform (password in the README).');
await startWorkers(jobs, ctx, BACKGROUND_JOBS);
// Integrations (issue 17): one delivery job per (lead, integration), woken by NOTIFY as leads arrive.
const deliveries = startDeliveryEngine(ctx, {
  onError: (error) => app.log.error({ err: error }, 'integration delivery failed'),
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  await app.close();
  await deliveries.stop();
  await jobs.stop();
  await provider.close();
  await pool.end();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
if (config.HOST === 'localhost')
  app.log.info('Listening on this machine only (no SMTP: demo mode); HOST=0.0.0.0 opens it to the network.');
app.log.info(
  `Platform ready on http://localhost:${config.PORT} (agencies: http://acme.localhost:${config.PORT})`,
);
