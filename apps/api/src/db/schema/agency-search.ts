// The words an agency is found by in the tree list, kept by the database (migrations
// agency_search_words, agency_search_vocabulary): its own name, its live clients' names, and the
// names and e-mails of their owners, lower-cased, split at spaces, '@' and '.', each word once. A
// broad search ("smith") over 20,000 agencies then reads one short row per agency instead of tens
// of thousands of users, and the row carries what the list counts and orders its agencies by.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ltree, platformRoot } from './columns.ts';
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
    // The agency's own columns the searched list filters, counts and orders by, copied with its words.
    parentId: integer('parent_id'),
    path: ltree('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    companyName: text('company_name').notNull(),
  },
  (table) => [
    index('agency_search_words_trgm').using('gin', sql`${table.words} gin_trgm_ops`),
    // The words as an array: a search whose vocabulary words are known finds its agencies exactly.
    index('agency_search_words_terms').using('gin', sql`string_to_array(btrim(${table.words}), ' ')`),
  ],
);

/**
 * Every word of a platform's agency words, once: a search is first matched against these short
 * words (trigrams), and the agencies are then the rows holding one of the words found. Words no
 * agency holds any more stay (they find nothing).
 */
export const agencySearchVocabulary = pgTable(
  'agency_search_vocabulary',
  {
    rootId: integer('root_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.rootId, table.word] }),
    index('agency_search_vocabulary_trgm').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);
