// The developer API's credentials (issue 26 part 2): a company's named client id and secret, and the
// short-lived bearer tokens the OAuth client-credentials grant issues for them. Secrets and tokens
// are stored as SHA-256 hashes only (they are long random values, not passwords): a leaked table
// grants nothing, and the secret is shown once, when it is made.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const apiCredentials = pgTable(
  'api_credentials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the secret was last replaced (the old one stopped working then). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** When a token was last issued for it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Revoked: no token is issued, and its tokens stop working at once. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('api_credentials_company_id_idx').on(table.companyId),
    index('api_credentials_created_by_user_id_idx').on(table.createdByUserId),
  ],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    credentialId: integer('credential_id')
      .notNull()
      .references(() => apiCredentials.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_tokens_credential_id_idx').on(table.credentialId)],
);
