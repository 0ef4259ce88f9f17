// The tenant tree: root → agencies → clients, with settings per company.
import { sql } from 'drizzle-orm';
import {
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
import { ltree } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    path: ltree('path').notNull(),
    /** The platform root: the path's first label (the rows Report Analytics reads copy it); none for a
     * placeholder path written before the company's id is known. */
    rootId: integer('root_id').generatedAlwaysAs(
      sql`case when split_part(ltree2text(path), '.', 1) ~ '^[0-9]{1,9}$' then split_part(ltree2text(path), '.', 1)::integer end`,
    ),
    kind: text('kind', { enum: ['root', 'agency', 'client'] }).notNull(),
    companyName: text('company_name').notNull(),
    legalName: text('legal_name'),
    shortName: text('short_name'),
    subdomain: text('subdomain'),
    domain: text('domain'),
    logo: text('logo'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    stateCode: text('state_code'),
    stateName: text('state_name'),
    countryCode: text('country_code'),
    leadspeekType: text('leadspeek_type').notNull().default(''),
    manualBill: boolean('manual_bill').notNull().default(false),
    isWhitelabeling: boolean('is_whitelabeling').notNull().default(false),
    packageId: text('package_id'),
    paymentStatus: text('payment_status'),
    accountStatus: text('account_status').notNull().default(''),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    accountRequirements: jsonb('account_requirements').$type<string[]>().notNull().default([]),
    /** Whose referral link brought the company: a sales person or an agency owner (the name predates agency links). */
    referredBySalesUserId: integer('referred_by_sales_user_id'),
    /** 'stripe' (cards) or a non-card gateway; with a package and no card gateway it counts as connected. */
    paymentGateway: text('payment_gateway').notNull().default('stripe'),
    /** The connected account at the payment provider (agencies). */
    providerAccountId: text('provider_account_id'),
    /** An agency's id in the reseller's own systems (DownlineOrganizationID). */
    organizationId: text('organization_id'),
    /** Payment terms and products an agency may sell (part 2 §3 selected_payment_term, selected_modules). */
    selectedTerms: text('selected_terms')
      .array()
      .notNull()
      .default(sql`'{Weekly,Monthly,One Time,Prepaid}'::text[]`),
    selectedModules: text('selected_modules')
      .array()
      .notNull()
      .default(sql`'{local,locator,enhance,b2b}'::text[]`),
    /** Sales people of an agency (sales users of the root); the foreign keys are in the migration. */
    salesRepId: integer('sales_rep_id'),
    accountExecutiveId: integer('account_executive_id'),
    accountRefId: integer('account_ref_id'),
    /** Active campaigns of this company and below, kept by a trigger on campaigns (list filters). */
    activeCampaigns: integer('active_campaigns').notNull().default(0),
    /** Live clients and agencies directly below this company, kept by a trigger on companies (lists, rankings). */
    clients: integer('clients').notNull().default(0),
    agencies: integer('agencies').notNull().default(0),
    /** Whether the company's owner has a saved card, kept by a trigger on payment_cards (the list's card filter). */
    ownerCard: boolean('owner_card').notNull().default(false),
    industryId: text('industry_id'),
    industryName: text('industry_name'),
    /**
     * The custom domain as it was last verified in DNS (issue 14): the domain is served as the agency's
     * host only while it equals this; a changed domain is unverified until its record is checked again.
     */
    domainVerified: text('domain_verified'),
    /** The last DNS check of the custom domain and what it found (shown beside an unverified domain). */
    domainCheckedAt: timestamp('domain_checked_at', { withTimezone: true }),
    domainCheckFound: text('domain_check_found'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Soft removal (issue 15 item 6): set on the removed company and its whole subtree at once. The
     * row stays for the money and audit records that name it; the access layer never reaches it.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('companies_path_gist').using('gist', table.path),
    // The platform's agencies within a scope, without reading its million clients (Report Analytics).
    index('companies_agency_path_gist').using('gist', table.path).where(sql`${table.kind} = 'agency'`),
    // The agency ranking's sellers (Report Analytics), covering in the migration (INCLUDE id, name,
    // clients, active campaigns and path): its 20,000 agencies read from the index alone, where the
    // table's rows cost 17 ms (a page each, among the platform's million clients).
    index('companies_agency_sellers_idx')
      .on(table.rootId)
      .where(sql`${table.kind} = 'agency' and ${table.removedAt} is null`),
    index('companies_roots_idx').on(table.id).where(sql`${table.kind} = 'root'`),
    // A sales person's downline by its assigned agencies (platform/access/subtree.ts salesDownline):
    // each assigned agency's own row, or its companies, found by the agency part of their path, where
    // the whole platform's 20,000 agencies were read to keep its 273.
    index('companies_downline_idx').on(
      sql`subpath(${table.path}, 0, least(2, nlevel(${table.path})))`,
      table.kind,
    ),
    index('companies_parent_idx').on(table.parentId),
    // The tree list pages children of one parent by name or by creation, without sorting them all.
    index('companies_parent_name_idx').on(table.parentId, sql`lower(${table.companyName})`, table.id),
    index('companies_parent_created_idx').on(table.parentId, table.createdAt, table.id),
    index('companies_name_trgm').using('gin', sql`${table.companyName} gin_trgm_ops`),
    index('companies_sales_rep_idx').on(table.salesRepId),
    index('companies_account_executive_idx').on(table.accountExecutiveId),
    index('companies_account_ref_idx').on(table.accountRefId),
    // A removed agency frees its subdomain and domain for a new one.
    uniqueIndex('companies_subdomain_unique')
      .on(sql`lower(${table.subdomain})`)
      .where(sql`${table.removedAt} is null`),
    uniqueIndex('companies_domain_unique')
      .on(sql`lower(${table.domain})`)
      .where(sql`${table.removedAt} is null`),
    // The liveness test of the access layer looks a path up among the removed ones only.
    index('companies_removed_path_idx').on(table.path).where(sql`${table.removedAt} is not null`),
  ],
);

/** Named JSON settings of a company: 'appearance', 'modules' (names and slugs), … */
export const companySettings = pgTable(
  'company_settings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.name] })],
);
