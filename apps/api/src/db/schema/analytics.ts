// Report Analytics' own tables: the daily counts per campaign the database keeps as visits and
// leads arrive, and the judgment of every running campaign a scheduled job makes from them.

import { LEAD_MODULE_KINDS, UNDER_PERFORMANCE_FINDINGS } from '@lead/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ltree, platformRoot } from './columns.ts';

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
    rootId: platformRoot(),
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
    rootId: platformRoot(),
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
 *
 * Each row also carries what the list filters and sorts by, as of the judgment: the client's path
 * (company paths never change), the client and its seller, and the three names. The list then
 * looks up only its page's campaigns and companies (their names as they are now) instead of every
 * flagged campaign's (6,000 of 33,000 running on the bench tree, two thirds of its time); a
 * rename shows at once and moves the row to its place at the next judgment.
 */
export const campaignJudgments = pgTable('campaign_judgments', {
  campaignId: integer('campaign_id').primaryKey(),
  rootId: platformRoot(),
  finding: text('finding', { enum: UNDER_PERFORMANCE_FINDINGS }).notNull(),
  visits: integer('visits').notNull(),
  leads: integer('leads').notNull(),
  previousLeads: integer('previous_leads').notNull(),
  clientPath: ltree('client_path').notNull(),
  clientCompanyId: integer('client_company_id').notNull(),
  sellerCompanyId: integer('seller_company_id').notNull(),
  sellerCompanyName: text('seller_company_name').notNull(),
  clientCompanyName: text('client_company_name').notNull(),
  campaignName: text('campaign_name').notNull(),
});

/** When the judgments were made: one row (id 1), there even when nothing was flagged. */
export const campaignJudgmentRuns = pgTable('campaign_judgment_runs', {
  id: smallint('id').primaryKey(),
  judgedAt: timestamp('judged_at', { withTimezone: true }).notNull(),
});

// The agency ranking's lead and spend sums (issue 24 item 5). A report range starts and ends at the
// viewer's local midnight, any zone; each seller's sum over it is T(end) − T(start), where T(t) is
// the seller's leads (or spend) before the instant t. T comes from a few rows per seller instead of
// a sum over every day: the months (totals before the month and through each of its days), the
// bound's day (through each of its hours), the leads not folded in yet, and the leads of the bound's
// own hour (zones a half or quarter hour off UTC). Test leads are left out, as everywhere in the
// reports. A seller is a client's parent: its agency, or the platform root for its own clients.

/**
 * Every lead as the leads table's trigger sees it, per seller and UTC hour: inserts only, so
 * resolution's parallel batches never wait on each other's seller. The fold job moves them into
 * the three tables below every minute; reports add up what it has not moved yet.
 */
export const sellerLeadDeltas = pgTable('seller_lead_deltas', {
  sellerId: integer('seller_id').notNull(),
  rootId: platformRoot(),
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  leads: integer('leads').notNull(),
  spendCents: bigint('spend_cents', { mode: 'number' }).notNull(),
});

/**
 * One row per seller and UTC month, from the month of its first lead to the month of its last, none
 * missing: the leads and spend before the month, and through the end of each of its days (31 each,
 * the days a month lacks repeating the last).
 */
export const sellerLeadMonths = pgTable(
  'seller_lead_months',
  {
    sellerId: integer('seller_id').notNull(),
    rootId: platformRoot(),
    month: date('month', { mode: 'string' }).notNull(),
    leadsBefore: bigint('leads_before', { mode: 'number' }).notNull(),
    spendBeforeCents: bigint('spend_before_cents', { mode: 'number' }).notNull(),
    leadsThrough: integer('leads_through').array().notNull(),
    spendThroughCents: bigint('spend_through_cents', { mode: 'number' }).array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.month] }),
    index('seller_lead_months_month_idx').on(table.month),
  ],
);

/** One row per seller and UTC day with leads: its leads and spend through the end of each hour (24 each). */
export const sellerLeadHours = pgTable(
  'seller_lead_hours',
  {
    sellerId: integer('seller_id').notNull(),
    rootId: platformRoot(),
    day: date('day', { mode: 'string' }).notNull(),
    leadsThrough: integer('leads_through').array().notNull(),
    spendThroughCents: bigint('spend_through_cents', { mode: 'number' }).array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.day] }),
    index('seller_lead_hours_day_idx').on(table.day),
  ],
);

/** Each seller's folded leads and spend, and its first and last month (the months table's ends). */
export const sellerLeadTotals = pgTable('seller_lead_totals', {
  sellerId: integer('seller_id').primaryKey(),
  rootId: platformRoot(),
  firstMonth: date('first_month', { mode: 'string' }).notNull(),
  lastMonth: date('last_month', { mode: 'string' }).notNull(),
  leads: bigint('leads', { mode: 'number' }).notNull(),
  spendCents: bigint('spend_cents', { mode: 'number' }).notNull(),
});

// Report Analytics' platform figures (issue 24 item 5): the platform's leads, spend and page views per
// UTC quarter hour, and which clients had leads on which UTC day, kept by statement triggers on leads
// and visits (migration platform_report_rollup). A local day starts on a quarter hour in every zone
// in use today, so a range in any zone is whole quarters. The triggers only insert (parallel batches
// never wait on a shared row); the compaction job moves those rows into one compacted row per key. A
// report sums whatever rows there are, so it counts a lead once before, during and after a compaction. Counts only grow, as the campaigns' daily counts: a lead or page view of a
// client removed since, or a page view an opt-out removed, still happened.

/** Leads and spend per platform root, module and UTC quarter hour; test leads left out. */
export const platformLeadQuarters = pgTable(
  'platform_lead_quarters',
  {
    rootId: integer('root_id').notNull(),
    module: text('module', { enum: LEAD_MODULE_KINDS }).notNull(),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    leads: integer('leads').notNull(),
    spendCents: bigint('spend_cents', { mode: 'number' }).notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (table) => [
    index('platform_lead_quarters_root_quarter_idx').on(table.rootId, table.quarter),
    uniqueIndex('platform_lead_quarters_kept_unique')
      .on(table.rootId, table.module, table.quarter)
      .where(sql`${table.compacted}`),
    index('platform_lead_quarters_fresh_idx').on(table.quarter).where(sql`not ${table.compacted}`),
  ],
);

/**
 * Page views (the pixel's, not a feed's or a test's) per platform root and UTC quarter hour of their
 * receipt, and how many of them are leads now: a page view's status turns to lead after it arrived,
 * so an update trigger adds (or takes back) one in the quarter it was received.
 */
export const platformVisitQuarters = pgTable(
  'platform_visit_quarters',
  {
    rootId: integer('root_id').notNull(),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    visits: integer('visits').notNull(),
    visitLeads: integer('visit_leads').notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (table) => [
    index('platform_visit_quarters_root_quarter_idx').on(table.rootId, table.quarter),
    uniqueIndex('platform_visit_quarters_kept_unique')
      .on(table.rootId, table.quarter)
      .where(sql`${table.compacted}`),
    index('platform_visit_quarters_fresh_idx').on(table.quarter).where(sql`not ${table.compacted}`),
  ],
);

/**
 * Each client's first and last lead of every UTC day it had one (test leads left out): whether it
 * had a lead inside a range that starts or ends within a day is a comparison with these.
 */
export const clientLeadDays = pgTable(
  'client_lead_days',
  {
    companyId: integer('company_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    rootId: integer('root_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (table) => [
    // Covering in the migration (INCLUDE company, seller, first and last lead): an index-only scan.
    index('client_lead_days_root_day_idx').on(table.rootId, table.day),
    uniqueIndex('client_lead_days_kept_unique').on(table.companyId, table.day).where(sql`${table.compacted}`),
    index('client_lead_days_fresh_idx').on(table.day).where(sql`not ${table.compacted}`),
  ],
);

/**
 * The compacted client days of a UTC month as one row per client: bit d-1 of `days` is set when the
 * client had a lead on the month's day d. The platform's figures count a range's clients from these
 * (a few rows per client) for its whole inner days, and from client_lead_days only for its first and
 * last days (by their first and last leads) and for rows not compacted yet. Written by the
 * compaction job (platform-rollup-job.ts) in the statement that compacts those days.
 */
export const clientLeadMonths = pgTable(
  'client_lead_months',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    sellerId: integer('seller_id').notNull(),
    rootId: integer('root_id').notNull(),
    days: bigint('days', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.month] }),
    // Covering in the migration (INCLUDE company, seller, days): an index-only scan.
    index('client_lead_months_root_month_idx').on(table.rootId, table.month),
  ],
);

/**
 * Issue 25 item 7: the instant before which the journey retention job has forgotten every journey
 * (one row, id 1). Each night forgets the page views received from here to the new cutoff, read per
 * campaign through visits_campaign_received_idx, so no night reads an old row twice.
 */
export const journeyRetentionMarks = pgTable('journey_retention_marks', {
  id: smallint('id').primaryKey(),
  forgottenBefore: timestamp('forgotten_before', { withTimezone: true }).notNull(),
});
