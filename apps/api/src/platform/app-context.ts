// What every module receives: the database, the mailer, the payment and lead-data providers, the
// queue for background work and the validated config.

import type { Logger } from 'pino';
import type { TenantDatabases } from './access/tenant-db.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { Mailer } from './mail.ts';
import type { LeadDataProvider } from './providers/lead-data-provider.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { JobQueue } from './queue.ts';

export type AppContext = {
  db: Database;
  mailer: Mailer;
  config: Config;
  payments: PaymentProvider;
  leadData: LeadDataProvider;
  queue: JobQueue;
  /** The process's logger (log.ts); the server makes its own when none is given (tests). */
  log?: Logger;
  /** This process's liveness key (process-liveness.ts): claims it writes end when it dies. */
  processKey?: number;
  /** The request this context serves, or that sent the job it runs (request-context.ts). */
  requestId?: string;
  /** A streaming replica (DATABASE_READ_URL) for reports, analytics, dashboards and exports. */
  readDb?: Database;
  /**
   * The tenant role's handles (access/tenant-db.ts): a signed-in caller's handlers get `db` (and
   * `readDb`) from these, bound to its scope by row-level security. Absent: no second wall.
   */
  tenantDbs?: { primary: TenantDatabases; replica?: TenantDatabases };
  /**
   * Tests only, never from the environment: `false` turns the access layer's tenant containment off
   * (uncheckedScope), so the isolation matrix shows that row-level security holds on its own.
   */
  scopeChecks?: false;
};
