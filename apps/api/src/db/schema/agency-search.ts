// The words an agency is found by in the tree list, kept by the database (migration
// agency_search_words): its own name, its live clients' names, and the names and e-mails of their
// owners, lower-cased, split at spaces, '@' and '.', each word once. A broad search ("smith") over
// 20,000 agencies then reads one short row per agency instead of tens of thousands of users.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { platformRoot } from './columns.ts';
import { companies } from './companies.ts';

export const agencySearchWords = pgTable(
  'agency_search_words',
  {
    agencyId: integer('agency_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    rootId: platformRoot(),
    /** ' word word … ': each word once, between spaces. */
    words: text('words').notNull(),
  },
  (table) => [index('agency_search_words_trgm').using('gin', sql`${table.words} gin_trgm_ops`)],
);
