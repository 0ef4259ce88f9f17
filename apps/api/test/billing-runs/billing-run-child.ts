// A billing run in a process of its own, for the crash tests: it kills itself (SIGKILL, no clean-up
// of any kind) at the point the environment names, like a worker killed by the OS.
//   BILLING_DATABASE_URL  the test file's database
//   BILLING_NOW           the run's clock (ISO)
//   KILL_AFTER_ISSUED     after this many invoices were issued (committed), before the next batch
//   KILL_IN_PROVIDER      after the provider answered this many charges, before the invoice is marked paid
//   KILL_AFTER_CHARGED    after this many invoices were charged and committed
import { createPaymentProvider } from '../../src/modules/billing/providers/index.ts';
import { runBilling } from '../../src/modules/billing-runs/billing-run-job.ts';
import { createLeadDataProvider } from '../../src/modules/lead-data/index.ts';
import type { AppContext } from '../../src/platform/app-context.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createDatabase } from '../../src/platform/db.ts';
import { createMailer } from '../../src/platform/mail.ts';
import type { PaymentProvider } from '../../src/platform/providers/payment-provider.ts';

const url = process.env.BILLING_DATABASE_URL;
if (!url) throw new Error('BILLING_DATABASE_URL is required');
const limit = (name: string) => (process.env[name] ? Number(process.env[name]) : Number.POSITIVE_INFINITY);
const killAfterIssued = limit('KILL_AFTER_ISSUED');
const killInProvider = limit('KILL_IN_PROVIDER');
const killAfterCharged = limit('KILL_AFTER_CHARGED');
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
const { db } = createDatabase(url, 6);
const { payments: sandbox } = createPaymentProvider(config, url);
let answered = 0;
const payments: PaymentProvider = {
  ...sandbox,
  async charge(input) {
    const result = await sandbox.charge(input);
    answered += 1;
    if (answered >= killInProvider) die();
    return result;
  },
};
const ctx: AppContext = {
  db,
  config,
  mailer: createMailer(db, { from: config.MAIL_FROM }),
  payments,
  leadData: createLeadDataProvider(config),
  queue: { send: async () => {} },
};

const result = await runBilling(ctx, {
  now: new Date(process.env.BILLING_NOW ?? Date.now()),
  issueBatch: 2,
  concurrency: 2,
  onIssued: (issued) => {
    if (issued >= killAfterIssued) die();
  },
  onCharged: (charged) => {
    if (charged >= killAfterCharged) die();
  },
});
process.stdout.write(JSON.stringify(result));
process.exit(0);
