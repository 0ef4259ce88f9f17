// The Data Wallet and the Prepaid term (issue 16). The wallet's balance is never stored: it is the
// ledger's `wallet` account of the agency (credits minus debits). These tables keep what the ledger
// does not: the agency's chosen amount and switches, every top-up attempt (one per idempotency
// key), the leads the wallet paid or holds, the prepaid lead pools of campaigns, and the campaigns
// paused because money ran out.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';
import { invoices } from './money.ts';
import { users } from './users.ts';

/** One row per manual-bill agency that opened its wallet (saved an amount or charged). */
export const wallets = pgTable(
  'wallets',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The saved top-up amount in cents (Save stores it; the automatic top-up charges it). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(25000),
    customAmount: boolean('custom_amount').notNull().default(false),
    /** Continual (automatic) top-up stopped; opt-in, so stopped until the agency turns it on. */
    stopContinual: boolean('stop_continual').notNull().default(true),
    /** The balance right after the last successful top-up (last_balance_amount); 0 before any. */
    lastBalanceCents: bigint('last_balance_cents', { mode: 'number' }).notNull().default(0),
    /** The top-up after which the low-balance e-mail went out (one e-mail per drop). */
    lowBalanceMailedAfter: bigint('low_balance_mailed_after', { mode: 'number' }),
    /** When the wallet first paid: from then on the agency's wholesale charges come from it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallets_amount_positive', sql`${table.amountCents} > 0 and ${table.lastBalanceCents} >= 0`),
  ],
);

export const WALLET_TOPUP_KINDS = ['manual', 'auto'] as const;
export const WALLET_TOPUP_STATUSES = ['pending', 'succeeded', 'declined', 'error'] as const;

/** Every top-up sent to the payment provider: one row per idempotency key (a replay finds it). */
export const walletTopups = pgTable(
  'wallet_topups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: WALLET_TOPUP_KINDS }).notNull(),
    /** 'wallet:{company}:manual:{client key}' or 'wallet:{company}:auto:after:{top-up id}'. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: WALLET_TOPUP_STATUSES }).notNull().default('pending'),
    providerChargeId: text('provider_charge_id'),
    /** Why it was declined or failed, as the payer reads it. */
    error: text('error'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipUser: text('ip_user'),
    timezone: text('timezone'),
    /** While a request is charging it (pending); a stale claim (a crash) is taken over with the same key. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The claiming process's liveness key (process-liveness.ts): its claim ends with it. */
    claimedBy: integer('claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wallet_topups_key_unique').on(table.idempotencyKey),
    index('wallet_topups_company_idx').on(table.companyId, table.createdAt),
    index('wallet_topups_user_id_idx').on(table.userId),
    check('wallet_topups_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const WALLET_LEAD_DEBIT_STATUSES = ['paid', 'held'] as const;

/**
 * The wholesale price of one lead of a wallet agency's client: paid from the wallet, or held (not
 * delivered, not lost) until a top-up pays it. One row per lead, kept in its lead's month (migration
 * lead_rows_monthly_partitions).
 */
export const walletLeadDebits = pgTable(
  'wallet_lead_debits',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: WALLET_LEAD_DEBIT_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The lead's month key (leads.received_at): the month the debit is kept in. */
    leadReceivedAt: timestamp('lead_received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Keys with the paying agency (Citus's distribution column for the wallet's tables) and the lead's
    // month (the partition key): a lead has one paying agency and one month, so a lead is still
    // debited once.
    primaryKey({
      name: 'wallet_lead_debits_pkey',
      columns: [table.id, table.agencyCompanyId, table.leadReceivedAt],
    }),
    uniqueIndex('wallet_lead_debits_lead_unique').on(
      table.leadId,
      table.agencyCompanyId,
      table.leadReceivedAt,
    ),
    index('wallet_lead_debits_held_idx')
      .on(table.agencyCompanyId, table.id)
      .where(sql`${table.status} = 'held'`),
    index('wallet_lead_debits_campaign_status_idx').on(table.campaignId, table.status),
    check('wallet_lead_debits_amount', sql`${table.amountCents} >= 0`),
  ],
);

export const PREPAID_POOL_PAYERS = ['client_card', 'agency_wallet'] as const;
export const PREPAID_POOL_STATUSES = ['pending', 'open', 'used', 'failed'] as const;

/**
 * A pool of leads bought up front for a Prepaid campaign (`leadsbuy` leads at the campaign's cost per
 * lead, the set-up fee on the first pool). Leads use the oldest open pool first.
 */
export const prepaidPools = pgTable(
  'prepaid_pools',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    /** 1, 2, 3 … per campaign: the idempotency key is derived from it. */
    poolNo: integer('pool_no').notNull(),
    leadsBought: integer('leads_bought').notNull(),
    leadsUsed: integer('leads_used').notNull().default(0),
    /** What the payer is charged: leads × cost per lead, plus the set-up fee on the first pool. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    setupFeeCents: bigint('setup_fee_cents', { mode: 'number' }).notNull().default(0),
    payer: text('payer', { enum: PREPAID_POOL_PAYERS }).notNull(),
    status: text('status', { enum: PREPAID_POOL_STATUSES }).notNull().default('pending'),
    /** The invoice that charged a client's card for it (client_card pools). */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'restrict',
    }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    usedUpAt: timestamp('used_up_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('prepaid_pools_number_unique').on(table.campaignId, table.poolNo),
    index('prepaid_pools_invoice_id_idx').on(table.invoiceId),
    index('prepaid_pools_open_idx').on(table.campaignId, table.poolNo).where(sql`${table.status} = 'open'`),
    check(
      'prepaid_pools_counts',
      sql`${table.leadsUsed} >= 0 and ${table.leadsUsed} <= ${table.leadsBought}`,
    ),
  ],
);

/**
 * wallet_empty: the agency's wallet cannot pay a lead; pool_empty: a one-time pool is used up (or a
 * continual top-up could not be charged); pool_period: this week's or month's continual pool is used
 * up, and the campaign waits for `resumes_at`.
 */
export const FUNDS_PAUSE_REASONS = ['wallet_empty', 'pool_empty', 'pool_period'] as const;

/** Campaigns paused because money ran out; they resume (and the row goes) after the next purchase. */
export const fundsPausedCampaigns = pgTable('funds_paused_campaigns', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: FUNDS_PAUSE_REASONS }).notNull(),
  pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  /** pool_period: when the next week or month starts (the sweep buys the next pool then). */
  resumesAt: timestamp('resumes_at', { withTimezone: true }),
});
