// Campaigns (part 2 §3 "Campaign (leadspeek)", "Cost module", "Company group", "Organization",
// "Approximate lead-count row"): a client's campaign in one module, with its targeting, delivery,
// limits and price, and the folders and organizations campaigns are filed under.
import { NO_PAGE_RULES, type PageRules, PREPAID_TOPUP_OPTIONS, type ScoreRules } from '@lead/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { platformRoot } from './columns.ts';
import { companies } from './companies.ts';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'stopped', 'archived'] as const;

/** Folders of campaigns within a client's module; lists start with View All (part 2 §3). */
export const companyGroups = pgTable(
  'company_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    module: text('module', { enum: ['local', 'locator', 'enhance', 'b2b'] }).notNull(),
    groupName: text('group_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_groups_name_unique').on(
      table.companyId,
      table.module,
      sql`lower(${table.groupName})`,
    ),
  ],
);

/** Organizations a client files campaigns under (/marketing/…): a name, a parent, its own id. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    organizationName: text('organization_name').notNull(),
    parentId: integer('parent_id'),
    customId: text('custom_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organizations_company_idx').on(table.companyId)],
);

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
    rootId: platformRoot(),
    module: text('module', { enum: ['local', 'locator', 'enhance', 'b2b'] }).notNull(),
    campaignName: text('campaign_name').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    companyGroupId: integer('company_group_id').references(() => companyGroups.id, { onDelete: 'set null' }),
    clientOrganizationId: text('client_organization_id'),
    clientCampaignId: text('client_campaign_id'),
    clientHidePhone: boolean('client_hide_phone').notNull().default(false),
    /** Delivery: report type, who receives reports, who the admin notices go to. */
    reportType: text('report_type').notNull().default('CSV'),
    reportSentTo: text('report_sent_to').array().notNull().default(sql`'{}'::text[]`),
    adminNotifyTo: text('admin_notify_to').array().notNull().default(sql`'{}'::text[]`),
    leadsAmountNotification: integer('leads_amount_notification'),
    /** Site ID: the landing page and thank-you page the pixel watches, and whether GTM installs it. */
    urlCode: text('url_code'),
    urlCodeThankyou: text('url_code_thankyou'),
    gtmInstalled: boolean('gtm_installed').notNull().default(false),
    /** Local calendar dates in the campaign's own time zone; the originals as first set. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    originalStartDate: date('original_start_date', { mode: 'string' }),
    originalEndDate: date('original_end_date', { mode: 'string' }),
    timezone: text('timezone').notNull().default('America/Chicago'),
    /** Search ID targeting. */
    locatorKeyword: text('locator_keyword').array().notNull().default(sql`'{}'::text[]`),
    locatorKeywordContextual: text('locator_keyword_contextual').array().notNull().default(sql`'{}'::text[]`),
    locatorDesc: text('locator_desc'),
    nationalTargeting: boolean('national_targeting').notNull().default(false),
    locationTarget: text('location_target'),
    locatorState: text('locator_state').array().notNull().default(sql`'{}'::text[]`),
    locatorCity: text('locator_city').array().notNull().default(sql`'{}'::text[]`),
    locatorZip: text('locator_zip').array().notNull().default(sql`'{}'::text[]`),
    locatorRequire: text('locator_require'),
    /** Enhance ID and B2B ID targeting and the attributes they return. */
    targeting: jsonb('targeting').$type<Record<string, unknown>>().notNull().default({}),
    /** Issue 25 item 3: Site ID pages never identified, and pages a visitor must have seen. */
    pageRules: jsonb('page_rules').$type<PageRules>().notNull().default(NO_PAGE_RULES),
    /** Issue 25 item 2: how its Site ID leads are scored; null scores by DEFAULT_SCORE_RULES. */
    scoreRules: jsonb('score_rules').$type<ScoreRules>(),
    /** What a lead must carry. */
    phoneEnabled: boolean('phone_enabled').notNull().default(false),
    homeAddressEnabled: boolean('home_address_enabled').notNull().default(false),
    requireEmailAddress: boolean('require_email_address').notNull().default(true),
    /** How long before the same person may be a lead again, and whether that spans all campaigns. */
    reidentificationType: text('reidentification_type').notNull().default('never'),
    applyReidentificationAll: boolean('apply_reidentification_all').notNull().default(false),
    listAdvanceInformationId: text('list_advance_information_id'),
    campaignInformationType: text('campaign_information_type'),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    externalCampaign: text('external_campaign'),
    /** Cost module (part 2 §3): the price of this campaign in cents, its term and its lead limits. */
    paymentTerm: text('payment_term').notNull().default('Weekly'),
    platformFeeCents: integer('platform_fee_cents').notNull().default(0),
    minCostCents: integer('min_cost_cents').notNull().default(0),
    costPerLeadCents: integer('cost_per_lead_cents').notNull().default(0),
    costMaxLead: integer('cost_max_lead'),
    limitLead: integer('limit_lead'),
    limitLeadFreq: text('limit_lead_freq'),
    limitLeadStart: date('limit_lead_start', { mode: 'string' }),
    limitLeadEnd: date('limit_lead_end', { mode: 'string' }),
    /** Prepaid (issue 16): continual top-up's Weekly/Monthly switch, on = Monthly. */
    contiDurationSelection: boolean('conti_duration_selection').notNull().default(false),
    /** Prepaid: 'continual' (a new pool is bought by itself) or 'onetime'. */
    topupOptions: text('topup_options', { enum: PREPAID_TOPUP_OPTIONS }),
    leadsBuy: integer('leads_buy'),
    continualTopupStopped: boolean('continual_topup_stopped').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Soft removal (issue 15 item 6): its leads and charges stay; nobody sees it, it takes no visits. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaigns_leadspeek_api_id_unique').on(table.leadspeekApiId),
    // The platform root too, so a platform-wide count of running campaigns reads the index alone
    // behind row-level security, as it does without.
    index('campaigns_company_status_idx').on(table.companyId, table.status, table.rootId),
    index('campaigns_end_date_idx').on(table.status, table.endDate),
    index('campaigns_group_idx').on(table.companyGroupId),
    check('campaigns_topup_options', sql`${table.topupOptions} in ('continual', 'onetime')`),
  ],
);

/** Lead-count estimates of the Audience page (part 2 §3 "Approximate lead-count row"). */
export const leadCountRequests = pgTable(
  'lead_count_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    targetLocation: text('target_location', { enum: ['National Targeting', 'State', 'Zip Code'] }).notNull(),
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
    zipCodes: text('zip_codes').array().notNull().default(sql`'{}'::text[]`),
    keyword: text('keyword').notNull(),
    countWithoutGeo: integer('count_without_geo'),
    count: integer('count'),
    status: text('status', { enum: ['pending', 'success', 'error'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    /** Who asked: they get an e-mail when a delayed count completes (part 2 §5). */
    requestedByUserId: integer('requested_by_user_id'),
    /** How many times the provider was asked (a Retry asks again). */
    attempts: integer('attempts').notNull().default(0),
    /** Where the requester works (scheme, host, port): the e-mail's link, and what a re-sent job carries. */
    origin: text('origin'),
    /** When the count job was last sent: a pending count whose job never ran is sent again. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('lead_count_requests_company_idx').on(table.companyId, table.createdAt),
    index('lead_count_requests_campaign_id_idx').on(table.campaignId),
  ],
);
