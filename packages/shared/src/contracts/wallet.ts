// The Data Wallet calls (part 2 §3 'Data wallet', §7 'Billing and Data Wallet'; issue 16): the six
// calls under /configuration/agencies/prepaid/. Amounts go out as two-decimal dollar strings ('500.00')
// beside their integer cents; the ledger holds cents only.
import { z } from 'zod';
import { WALLET_MONTH } from '../rules/wallet-amount.ts';
import { id, text } from './common.ts';

/** 'T'/'F' as the spec sends flags, or a boolean. */
export const walletFlag = z
  .union([z.boolean(), z.enum(['T', 'F'])], { message: "Send 'T' or 'F'." })
  .transform((value) => value === true || value === 'T');
const flagOut = z.enum(['T', 'F']);

/**
 * An amount in dollars as typed (digits and one dot) or as a number. Its minimum depends on
 * custom_amount, so the handler checks it with the shared rule (rules/wallet-amount.ts) and names
 * the field 'amount' with the spec's sentence.
 */
export const walletAmountInput = z.union([z.number().min(-1e12).max(1e12), text.max(20)], {
  message: 'Enter the amount in dollars, digits and one dot.',
});

/** The month filter of the history: 'YYYY-MM' (part 2 §9). */
export const walletMonth = text.trim().regex(WALLET_MONTH, 'Send the month as YYYY-MM.');

/** The idempotency key of a charge: made once by the dialog when Charge is confirmed (a UUID). */
export const walletIdempotencyKey = text
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'A key of 8 to 100 letters, digits, dashes or underscores.');

export const WALLET_TRANSACTION_TYPES = ['topup', 'charge', 'other'] as const;
export const WALLET_TRANSACTION_STATUSES = ['completed', 'declined', 'pending'] as const;

/** One row of the transaction history (part 2 §3): a top-up, a charge from the wallet, or other. */
export const walletTransaction = z.object({
  /** 'p42' for a ledger posting, 't7' for a top-up that did not complete. */
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  /** Dollars, two decimals, always positive; transaction_type says which way it went. */
  amount: z.string(),
  amount_cents: z.number().int(),
  transaction_type: z.enum(WALLET_TRANSACTION_TYPES),
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  /** Why a top-up was declined (the provider's sentence); null otherwise. */
  reason: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** getPrepaidDirectPayment: company_id and date (the history month, default this month). */
export const walletQuery = z.object({ company_id: id, date: walletMonth.optional() });
export const walletHistoryQuery = z.object({ company_id: id, date: walletMonth.optional() });

export const walletResponse = z.object({
  company_id: z.number(),
  /** What the wallet holds now (the ledger's wallet account). */
  balance_amount: z.string(),
  balance_cents: z.number().int(),
  /** Everything ever topped up. */
  total_amount: z.string(),
  total_cents: z.number().int(),
  /** The balance right after the last top-up: the automatic top-up fires below 10 % of it. */
  last_balance_amount: z.string(),
  last_balance_cents: z.number().int(),
  /** The saved top-up amount (dollars) and whether it is a custom amount. */
  amount: z.string(),
  amount_cents: z.number().int(),
  custom_amount: flagOut,
  /** 'T' when continual (automatic) top-up is stopped. */
  stop_continual: flagOut,
  /** The balance under which the automatic top-up fires (10 % of last_balance_amount). */
  topup_threshold_amount: z.string(),
  /** Leads of the agency's clients waiting for the wallet to pay them (held, not delivered). */
  held_leads: z.number().int(),
  /** Campaigns paused because the wallet could not pay. */
  paused_campaigns: z.number().int(),
  /** The agency's owner has a card the charge goes to (its last four digits), or null. */
  card_last4: z.string().nullable(),
  transaction_history: z.array(walletTransaction),
});
export type WalletResponse = z.infer<typeof walletResponse>;

export const walletHistoryResponse = z.object({ transaction_history: z.array(walletTransaction) });

/** stopContinualTopupDirectPayment: company_id, stop_continual; reads message, stop_continual. */
export const walletStopContinualRequest = z.object({ company_id: id, stop_continual: walletFlag });
export const walletStopContinualResponse = z.object({ message: z.string(), stop_continual: flagOut });

/** savePrepaidDirectPayment: company_id, amount, custom_amount; reads message. Charges nothing. */
export const walletSaveRequest = z.object({
  company_id: id,
  amount: walletAmountInput,
  custom_amount: walletFlag,
});
export const walletSaveResponse = z.object({
  message: z.string(),
  amount: z.string(),
  amount_cents: z.number().int(),
  custom_amount: flagOut,
});

/**
 * chargePrepaidDirectPayment: company_id, amount, custom_amount, stop_continual, ip_user, timezone,
 * payment_type=credit_card; reads result, message. idempotency_key (ours, optional; the
 * Idempotency-Key header does the same) makes a repeated Charge (double click, retry) charge once:
 * the same key answers the first outcome. The spec's payload sends no key: each such call charges.
 */
export const walletChargeRequest = z.object({
  company_id: id,
  amount: walletAmountInput,
  custom_amount: walletFlag,
  stop_continual: walletFlag,
  ip_user: text.trim().max(64).optional().nullable(),
  timezone: text.trim().max(64).optional().nullable(),
  payment_type: z.literal('credit_card', { message: "Send payment_type 'credit_card'." }),
  idempotency_key: walletIdempotencyKey.optional(),
});
export type WalletChargeRequest = z.input<typeof walletChargeRequest>;

export const walletChargeResponse = z.object({
  /** success: charged and credited; failed: declined, nothing changed (message says why). */
  result: z.enum(['success', 'failed']),
  message: z.string(),
  balance_amount: z.string(),
  balance_cents: z.number().int(),
  /** True when this key was seen before: the first outcome is answered, nothing new happened. */
  replayed: z.boolean(),
});
export type WalletChargeResponse = z.infer<typeof walletChargeResponse>;

/** GET download-transaction-history-direct-payment/{companyId}/{yyyy-mm}: a CSV file. */
export const walletDownloadParams = z.object({ companyId: id, month: walletMonth });
