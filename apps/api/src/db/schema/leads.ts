// Leads: a named person (or business contact) a campaign produced, with the price the client pays
// for it. The lead engine writes them; reports and dashboards read them.
import type { ScoreReason } from '@lead/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /**
     * No foreign key on the campaign and company: a check per row cost the pipeline a sixth of its
     * database time. One check per statement keeps what the keys kept (migration
     * lead_keys_checked_per_statement): the pair exists, key-share locked; deleting either is refused.
     */
    campaignId: integer('campaign_id').notNull(),
    /** The client company that runs the campaign (kept here so reports need no join to filter). */
    companyId: integer('company_id').notNull(),
    module: text('module', { enum: ['local', 'locator', 'enhance', 'b2b'] }).notNull(),
    /** The identity the lead-data provider resolved (stable per person across visits). */
    personKey: text('person_key').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** MD5 of the lower-cased e-mail: what suppression lists compare. */
    emailMd5: text('email_md5'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    /** B2B ID: the business contact. */
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    businessEmail: text('business_email'),
    /** Search ID: the keyword the person searched. */
    keyword: text('keyword'),
    /** Enhance ID: extra consumer attributes. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    sourceUrl: text('source_url'),
    /** The visit it came from: unique (with its company), so a retried resolution never makes a second lead. */
    visitId: bigint('visit_id', { mode: 'number' }),
    /** pixel, search or audience; 'test' for a test lead (not billed). */
    source: text('source').notNull().default('pixel'),
    /** What the client is charged for this lead, in cents. */
    priceCents: integer('price_cents').notNull().default(0),
    /** Issue 25 item 2: 0–100 by the campaign's scoring rules; null for a lead without page views. */
    score: smallint('score'),
    scoreTags: text('score_tags').array().notNull().default(sql`'{}'::text[]`),
    /** One line per part of the score, as scored: `{ points, text }[]`. */
    scoreReasons: jsonb('score_reasons').$type<ScoreReason[]>(),
    /** When the recency points lapse: the nightly refresh scores the lead again then. */
    scoreChangesAt: timestamp('score_changes_at', { withTimezone: true }),
    /** When its delivery (report e-mail, notifications, integrations) ran; null until then. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When what the lead came from was received: its page view's receipt (the visit's received_at,
     * exact), or the lead's own creation when it has none. The month it is stored under (migration
     * leads_monthly_partitions): fixed by the page view, so a retried page view finds its lead there.
     */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_campaign_created_idx').on(table.campaignId, table.createdAt),
    index('leads_company_created_idx').on(table.companyId, table.createdAt),
    // Platform-wide reports read the newest leads first across every campaign.
    index('leads_created_idx').on(table.createdAt),
    // Keyed with the client company, the distribution column Citus would shard by (db/citus/plan.ts),
    // and the month key (migration leads_monthly_partitions). The ids stay unique by their sequence,
    // which the statistics say (migration traffic_ids_distinct), so a young table is planned right.
    primaryKey({ name: 'leads_pkey', columns: [table.id, table.companyId, table.receivedAt] }),
    // The visit's own key: a page view has one company and one receipt time, so it makes one lead.
    uniqueIndex('leads_visit_unique').on(table.visitId, table.companyId, table.receivedAt),
    // Re-identification: was this person a lead of the client inside the window? (A campaign's own
    // window reads the same rows: a campaign has one client.)
    index('leads_company_person_idx').on(table.companyId, table.personKey, table.createdAt),
    index('leads_email_md5_idx').on(table.emailMd5),
    index('leads_score_changes_idx').on(table.scoreChangesAt).where(sql`${table.scoreChangesAt} is not null`),
    index('leads_undelivered_idx').on(table.campaignId).where(sql`${table.deliveredAt} is null`),
  ],
);
