// Invoices for every role (issue 15 item 7): the list, one invoice with its numbered lines, and an
// agency's margin by client and module. Money is integer cents. A client never receives wholesale
// figures: its answers leave those fields out (they are optional below, not null).
import { z } from 'zod';
import { TENANT_LIMITS } from '../constants.ts';
import { isCalendarDate } from '../rules/campaign-fields.ts';
import { id, pageQueryFields, pageResponseFields, text } from './common.ts';

export const INVOICE_STATUS_VALUES = ['open', 'paid', 'failed', 'external', 'void'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUS_VALUES)[number];
export const INVOICE_LEVEL_VALUES = ['client', 'agency', 'subscription'] as const;
export type InvoiceLevelValue = (typeof INVOICE_LEVEL_VALUES)[number];

/** Who is looking: a client (what it owes), an agency (its clients', its own, its margin), the platform. */
export const INVOICE_VIEWERS = ['client', 'agency', 'platform'] as const;
export type InvoiceViewer = (typeof INVOICE_VIEWERS)[number];

export const INVOICE_LIMITS = {
  perPage: TENANT_LIMITS.perPage,
  maxPerPage: TENANT_LIMITS.maxPerPage,
  /** CSV downloads stop here: larger exports narrow their filters first. */
  csvMaxRows: 50_000,
} as const;

export const INVOICE_PROBLEMS = {
  dateInvalid: 'Use a date written yyyy-MM-dd.',
  toBeforeFrom: 'The end date cannot be before the start date.',
} as const;

const localDate = text.refine(isCalendarDate, INVOICE_PROBLEMS.dateInvalid);

/** Filters of the list and its CSV: by period start (from/to, both included), status, level, payer, agency. */
const invoiceFilterFields = {
  status: z.enum(INVOICE_STATUS_VALUES).optional(),
  level: z.enum(INVOICE_LEVEL_VALUES).optional(),
  from: localDate.optional(),
  to: localDate.optional(),
  /** Only invoices this company pays (a client's or agency's billing history). */
  payerID: id.optional(),
  /** Only invoices under this agency (its clients' and its own). */
  agencyID: id.optional(),
};

type RangeInput = { from?: string | undefined; to?: string | undefined };
const refineRange = (value: RangeInput, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.to < value.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: INVOICE_PROBLEMS.toBeforeFrom });
};

export const invoiceFilterQuery = z.object(invoiceFilterFields).superRefine(refineRange);
export type InvoiceFilters = z.input<typeof invoiceFilterQuery>;

export const invoiceListQuery = z
  .object({ ...invoiceFilterFields, ...pageQueryFields(INVOICE_LIMITS) })
  .superRefine(refineRange);

export const invoiceParams = z.object({ invoiceID: id });

const money = z.number().int();

export const invoiceSummary = z.object({
  id: z.number(),
  number: z.string(),
  level: z.enum(INVOICE_LEVEL_VALUES),
  status: z.enum(INVOICE_STATUS_VALUES),
  /** Why the last charge failed (failed invoices), else null. */
  status_reason: z.string().nullable(),
  payer_company_id: z.number(),
  payer_name: z.string(),
  payee_company_id: z.number(),
  payee_name: z.string(),
  agency_company_id: z.number(),
  term: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  timezone: z.string(),
  total_cents: money,
  /** Agency and platform viewers only, client invoices only: the platform's share and the agency's margin. */
  wholesale_cents: money.optional(),
  margin_cents: money.optional(),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** Issue 23: what refunds that went through gave back, and when the last one did (null: none). */
  refunded_cents: money,
  refunded_at: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoicePage = z.object({
  viewer: z.enum(INVOICE_VIEWERS),
  data: z.array(invoiceSummary),
  ...pageResponseFields,
});
export type InvoicePage = z.infer<typeof invoicePage>;

export const invoiceLine = z.object({
  line_no: z.number(),
  campaign_id: z.number().nullable(),
  campaign_name: z.string().nullable(),
  module: z.string().nullable(),
  kind: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_cents: money,
  amount_cents: money,
  wholesale_cents: money.optional(),
  margin_cents: money.optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const paymentAttemptRow = z.object({
  attempt_no: z.number(),
  status: z.string(),
  reason: z.string(),
  error: z.string().nullable(),
  amount_cents: money,
  created_at: z.string(),
});

export const invoiceDetail = z.object({
  viewer: z.enum(INVOICE_VIEWERS),
  invoice: invoiceSummary,
  lines: z.array(invoiceLine),
  payment_attempts: z.array(paymentAttemptRow),
  /** What was refunded of it so far (refunds that went through). */
  refunded_cents: money,
  /** Issue 23: each refund that went through, oldest first: a line with its date and amount. */
  refunds: z.array(z.object({ refunded_at: z.string(), amount_cents: money })),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** An agency's margin by client and module over a range of period starts (both ends included). */
export const marginQuery = z
  .object({
    from: localDate.optional(),
    to: localDate.optional(),
    /** Platform staff choose the agency; an agency reads its own (another id answers 404). */
    agencyID: id.optional(),
  })
  .superRefine(refineRange);

export const marginRow = z.object({
  client_company_id: z.number(),
  client_name: z.string(),
  module: z.string().nullable(),
  retail_cents: money,
  wholesale_cents: money,
  margin_cents: money,
});
export type MarginRow = z.infer<typeof marginRow>;

export const marginSummary = z.object({
  agency_company_id: z.number(),
  rows: z.array(marginRow),
  totals: z.object({ retail_cents: money, wholesale_cents: money, margin_cents: money }),
});
export type MarginSummary = z.infer<typeof marginSummary>;
