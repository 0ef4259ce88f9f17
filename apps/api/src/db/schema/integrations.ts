// Integrations (issue 17): a company's connected providers (credentials sealed with
// platform/secret-box.ts, never answered), a campaign's choice of targets per integration, one
// delivery row per (lead, integration) — its log, with its attempts, last answer, next attempt and the
// idempotency key the provider sees on every retry — and the queue the delivery engine works off.
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

export const INTEGRATION_SLUGS = [
  'webhook',
  'googlesheet',
  'sendgrid',
  'gohighlevel',
  'kartra',
  'mailboxpower',
  'clickfunnels',
  'slack',
  'hubspot',
  'salesforce',
] as const;

export const INTEGRATION_STATUSES = ['connected', 'error', 'disconnected'] as const;

/**
 * One connected provider of a company (an agency or a client). Webhooks are rows too: an agency's
 * or a client's webhook (campaign_id null: every lead of every campaign below the company) or a
 * campaign's webhook (campaign_id set). Other providers: one row per company and slug.
 */
export const companyIntegrations = pgTable(
  'company_integrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug', { enum: INTEGRATION_SLUGS }).notNull(),
    /** A campaign's own webhook; null for company-wide integrations. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** AES-256-GCM (platform/secret-box.ts) of the JSON credentials: API keys, OAuth tokens, webhook secret. */
    credentialsEncrypted: text('credentials_encrypted'),
    /** The names of the saved credential fields (values never leave the server). */
    credentialFields: text('credential_fields').array().notNull().default(sql`'{}'::text[]`),
    /** What the provider called the account when it was connected ("Acme list account"). */
    accountName: text('account_name'),
    /** Webhook endpoint URL (checked by the SSRF guard); null for other providers. */
    url: text('url'),
    /** Tags sent with every lead (webhook payload `tags`; agency and campaign tags). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Non-secret provider settings (e.g. GoHighLevel location id, ClickFunnels workspace). */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: INTEGRATION_STATUSES }).notNull().default('connected'),
    lastError: text('last_error'),
    /** Webhook signing secret rotation: when the current secret was made (shown once then). */
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_integrations_unique').on(
      table.companyId,
      table.slug,
      sql`coalesce(${table.campaignId}, 0)`,
    ),
    index('company_integrations_campaign_idx').on(table.campaignId),
  ],
);

/** A campaign's use of one of its company's integrations: chosen targets and the net-new flag. */
export const campaignIntegrations = pgTable(
  'campaign_integrations',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => companyIntegrations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** CampaignTargets of connector.ts: lists, tags, groups, sheetId. */
    targets: jsonb('targets')
      .$type<{ lists?: string[]; tags?: string[]; groups?: string[]; sheetId?: string }>()
      .notNull()
      .default({}),
    /** Net-new only: a lead already in the connected list is not sent again (a rejection of its own). */
    netNewOnly: boolean('net_new_only').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.integrationId] }),
    index('campaign_integrations_integration_idx').on(table.integrationId),
  ],
);

export const DELIVERY_STATUSES = [
  /** Waiting for its (next) attempt at next_attempt_at, or being sent (its queue row says which). */
  'pending',
  /** Being sent: a worker holds its queue row until lease_until; a crash leaves it to be claimed again. */
  'sending',
  'delivered',
  /** Refused for good (a permanent error) or out of attempts; Resend queues it again. */
  'failed',
  /** Net-new only: the provider already had the contact; not sent. */
  'duplicate',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The statuses of a delivery still in the queue; the log row says 'pending' for both. */
export const QUEUED_STATUSES = ['pending', 'sending'] as const satisfies readonly DeliveryStatus[];

/**
 * One delivery of one lead to one integration: its log and its idempotency key. Partitioned by its
 * lead's month (migration lead_deliveries_monthly_partitions), like the lead; the engine works off
 * deliveryQueue, which holds the deliveries still to be sent.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => companyIntegrations.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The client company of the lead (the delivery log's tenant). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug', { enum: INTEGRATION_SLUGS }).notNull(),
    /** 'pending' while queued (deliveryQueue says whether it is being sent), then how it ended. */
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Stable per (lead, integration): the webhook-id, the provider's idempotency key. */
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    /** When it is tried next, while it waits (the queue's own copy decides). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the lead was created: the first attempt's deadline counts from it (backoff over ≥ 24 h). */
    leadCreatedAt: timestamp('lead_created_at', { withTimezone: true }).notNull(),
    /** The lead's month key (leads.received_at), and this row's partition key. */
    leadReceivedAt: timestamp('lead_received_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyed with the client company, Citus's distribution column (db/citus/plan.ts), and the lead's
    // month, the partition key: a lead has one company and one month, so it is still delivered once
    // per integration, and its deliveries go with it.
    primaryKey({
      name: 'lead_deliveries_pkey',
      columns: [table.id, table.companyId, table.leadReceivedAt],
    }),
    // No foreign key to the lead (migration leads_monthly_partitions): a lead moving from the default
    // partition into its month is deleted and inserted again, which a key would refuse; deliveries are
    // made from their leads in the same statement, and a lead is never deleted.
    uniqueIndex('lead_deliveries_lead_integration_unique').on(
      table.leadId,
      table.companyId,
      table.integrationId,
      table.leadReceivedAt,
    ),
    // The key is a random id, unique whatever the company and month; only inserts are checked against it.
    uniqueIndex('lead_deliveries_idempotency_unique').on(
      table.idempotencyKey,
      table.companyId,
      table.leadReceivedAt,
    ),
    index('lead_deliveries_company_created_idx').on(table.companyId, table.createdAt),
    index('lead_deliveries_integration_created_idx').on(table.integrationId, table.createdAt),
    index('lead_deliveries_campaign_status_idx').on(table.campaignId, table.status),
  ],
);

/**
 * The delivery engine's queue: one row per delivery still to be sent, made with it and deleted when
 * it ends (delivered, failed for good, duplicate). Apart from the log so the engine's claim reads a
 * small table that is not partitioned: it runs on every wake-up, and each month of a partitioned
 * queue was one more table to plan (migration lead_deliveries_monthly_partitions). The immutable
 * facts of the delivery are copied, so a claim never reads the log. No foreign keys to campaigns or
 * companies: those are never deleted while they have leads (leads restrict it).
 */
export const deliveryQueue = pgTable(
  'delivery_queue',
  {
    /** The delivery's whole key in the log: id, company, lead's month. */
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    leadReceivedAt: timestamp('lead_received_at', { withTimezone: true }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => companyIntegrations.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').notNull(),
    slug: text('slug', { enum: INTEGRATION_SLUGS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: QUEUED_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due at; while sending, the lease's end (then another worker may take it). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The claiming process's liveness key (process-liveness.ts): its lease ends with it. */
    claimedBy: integer('claimed_by'),
  },
  (table) => [
    primaryKey({ name: 'delivery_queue_pkey', columns: [table.deliveryId, table.companyId] }),
    // The engine's claim: due rows, oldest first.
    index('delivery_queue_due_idx').on(table.nextAttemptAt),
    index('delivery_queue_integration_idx').on(table.integrationId),
  ],
);
