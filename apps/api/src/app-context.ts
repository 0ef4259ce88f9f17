// What every module receives: the database, the mailer, the payment provider and the validated config.

import type { PaymentProvider } from './modules/billing/providers/payment-provider.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import type { Mailer } from './platform/mail.ts';

export type AppContext = { db: Database; mailer: Mailer; config: Config; payments: PaymentProvider };
