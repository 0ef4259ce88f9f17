// Beta features, how each platform offers them, the users let into them, and the agreements
// people accepted.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** The catalogue of beta features, the same on every platform. */
export const betaFeatures = pgTable('beta_features', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * How one platform offers a beta feature. A platform without a row keeps the feature closed
 * (in beta, not for all agencies); its staff's first change writes the row.
 */
export const platformBetaFeatures = pgTable(
  'platform_beta_features',
  {
    rootCompanyId: integer('root_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => betaFeatures.id, { onDelete: 'cascade' }),
    isBeta: boolean('is_beta').notNull().default(true),
    applyToAllAgency: boolean('apply_to_all_agency').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.rootCompanyId, table.featureId] }),
    index('platform_beta_features_feature_id_idx').on(table.featureId),
  ],
);

/** Users let into a beta feature; a user belongs to one platform, so the list is per platform too. */
export const betaFeatureUsers = pgTable(
  'beta_feature_users',
  {
    featureId: integer('feature_id')
      .notNull()
      .references(() => betaFeatures.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.featureId, table.userId] }),
    index('beta_feature_users_user_id_idx').on(table.userId),
  ],
);

/** A feature agreement (part 1 §3): one per user and feature. */
export const featureAgreements = pgTable(
  'feature_agreements',
  {
    id: serial('id').primaryKey(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => betaFeatures.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    locationMenu: text('location_menu').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feature_agreements_user_feature_unique').on(table.userId, table.featureId),
    index('feature_agreements_feature_id_idx').on(table.featureId),
    index('feature_agreements_company_id_idx').on(table.companyId),
  ],
);

export const developerAgreements = pgTable(
  'developer_agreements',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    locationMenu: text('location_menu').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The developer billing agreement (part 1 §6's dialog): calls made with API credentials may
     * charge as the same clicks would, with no question asked each time. Asked once, before the
     * first credentials are issued.
     */
    billingAgreedAt: timestamp('billing_agreed_at', { withTimezone: true }),
  },
  (table) => [index('developer_agreements_company_id_idx').on(table.companyId)],
);
