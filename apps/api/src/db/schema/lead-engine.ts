// The lead engine: visits waiting to become leads (the resolution queue), leads held for review,
// the per-lead charge ledger, suppression lists (client, campaign, platform opt-out), their CSV
// imports and opt-out requests.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';

export const VISIT_SOURCES = ['pixel', 'search', 'audience', 'test'] as const;
/** held: its lead waits for the agency's review (held_leads); discarded: the agency refused it. */
export const VISIT_STATUSES = ['queued', 'lead', 'rejected', 'held', 'discarded'] as const;
/** Visits that made a lead, or would have: what the daily cap per source address counts. */
export const VISIT_MADE_LEAD = sql`status in ('lead', 'held', 'discarded')`;

/**
 * A page view from the pixel, or a person a provider feed found for a campaign. Queued rows are the
 * resolution queue: workers claim them `for update skip locked`, in the transaction that also
 * writes the lead, so a crash leaves them queued and nothing acknowledged is lost.
 *
 * Partitioned by the month it was received (issue 28 item 6; migration visits_monthly_partitions,
 * db/month-partitions.ts): a month's page views are one table, dropped whole when the retention
 * passes it. So the key holds the month (`received_at`), and the client company, Citus's
 * distribution column (db/citus/plan.ts); the id alone is still unique, being drawn from one sequence.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /**
     * No foreign key: its check locks the campaign row for every page view, which cost ingestion
     * about a quarter of its speed (bench:ingest). Ingestion takes only known campaigns, a trigger
     * removes a deleted campaign's visits (migration visits_without_campaign_key), and the resolver
     * rejects a visit whose campaign has gone.
     */
    campaignId: integer('campaign_id').notNull(),
    /**
     * The client company (copied from the campaign so tenant queries need no join). No foreign key:
     * the campaign's already removes the visit with its company, and one check per row is enough.
     */
    companyId: integer('company_id').notNull(),
    source: text('source', { enum: VISIT_SOURCES }).notNull().default('pixel'),
    visitorId: text('visitor_id'),
    pageUrl: text('page_url'),
    /** The page's title as the pixel read it, cleaned and cut (rules/visitor-journey.ts). */
    pageTitle: text('page_title'),
    /** Where this page view came from: the previous page, or for a landing the outside site. */
    referrer: text('referrer'),
    /**
     * The pixel marks whether a page view follows another of the same browser session (true) or
     * starts one (false); null from a pixel older than the mark. A visit (one sitting) starts at a
     * page view marked false, or after 30 minutes without a page view.
     */
    continued: boolean('continued'),
    /** The source address, one spelling per address (platform/source-address.ts, normalAddress). */
    ip: text('ip'),
    /** What the daily cap counts by: the address's key, one per IPv4 address or IPv6 /64. */
    sourceKey: text('source_key'),
    userAgent: text('user_agent'),
    /** A hashed e-mail the page or a feed supplied (MD5 of the lower-cased address). */
    emailMd5: text('email_md5'),
    keyword: text('keyword'),
    /** A feed's person, already known; pixel visits are resolved by the provider. */
    personKey: text('person_key'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('queued'),
    /** Why the visit did not become a lead (the dashboard counts them per campaign). */
    reason: text('reason'),
    leadId: bigint('lead_id', { mode: 'number' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    // With the client company, Citus's distribution column (db/citus/plan.ts), and the month received,
    // the partition key (migration visits_monthly_partitions); the ids stay unique by their sequence,
    // which the statistics say (migration traffic_ids_distinct).
    primaryKey({ name: 'visits_pkey', columns: [table.id, table.companyId, table.receivedAt] }),
    index('visits_queued_idx').on(table.id).where(sql`${table.status} = 'queued'`),
    index('visits_campaign_received_idx').on(table.campaignId, table.receivedAt),
    // A lead's journey (issue 25 item 1): the page views of its browser on its campaign, in order.
    // Partial: a page view enters it when it is resolved (its update writes every index anyway), so
    // ingestion writes one index less (bench:ingest); the resolver reads its own batch by id.
    index('visits_journey_idx')
      .on(table.campaignId, table.visitorId, table.occurredAt)
      .where(sql`${table.status} <> 'queued'`),
    // Opt-out redaction finds a person's visits by e-mail hash and by key; partial, so a page view
    // (which has neither when it arrives) costs these indexes nothing at ingestion.
    index('visits_email_md5_idx').on(table.emailMd5).where(sql`${table.emailMd5} is not null`),
    index('visits_person_key_idx').on(table.personKey).where(sql`${table.personKey} is not null`),
    // The daily cap per source address and campaign (issue 12 item 4); partial, so a page view costs
    // it nothing at ingestion (a queued visit is not in it).
    index('visits_lead_source_idx')
      .on(table.campaignId, table.sourceKey, table.receivedAt)
      .where(sql`${table.status} in ('lead', 'held', 'discarded')`),
  ],
);

/**
 * Each campaign's leads per minute of the last two hours, tests left out: the velocity guard reads a
 * campaign's last hour from its 60 minutes (and the leads of the one minute the hour starts inside)
 * instead of counting every lead of the hour in every batch, which grew with a busy campaign's leads
 * (bench:pipeline). Kept by a statement trigger on leads (migration campaign_minute_leads), which also
 * drops the batch's campaigns' minutes that fell out of the window. No foreign key, as on the daily
 * counts: the campaigns' delete trigger removes a campaign's rows.
 */
export const campaignMinuteLeads = pgTable(
  'campaign_minute_leads',
  {
    campaignId: integer('campaign_id').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    leads: integer('leads').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.minute] })],
);

export const HELD_LEAD_STATUSES = ['held', 'released', 'discarded'] as const;

/**
 * A lead the velocity guard held (issue 12 item 4): not a lead yet, so nothing reads it as one, bills
 * it or delivers it, until its agency releases it (then it becomes a lead with its one charge) or
 * discards it. Only the person's key is kept: the release reads the person again.
 */
export const heldLeads = pgTable(
  'held_leads',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    visitId: bigint('visit_id', { mode: 'number' }).notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The client company that runs the campaign (and is charged on release). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personKey: text('person_key').notNull(),
    /** MD5 of the person's lower-cased e-mail, so an opt-out finds the held lead too. */
    emailMd5: text('email_md5'),
    /** The campaign's price when it was held: what a release charges. */
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: HELD_LEAD_STATUSES }).notNull().default('held'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the alert job took it into account (one alert per campaign and hour). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id'),
    /** The lead a release made. */
    leadId: bigint('lead_id', { mode: 'number' }),
  },
  (table) => [
    // Keys with the client company, the distribution column Citus would shard by (db/citus/plan.ts);
    // a visit has one company, so a visit is still held once.
    primaryKey({ name: 'held_leads_pkey', columns: [table.id, table.companyId] }),
    uniqueIndex('held_leads_visit_unique').on(table.visitId, table.companyId),
    index('held_leads_campaign_held_idx').on(table.campaignId, table.heldAt),
    index('held_leads_company_id_idx').on(table.companyId),
    index('held_leads_person_idx').on(table.personKey).where(sql`${table.status} = 'held'`),
    index('held_leads_email_md5_idx').on(table.emailMd5).where(sql`${table.emailMd5} is not null`),
  ],
);

/**
 * The per-lead charge: one row per billable lead (unique lead_id and company), in integer cents.
 * Partitioned by its lead's month (migration lead_rows_monthly_partitions), like the lead.
 */
export const leadCharges = pgTable(
  'lead_charges',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    // Checked once per statement, like the lead's (see leads.campaignId).
    companyId: integer('company_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lead's month key (leads.received_at): the month the charge is kept in. */
    leadReceivedAt: timestamp('lead_received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Keys with the client company (Citus's distribution column) and the lead's month (the partition
    // key): a lead has one company and one month, so a lead is still charged once.
    primaryKey({ name: 'lead_charges_pkey', columns: [table.id, table.companyId, table.leadReceivedAt] }),
    uniqueIndex('lead_charges_lead_unique').on(table.leadId, table.companyId, table.leadReceivedAt),
    index('lead_charges_company_created_idx').on(table.companyId, table.createdAt),
    index('lead_charges_campaign_created_idx').on(table.campaignId, table.createdAt),
  ],
);

export const SUPPRESSION_SCOPES = ['client', 'campaign', 'platform'] as const;

/** E-mails (as MD5 of the lower-cased address) that never become leads in a scope. */
export const suppressionEntries = pgTable(
  'suppression_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: SUPPRESSION_SCOPES }).notNull(),
    /** The client company (client and campaign scopes); null for the platform opt-out list. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    emailMd5: text('email_md5').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('suppression_entries_unique').on(
      table.scope,
      sql`coalesce(${table.companyId}, 0)`,
      sql`coalesce(${table.campaignId}, 0)`,
      table.emailMd5,
    ),
    index('suppression_entries_md5_idx').on(table.emailMd5),
    index('suppression_entries_company_id_idx').on(table.companyId),
    index('suppression_entries_campaign_id_idx').on(table.campaignId),
  ],
);

export const IMPORT_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;

/** A client's exclusion-list CSV: imported in the background, its progress polled. */
export const suppressionImports = pgTable(
  'suppression_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The uploaded file, kept until the import has read it. */
    content: text('content'),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    addedRows: integer('added_rows').notNull().default(0),
    badRows: jsonb('bad_rows').$type<{ line: number; reason: string }[]>().notNull().default([]),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('suppression_imports_company_idx').on(table.companyId, table.createdAt),
    index('suppression_imports_campaign_id_idx').on(table.campaignId),
  ],
);

/** A person's request to be excluded platform-wide; a job removes their leads and visits. */
export const optOutRequests = pgTable(
  'opt_out_requests',
  {
    id: serial('id').primaryKey(),
    emailMd5: text('email_md5').notNull(),
    source: text('source', { enum: ['public', 'system'] }).notNull(),
    /**
     * The platform that received the request (its site's opt-out page, or its staff): only that
     * platform lists and purges it. The address is excluded on every platform all the same.
     */
    rootCompanyId: integer('root_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What the job removed in this platform's tenants (the user log keeps the totals). */
    removedLeads: integer('removed_leads').notNull().default(0),
    removedVisits: integer('removed_visits').notNull().default(0),
  },
  (table) => [
    index('opt_out_requests_created_idx').on(table.createdAt),
    index('opt_out_requests_root_created_idx').on(table.rootCompanyId, table.createdAt),
  ],
);

/** One provider feed run per campaign and slot: a repeated run of the same slot queues nothing. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    matches: integer('matches').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.slotStart] })],
);

/**
 * A hosted test page of a Site ID campaign (issue 14): opened from the campaign's embed code, it
 * carries the campaign's pixel on the platform's own host, and the page views it sends become test
 * leads (never billed). Only the token's SHA-256 is kept; the token lives an hour. The mark comes
 * from here, never from the page view: a real site cannot claim to be a test.
 */
export const pixelTestPages = pgTable(
  'pixel_test_pages',
  {
    tokenHash: text('token_hash').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pixel_test_pages_campaign_idx').on(table.campaignId)],
);

/**
 * The re-scoring a change of a campaign's scoring rules started (issue 25 item 2): its leads of the
 * last RESCORE_DAYS, scored again in batches by the lead-rescore job. `version` grows with every
 * change, so a run that a newer change overtook stops and leaves the rest to the newer one.
 */
export const leadRescores = pgTable('lead_rescores', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  /** The last lead scored: the next batch starts after it. */
  afterLeadId: bigint('after_lead_id', { mode: 'number' }).notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Where a Site ID campaign's pixel has been seen (issue 25 item 6): each host its page views came
 * from, on the campaign's site or not, with how many and when last. Written from the pixel's memory
 * every few seconds (ingest/pixel-sightings.ts); at most PIXEL_SIGHTING_HOSTS hosts of each kind per
 * campaign, so hosts a stranger makes up never push the campaign's own site out.
 */
export const pixelSightings = pgTable(
  'pixel_sightings',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    /** On the campaign's site when last seen: each kind keeps its own newest hosts. */
    onSite: boolean('on_site').notNull(),
    pageViews: bigint('page_views', { mode: 'number' }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.host] })],
);

/** The pixel silences the agency was told of (issue 25 item 6): one e-mail per silence. */
export const pixelSilenceNotices = pgTable('pixel_silence_notices', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  /** The last page view before the silence: a later silence has another. */
  silentSince: timestamp('silent_since', { withTimezone: true }).notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
});
