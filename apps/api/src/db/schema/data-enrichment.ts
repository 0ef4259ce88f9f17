// Data enrichment (issue 27 item 2): each company's price per matched row, the contact files
// uploaded as jobs, and the enriched output written chunk by chunk. A chunk's output row, the job's
// progress and the chunk's ledger postings are one transaction, so a restarted job goes on from
// the last chunk and never bills a row twice.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** Prices per matched row, in cents. */
export const enrichmentPrices = pgTable('enrichment_prices', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** An agency: its clients' price. The root: its agencies' default price and the clients' minimum. */
  pricePerMatchCents: integer('price_per_match_cents'),
  /** Set by the root on an agency: what that agency pays; null means the root's price. */
  costPerMatchCents: integer('cost_per_match_cents'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const enrichmentJobs = pgTable(
  'enrichment_jobs',
  {
    id: serial('id').primaryKey(),
    /** The company that uploaded the file: the only one that reads it, and the one billed. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** uploaded → previewed → queued → running → done (or failed); expired once the file is deleted. */
    state: text('state').notNull().default('uploaded'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    /** The first rows of the file (cells cut short), shown beside the column mapping. */
    sampleRows: jsonb('sample_rows').$type<string[][]>().notNull().default([]),
    /** The uploaded file as text; dropped once the job is done. */
    content: text('content'),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    matchedRows: integer('matched_rows').notNull().default(0),
    chargedCents: bigint('charged_cents', { mode: 'number' }).notNull().default(0),
    /** The previewed answer, as the confirmation bills it. */
    preview: jsonb('preview').$type<Record<string, number>>(),
    /** What one matched row costs the owner, and the platform's share of it; fixed at confirmation. */
    pricePerMatchCents: integer('price_per_match_cents'),
    wholesalePerMatchCents: integer('wholesale_per_match_cents'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last time the job moved: queued, or a chunk committed (a stalled job is found by it). */
    progressedAt: timestamp('progressed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('enrichment_jobs_company_id_idx').on(table.companyId, table.id),
    index('enrichment_jobs_created_by_user_id_idx').on(table.createdByUserId),
    index('enrichment_jobs_state_idx').on(table.state),
    index('enrichment_jobs_expires_at_idx').on(table.expiresAt),
  ],
);

/** The enriched CSV lines of one chunk of a job (no header), in chunk order. */
export const enrichmentResultChunks = pgTable(
  'enrichment_result_chunks',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => enrichmentJobs.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    csv: text('csv').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.chunkIndex] })],
);
