// Ads Design (issue 27 item 1): an agency's banner sets, optionally made for one of its clients, and
// the clicks of each set's hosted link, counted per size.
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { uploads } from './uploads.ts';

export const bannerSets = pgTable(
  'banner_sets',
  {
    id: serial('id').primaryKey(),
    /** The agency that made the set. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The client the set is for (its brand colours and logo); null: the agency's own. */
    clientCompanyId: integer('client_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    headline: text('headline').notNull(),
    body: text('body').notNull().default(''),
    callToAction: text('call_to_action').notNull(),
    /** http(s) only; the browser opens it after a click, the server never fetches it. */
    landingUrl: text('landing_url').notNull(),
    backgroundColor: text('background_color').notNull(),
    /** An uploaded background image (drawn under the text panel); null: the colour alone. */
    backgroundUploadId: uuid('background_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The short public name of the set's click-through link. */
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('banner_sets_company_id_idx').on(table.companyId),
    index('banner_sets_client_company_id_idx').on(table.clientCompanyId),
    index('banner_sets_background_upload_id_idx').on(table.backgroundUploadId),
    uniqueIndex('banner_sets_slug').on(table.slug),
  ],
);

/** One counter row per set and size, created by the first click. */
export const bannerClicks = pgTable(
  'banner_clicks',
  {
    bannerSetId: integer('banner_set_id')
      .notNull()
      .references(() => bannerSets.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bannerSetId, table.size] })],
);

export type BannerSetRow = typeof bannerSets.$inferSelect;
