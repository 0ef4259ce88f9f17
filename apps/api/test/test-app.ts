// A test file's own copy of the seeded database and an app built on it (no network listen).
import { DEMO_PASSWORD } from '@lead/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { BACKGROUND_JOBS } from '../src/background-jobs.ts';
import { createPaymentProvider } from '../src/modules/billing/providers/index.ts';
import { createLeadDataProvider } from '../src/modules/lead-data/index.ts';
import { createTenantWall } from '../src/platform/access/tenant-db.ts';
import type { AppContext } from '../src/platform/app-context.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createDatabase } from '../src/platform/db.ts';
import { createLog } from '../src/platform/log.ts';
import { createMailer } from '../src/platform/mail.ts';
import { holdProcessLiveness } from '../src/platform/process-liveness.ts';
import { createInProcessQueue } from '../src/platform/queue.ts';
import { buildServer } from '../src/server.ts';
import { createRequestIdGuard } from './request-id-guard.ts';

let counter = 0;

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  close: () => Promise<void>;
  /** Waits until every job sent to the in-process queue has finished. */
  jobsIdle: () => Promise<void>;
  /** Signs in a demo user on its own host and returns the bearer token. */
  signIn: (email: string, host?: string, password?: string) => Promise<string>;
};

export const DEMO_HOSTS: Record<string, string> = {
  'root@demo.test': 'localhost',
  'admin@demo.test': 'localhost',
  'sales@demo.test': 'localhost',
  'agency@demo.test': 'acme.localhost',
  'client@demo.test': 'acme.localhost',
  'agency2@demo.test': 'beta.localhost',
  'client2@demo.test': 'beta.localhost',
};

/** Runs one statement on the cluster's admin database (making or dropping a file's copy). */
async function onAdminDatabase(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A copy of the migrated, seeded template database, of this test file alone. Copied as files: the
 * default strategy writes every page of the template to the log, about 50–120 ms of the database's
 * CPU a copy against 30 ms (a run makes about 300).
 */
export async function templateCopy(): Promise<string> {
  const database = `lead_test_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`.slice(0, 63);
  await onAdminDatabase(
    `create database ${database} template ${inject('templateDatabase')} strategy = file_copy`,
  );
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops a copy templateCopy made, once nothing of its file uses it: the cluster may live in memory. */
const dropCopy = (copyUrl: string) =>
  onAdminDatabase(`drop database if exists ${new URL(copyUrl).pathname.slice(1)} with (force)`);

/**
 * `poolSize` below the default of 4 shows code that needs a second connection while it holds one;
 * `databaseUrl`: a database the test prepared itself (migrated and seeded), instead of a template copy.
 * `logTo`: where the app's log lines go, at every level (a test reads what the log would show).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    poolSize = 4,
    databaseUrl,
    logTo,
    scopeChecks,
  }: {
    poolSize?: number;
    databaseUrl?: string;
    logTo?: DestinationStream;
    /** `false`: the access layer's tenant containment off, row-level security alone (AppContext). */
    scopeChecks?: false;
  } = {},
): Promise<TestApp> {
  const url = new URL(databaseUrl ?? (await templateCopy()));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), ...env });
  const { db, pool } = createDatabase(url.toString(), poolSize);
  const provider = createPaymentProvider(config, url.toString());
  const queue = createInProcessQueue(BACKGROUND_JOBS, () => ctx);
  const requestIds = createRequestIdGuard();
  const liveness = await holdProcessLiveness(url.toString());
  const replica = config.DATABASE_READ_URL
    ? createDatabase(config.DATABASE_READ_URL, poolSize, { readOnly: true })
    : null;
  const tenantWall = createTenantWall(
    url.toString(),
    config.DATABASE_READ_URL,
    { db, readDb: replica?.db },
    poolSize,
  );
  const ctx: AppContext = {
    db,
    tenantDbs: tenantWall.dbs,
    config,
    processKey: liveness.key,
    mailer: createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, agencySenders: config }),
    payments: provider.payments,
    leadData: createLeadDataProvider(config),
    queue: requestIds.guarded(queue),
    ...(replica && { readDb: replica.db }),
    ...(logTo && { log: createLog('trace', logTo) }),
    ...(scopeChecks === false && { scopeChecks }),
  };
  const app = await buildServer(ctx, requestIds.hook);
  await app.ready();

  return {
    app,
    ctx,
    jobsIdle: () => queue.idle(),
    async close() {
      await queue.idle();
      await app.close();
      await provider.close();
      await pool.end();
      await replica?.pool.end();
      await tenantWall.end();
      await liveness.release();
      if (!databaseUrl) await dropCopy(url.toString());
      requestIds.check();
    },
    async signIn(email, host = DEMO_HOSTS[email] ?? 'localhost', password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: email, password, domainName: host },
      });
      const body = response.json();
      if (!body.access_token) throw new Error(`sign-in of ${email} failed: ${response.body}`);
      return body.access_token as string;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
