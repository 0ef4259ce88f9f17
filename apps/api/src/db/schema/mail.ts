// Every e-mail the platform sends is recorded; without SMTP this table is the delivery (dev outbox).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const MAIL_STATUSES = ['outbox', 'sent', 'failed', 'queued'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** queued: the platform's SMTP refused it; the mail-retry job sends it again (issue 23). */
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_company_id_idx').on(table.companyId)],
);
