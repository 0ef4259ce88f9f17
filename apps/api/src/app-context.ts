// What every module receives: the database, the mailer, the payment and lead-data providers, the
// queue for background work and the validated config.

import type { PaymentProvider } from './modules/billing/providers/payment-provider.ts';
import type { LeadDataProvider } from './modules/lead-data/provider.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import type { Mailer } from './platform/mail.ts';
import type { JobQueue } from './platform/queue.ts';

export type AppContext = {
  db: Database;
  mailer: Mailer;
  config: Config;
  payments: PaymentProvider;
  leadData: LeadDataProvider;
  queue: JobQueue;
};
