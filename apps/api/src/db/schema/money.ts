// Money (issue 15): a double-entry ledger, invoices with numbered lines, and every attempt to charge
// an invoice. Nothing here is ever deleted or updated in place except an invoice's payment state:
// foreign keys RESTRICT, so removing what a row describes can never take the row with it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const LEDGER_ACCOUNT_KINDS = [
  /** What a client owes (its agency, or the platform on the agency's behalf). */
  'client_receivable',
  /** What an agency owes the platform (wholesale, subscription). */
  'agency_receivable',
  /** An agency's margin (retail − wholesale) the platform collected for it and has not paid out yet. */
  'agency_payable',
  /** What the platform earned (wholesale, subscriptions). */
  'platform_revenue',
  /** Commissions the platform spends on its sales people. */
  'commission_expense',
  /** Commissions owed to one sales person (user_id set). */
  'commission_payable',
  /** Money collected at the payment provider. */
  'provider_cash',
  /** A manual-bill agency's prepaid Data Wallet (issue 16). */
  'wallet',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** One account per (kind, company or sales user); the platform's own accounts have the root company. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_unique').on(
      table.kind,
      sql`coalesce(${table.companyId}, 0)`,
      sql`coalesce(${table.userId}, 0)`,
    ),
    index('ledger_accounts_company_id_idx').on(table.companyId),
    index('ledger_accounts_user_id_idx').on(table.userId),
  ],
);

export const INVOICE_LEVELS = ['client', 'agency', 'subscription'] as const;
export type InvoiceLevel = (typeof INVOICE_LEVELS)[number];

/**
 * open: issued, not yet paid; paid; failed: the last charge was declined (retried on a schedule);
 * external: a manual-bill agency collects it from its client itself; void: nothing to collect.
 */
export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'external', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Shown to people: 'INV-000042'. */
    number: text('number').notNull().generatedAlwaysAs(sql`'INV-' || lpad(id::text, 6, '0')`),
    /** What makes an invoice the same invoice when a run is repeated: level, payer, term, period. */
    billingKey: text('billing_key').notNull(),
    level: text('level', { enum: INVOICE_LEVELS }).notNull(),
    /** Who pays: a client (level client) or an agency (agency, subscription). */
    payerCompanyId: integer('payer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Who is paid: the client's agency, or the platform root. */
    payeeCompanyId: integer('payee_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The agency the invoice belongs under (the payer's agency, or the payer itself). */
    /** The platform root above it (the platform's revenue and cash are its accounts). */
    rootCompanyId: integer('root_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    term: text('term').notNull(),
    /** Local calendar dates in `timezone`; the period is [start, end). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    timezone: text('timezone').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Of a client invoice: what the platform keeps (the agency's wholesale cost). */
    wholesaleCents: bigint('wholesale_cents', { mode: 'number' }).notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** The retry schedule counts from the first decline. */
    firstDeclinedAt: timestamp('first_declined_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    providerChargeId: text('provider_charge_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_root_idx').on(table.rootCompanyId, table.createdAt),
    uniqueIndex('invoices_billing_key_unique').on(table.billingKey),
    index('invoices_payer_idx').on(table.payerCompanyId, table.createdAt),
    index('invoices_agency_idx').on(table.agencyCompanyId, table.createdAt),
    index('invoices_payee_company_id_idx').on(table.payeeCompanyId),
    index('invoices_due_idx').on(table.status, table.nextAttemptAt),
    check('invoices_total_not_negative', sql`${table.totalCents} >= 0 and ${table.wholesaleCents} >= 0`),
  ],
);

/** 'enrichment': matched rows of a data enrichment job, already in the journal when matched. */
export const INVOICE_LINE_KINDS = ['platform_fee', 'minimum', 'leads', 'package', 'enrichment'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** 1, 2, 3 … within the invoice. */
    lineNo: integer('line_no').notNull(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    module: text('module'),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: bigint('unit_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What the platform charges the agency for this line (its wholesale price); 0 on agency lines. */
    wholesaleCents: bigint('wholesale_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('invoice_lines_number_unique').on(table.invoiceId, table.lineNo),
    index('invoice_lines_campaign_idx').on(table.campaignId),
    check('invoice_lines_amounts', sql`${table.amountCents} >= 0 and ${table.quantity} >= 0`),
  ],
);

/**
 * One posting moves `amount_cents` from the credit account to the debit account, so debits equal
 * credits by construction. The idempotency key makes replaying an operation a no-op.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'restrict',
    }),
    memo: text('memo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_postings_key_unique').on(table.idempotencyKey),
    index('ledger_postings_debit_idx').on(table.debitAccountId),
    index('ledger_postings_credit_idx').on(table.creditAccountId),
    index('ledger_postings_invoice_idx').on(table.invoiceId),
    check('ledger_postings_positive', sql`${table.amountCents} > 0`),
    check('ledger_postings_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'succeeded', 'declined', 'error'] as const;

/** Every charge sent to the provider; its idempotency key is derived from the invoice and attempt. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    attemptNo: integer('attempt_no').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    providerChargeId: text('provider_charge_id'),
    error: text('error'),
    /** What started it: 'run', 'retry', 'new-card', 'settlement'. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_attempts_number_unique').on(table.invoiceId, table.attemptNo),
    uniqueIndex('payment_attempts_key_unique').on(table.idempotencyKey),
  ],
);
