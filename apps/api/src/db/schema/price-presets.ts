// An agency's named price presets (issue 23 point 3) and the preset a client was given when it was
// added, which the campaign wizard's price step starts from.
import type { CampaignPriceCents, LeadModuleKind } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Per product: set-up fee, platform fee per period and cost per lead, in cents. */
export type PresetPrices = Record<LeadModuleKind, CampaignPriceCents>;

export const pricePresets = pgTable(
  'price_presets',
  {
    id: serial('id').primaryKey(),
    /** The agency that keeps the preset. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prices: jsonb('prices').$type<PresetPrices>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are told apart as people read them: "Premium" and "premium" are one preset.
  (table) => [uniqueIndex('price_presets_company_name').on(table.companyId, sql`lower(${table.name})`)],
);

export const clientPricePresets = pgTable(
  'client_price_presets',
  {
    /** The client company. */
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    presetId: integer('preset_id')
      .notNull()
      .references(() => pricePresets.id, { onDelete: 'cascade' }),
  },
  (table) => [index('client_price_presets_preset_id_idx').on(table.presetId)],
);
