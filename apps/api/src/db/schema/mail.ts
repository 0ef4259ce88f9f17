// Every e-mail the platform sends is recorded; without SMTP this table is the delivery (dev outbox).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const MAIL_STATUSES = ['pending', 'outbox', 'sent', 'failed', 'queued'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * pending: written inside a job's transaction, sent once it committed (mailer.sendAfterCommit).
     * queued: the platform's SMTP refused it; the mail-retry job sends it again (issue 23).
     */
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_company_id_idx').on(table.companyId),
    // The senders look for the few rows still to send among every mail ever sent.
    index('mail_outbox_to_send_idx')
      .on(table.status, table.id)
      .where(sql`${table.status} in ('pending', 'queued')`),
  ],
);
