// Beta features, the users let into them, and the agreements people accepted.
import {
  boolean,
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

export const betaFeatures = pgTable('beta_features', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  isBeta: boolean('is_beta').notNull().default(true),
  applyToAllAgency: boolean('apply_to_all_agency').notNull().default(false),
});

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
  (table) => [primaryKey({ columns: [table.featureId, table.userId] })],
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
  (table) => [uniqueIndex('feature_agreements_user_feature_unique').on(table.userId, table.featureId)],
);

export const developerAgreements = pgTable('developer_agreements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  locationMenu: text('location_menu').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
