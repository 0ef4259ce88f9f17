// An agency's own SMTP sender (issue 14): once saved, the mail of the agency and its clients goes
// through it. The password is stored encrypted (AES-256-GCM, platform/secret-box.ts) and never answered.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const agencyMailSenders = pgTable('agency_mail_senders', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  /** 'tls': TLS from the first byte (usually port 465); 'starttls': upgraded before sign-in (587). */
  security: text('security', { enum: ['tls', 'starttls'] }).notNull(),
  username: text('username').notNull(),
  passwordEncrypted: text('password_encrypted').notNull(),
  fromName: text('from_name').notNull(),
  fromAddress: text('from_address').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Issue 23: since when the saved server refuses mail (the platform carries it meanwhile); null while it works. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /** The last refusal, as a sentence for the agency's mail settings page. */
  lastFailure: text('last_failure'),
  /** When the agency's owner was last told, so a failing server mails them at most once per few hours. */
  ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
});
