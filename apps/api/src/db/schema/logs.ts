// The user log of part 2 §3: who did what, from where.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const userLogs = pgTable(
  'user_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** The real person when acting in view mode. */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    userIp: text('user_ip'),
    /** The campaign (leadspeek_api_id) an action was about, for the campaign filter. */
    campaignId: text('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_logs_company_idx').on(table.companyId, table.createdAt),
    index('user_logs_user_idx').on(table.userId, table.createdAt),
    index('user_logs_acting_user_id_idx').on(table.actingUserId),
  ],
);
