// Failed payments, settlement and sales commissions (issue 15 points 3 and 4): what the settlement
// confirmation shows, the commission rates of General Settings, and a sales person's commissions.
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// GET /general/outstanding/:userID — what settling this agency's or client's account would charge

export const outstandingInvoice = z.object({
  number: z.string(),
  status: z.enum(['open', 'failed']),
  total_cents: z.number(),
  /** The provider's reason of the last decline. */
  last_error: z.string().nullable(),
});
export const outstandingResponse = z.object({
  company_name: z.string(),
  payment_status: z.string().nullable(),
  outstanding_cents: z.number(),
  invoices: z.array(outstandingInvoice),
});
export type OutstandingResponse = z.infer<typeof outstandingResponse>;

// ---------------------------------------------------------------------------------------------
// GET/PUT /configuration/commission-rates — the platform's commission rates (percent of its revenue)

export const COMMISSION_RATE_FIELDS = ['salesRep', 'accountExecutive', 'referral'] as const;
export type CommissionRateField = (typeof COMMISSION_RATE_FIELDS)[number];

export const COMMISSION_RATE_ERROR = 'Enter a percentage from 0 to 100 with at most two decimals.';

const percent = z
  .number({ error: COMMISSION_RATE_ERROR })
  .min(0, COMMISSION_RATE_ERROR)
  .max(100, COMMISSION_RATE_ERROR)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, COMMISSION_RATE_ERROR);

export const commissionRates = z.object({
  salesRep: percent,
  accountExecutive: percent,
  referral: percent,
});
export type CommissionRates = z.infer<typeof commissionRates>;

export const NO_COMMISSION_RATES: CommissionRates = { salesRep: 0, accountExecutive: 0, referral: 0 };

// ---------------------------------------------------------------------------------------------
// GET /configuration/sales-commissions/:usrID — a sales person's commissions, newest first

export const COMMISSION_ROLE_NAMES = ['sales_rep', 'account_executive', 'referral'] as const;
export type CommissionRoleName = (typeof COMMISSION_ROLE_NAMES)[number];

export const commissionRow = z.object({
  id: z.number(),
  created_at: z.string(),
  agency_name: z.string(),
  invoice_number: z.string(),
  role: z.enum(COMMISSION_ROLE_NAMES),
  rate_percent: z.number(),
  base_cents: z.number(),
  amount_cents: z.number(),
  /** Taken back because the invoice was refunded (part of amount_cents). */
  reversed_cents: z.number(),
});
export type CommissionRow = z.infer<typeof commissionRow>;
export const commissionsResponse = z.object({
  sales_user: z.object({ id: z.number(), name: z.string() }),
  commissions: z.array(commissionRow),
  /** All of the person's commissions, also those beyond the rows listed, less what refunds took back. */
  total_cents: z.number(),
  count: z.number(),
});
export type CommissionsResponse = z.infer<typeof commissionsResponse>;
