// Report Analytics' own tables: the daily counts per campaign the database keeps as visits and
// leads arrive, and the judgment of every running campaign a scheduled job makes from them.

import { UNDER_PERFORMANCE_FINDINGS } from '@lead/shared';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each campaign's visits, and its leads, per UTC day, tests left out, kept by statement triggers on
 * visits and leads (migration campaign_day_counts_and_judgments). Report Analytics judges every
 * running campaign from these instead of counting its visits and leads. Two tables, so ingestion
 * (visits) and resolution (leads) never wait on each other's row of the same campaign and day.
 * Counts only grow: a visit an opt-out removes was still a page view that day. No foreign key, as on
 * visits: ingestion must never fail on a campaign deleted meanwhile; the campaigns' delete trigger
 * removes a campaign's rows.
 */
export const campaignDayVisits = pgTable(
  'campaign_day_visits',
  {
    campaignId: integer('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.day] }),
    index('campaign_day_visits_day_idx').on(table.day, table.campaignId),
  ],
);

export const campaignDayLeads = pgTable(
  'campaign_day_leads',
  {
    campaignId: integer('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    leads: integer('leads').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.day] }),
    index('campaign_day_leads_day_idx').on(table.day, table.campaignId),
  ],
);

/**
 * The running campaigns the under-performance rule flagged at the last judgment (judge-campaigns
 * job, every 5 minutes): a platform runs tens of thousands of campaigns, and summing each one's last
 * two weeks takes longer than a page may. No foreign key: the whole set is replaced at each judgment,
 * and the list joins the campaign (still active?) when it reads.
 */
export const campaignJudgments = pgTable('campaign_judgments', {
  campaignId: integer('campaign_id').primaryKey(),
  finding: text('finding', { enum: UNDER_PERFORMANCE_FINDINGS }).notNull(),
  visits: integer('visits').notNull(),
  leads: integer('leads').notNull(),
  previousLeads: integer('previous_leads').notNull(),
});

/** When the judgments were made: one row (id 1), there even when nothing was flagged. */
export const campaignJudgmentRuns = pgTable('campaign_judgment_runs', {
  id: smallint('id').primaryKey(),
  judgedAt: timestamp('judged_at', { withTimezone: true }).notNull(),
});
