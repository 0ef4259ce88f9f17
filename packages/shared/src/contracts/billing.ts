// Cards and connected payment accounts (part 2 §3 "Card", "Connected payment account"; §7 billing).
import { z } from 'zod';
import { messages } from '../messages.ts';
import { id, optionalText, text } from './common.ts';

/** The Luhn checksum every real card number satisfies; catches most typing mistakes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export const cardExpired = (expMonth: number, expYear: number, now: Date): boolean =>
  expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);

const cardNumber = text
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(text.regex(/^\d{12,19}$/, messages.cardNumberInvalid).refine(luhnValid, messages.cardNumberInvalid));

/** The sandbox's stand-in for the provider's card form: the card goes in, a token comes out. */
export const sandboxTokenRequest = z
  .object({
    number: cardNumber,
    exp_month: z.coerce
      .number()
      .int()
      .min(1, "Your card's expiration month is invalid.")
      .max(12, "Your card's expiration month is invalid."),
    // Two-digit years are read as 20xx, as card forms show them.
    exp_year: z.coerce
      .number()
      .int()
      .min(0)
      .max(2100, "Your card's expiration year is invalid.")
      .transform((year) => (year < 100 ? 2000 + year : year)),
    cvc: text.regex(/^\d{3,4}$/, "Your card's security code is invalid."),
    cardholder: optionalText(120),
  })
  .superRefine((card, ctx) => {
    if (typeof card.exp_month !== 'number' || typeof card.exp_year !== 'number') return;
    if (!cardExpired(card.exp_month, card.exp_year, new Date())) return;
    const pastYear = card.exp_year < new Date().getUTCFullYear();
    ctx.addIssue({
      code: 'custom',
      path: [pastYear ? 'exp_year' : 'exp_month'],
      message: messages.cardExpired,
    });
  });
export type SandboxTokenRequest = z.infer<typeof sandboxTokenRequest>;

/**
 * How the sandbox answers charges of a saved card: succeed, or declined like Stripe's test cards
 * 4000 0000 0000 0002 (decline) and 4000 0000 0000 9995 (insufficient_funds).
 */
export const SANDBOX_CARD_OUTCOMES = ['succeed', 'decline', 'insufficient_funds'] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];
export const sandboxCardOutcomeRequest = z.object({
  outcome: z.enum(SANDBOX_CARD_OUTCOMES, { message: 'Choose succeed, decline or insufficient_funds.' }),
  /** Platform staff: the user whose card to switch; left out, the caller's own. */
  usrID: id.optional(),
});
export type SandboxCardOutcomeRequest = z.infer<typeof sandboxCardOutcomeRequest>;
/** outcome null: the user has no sandbox card on file. */
export const sandboxCardOutcomeResponse = z.object({
  outcome: z.enum(SANDBOX_CARD_OUTCOMES).nullable(),
  message: z.string(),
});
export const sandboxTokenResponse = z.object({ tokenid: z.string() });

/** Card of part 2 §3: the token from the provider's card form plus the billing address. */
export const cardSaveRequest = z.object({
  tokenid: text.trim().min(1, 'Enter your card.').max(500),
  cardholder: text.trim().min(1, 'Enter the name on the card.').max(120),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(60),
  zip: optionalText(20),
});
export type CardSaveRequest = z.infer<typeof cardSaveRequest>;

export const savedCard = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  cardholder: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const cardResponse = z.object({
  card: savedCard.nullable(),
  /** Of the caller's own card: its company's failed invoices, which saving a card charges at once. */
  failed_cents: z.number().int().nonnegative().optional(),
  /** Those invoices are paid from the agency's Data Wallet (issue 16): charging the wallet pays them. */
  failed_paid_by_wallet: z.boolean().optional(),
});
/** What saving the card did to a failed payment: charged it at once (issue 15 point 4). */
export const CARD_SAVE_PAYMENTS = ['nothing-due', 'paid', 'declined', 'pending'] as const;
export const cardSaveResponse = z.object({
  result: z.literal('success'),
  message: z.string(),
  card: savedCard,
  payment: z.enum(CARD_SAVE_PAYMENTS).optional(),
  /** The failed amount charged (paid) or tried (declined, pending). */
  payment_cents: z.number().optional(),
});
export const cardUserParams = z.object({ usrID: id });
export const customerResponse = z.object({ customer_id: z.string() });

/** '' not connected, pending form incomplete, inverification under review, completed connected. */
export const CONNECTED_ACCOUNT_STATUSES = ['', 'pending', 'inverification', 'completed'] as const;
export type ConnectedAccountStatus = (typeof CONNECTED_ACCOUNT_STATUSES)[number];
const accountStatus = z.enum(CONNECTED_ACCOUNT_STATUSES);

export const connectedAccountCreateResponse = z.object({ status: accountStatus });
export const connectedAccountLinkResponse = z.object({ url: z.string() });
/** Connected payment account of part 2 §3. */
export const connectedAccountResponse = z.object({
  status: accountStatus,
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  account_requirements: z.array(z.string()),
});
export type ConnectedAccountResponse = z.infer<typeof connectedAccountResponse>;

/** For type 'sales' the id is the sales person's user id: their payout account is their own. */
export const resetPaymentConnectionParams = z.object({
  companyID: id,
  type: z.enum(['agency', 'sales']),
});

/** Which provider takes cards, so the browser shows the matching card form. */
export const paymentConfigResponse = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishable_key: z.string().nullable(),
  /** Issue 23 item 2: where Stripe.js loads from when not Stripe's own address (tests only). */
  stripe_js_url: z.string().nullable().optional(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;
export const cardSetupResponse = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  setup_intent_id: z.string(),
  client_secret: z.string(),
});
