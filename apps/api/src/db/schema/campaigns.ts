// Campaigns (part 2 §3 "Campaign (leadspeek)"): the core columns agency and client management
// needs (active campaigns block removal and product changes); the campaigns issue adds the rest.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'stopped', 'archived'] as const;

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    /** The public campaign id shown to users and in embed codes. */
    leadspeekApiId: text('leadspeek_api_id').notNull(),
    /** The client company that runs the campaign. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    module: text('module', { enum: ['local', 'locator', 'enhance', 'b2b'] }).notNull(),
    campaignName: text('campaign_name').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaigns_leadspeek_api_id_unique').on(table.leadspeekApiId),
    index('campaigns_company_status_idx').on(table.companyId, table.status),
  ],
);
