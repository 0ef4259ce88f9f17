// Sessions and the one-time secrets of sign-in. Every secret is stored as a SHA-256 hash.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** View-as: the real person behind this session, when a root system user views another account. */
    viewerUserId: integer('viewer_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_viewer_user_id_idx').on(table.viewerUserId),
  ],
);

/** A password step passed, waiting for its second factor (email code or authenticator). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull().unique(),
    kind: text('kind', { enum: ['email', 'google'] }).notNull(),
    codeHash: text('code_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_challenges_user_id_idx').on(table.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

export const ssoTokens = pgTable(
  'sso_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sso_tokens_user_id_idx').on(table.userId),
    index('sso_tokens_issued_by_user_id_idx').on(table.issuedByUserId),
  ],
);

/** Failed sign-in attempts, counted per account and per IP over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The address's key (platform/source-address.ts): an IPv6 /64 counts as one address. */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * A live-leads stream ticket (EventSource sends no bearer token): it opens one stream, once, for the
 * session that asked for it, and only while that session lasts (integrations/live-leads.ts).
 */
export const liveLeadTickets = pgTable(
  'live_lead_tickets',
  {
    /** The random id sealed inside the ticket. */
    id: text('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('live_lead_tickets_session_id_idx').on(table.sessionId)],
);

/**
 * Requests to the public forms that send mail or create companies (sign-up, password reset, opt-out),
 * by scope and key (a source address or an e-mail, hashed), kept one hour: the hourly limits every API
 * process shares (platform/hourly-limit.ts).
 */
export const hourlyLimitHits = pgTable(
  'hourly_limit_hits',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('hourly_limit_hits_key_idx').on(table.scope, table.keyHash, table.at),
    index('hourly_limit_hits_at_idx').on(table.at),
  ],
);
