// Pixel page views dropped before processing (issue 13 point 6): counted in memory by ingestion and
// added here in batches, per campaign and UTC day, and platform-wide when the key names no campaign.
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

/** Dropped page views of a campaign on a UTC day, by PIXEL_DROP_REASONS. */
export const pixelDropCounts = pgTable(
  'pixel_drop_counts',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.day, table.reason] })],
);

/** Dropped page views whose key named no campaign (or none at all), platform-wide per UTC day. */
export const pixelDropCountsWithoutCampaign = pgTable(
  'pixel_drop_counts_without_campaign',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.reason] })],
);
