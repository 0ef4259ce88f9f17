// The first answer of each create or money call made with an Idempotency-Key, per caller, route and
// key: a repeat is answered from here and does nothing again (platform/access/idempotent-calls.ts).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const idempotentCalls = pgTable(
  'idempotent_calls',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The declared method and path ("POST /leadspeek/client/create"), not the filled-in URL. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the params, query and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first call is still running. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.route, table.key] }),
    index('idempotent_calls_created_idx').on(table.createdAt),
  ],
);
