// Sandbox card tokens: the card's display details encoded in the token, never the full number.
import { messages, type SandboxTokenRequest } from '@lead/shared';
import { z } from 'zod';

const TOKEN_PREFIX = 'tok_sandbox_';

/**
 * Stripe's test numbers, so people who know them get what they expect. These are saved like any
 * card; charging them fails with the issuer's words.
 */
export const CHARGE_DECLINING_CARDS: Record<string, string> = {
  '4000000000000002': messages.cardDeclined,
  '4000000000009995': messages.cardInsufficientFunds,
};

/** Test numbers refused when the card is saved (checked by the issuer before anything is charged). */
export const SAVE_DECLINING_CARDS: Record<string, string> = {
  '4000000000000069': messages.cardExpired,
  '4000000000000127': messages.cardCvcIncorrect,
};

const tokenPayload = z.object({
  brand: z.string().max(20),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  /** The decline text the sandbox answers when the card is attached; null for a good card. */
  decline: z.string().max(200).nullable(),
  /** The decline text of every charge of the card once saved; null when charges succeed. */
  charge_decline: z.string().max(200).nullable().default(null),
});
export type SandboxCard = z.infer<typeof tokenPayload>;

export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  return 'unknown';
}

/** The request is already validated (Luhn, expiry) by the shared contract. */
export function issueSandboxToken(card: SandboxTokenRequest): string {
  const payload: SandboxCard = {
    brand: cardBrandOf(card.number),
    last4: card.number.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    decline: SAVE_DECLINING_CARDS[card.number] ?? null,
    charge_decline: CHARGE_DECLINING_CARDS[card.number] ?? null,
  };
  return TOKEN_PREFIX + Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** Null when the token was not issued by the sandbox (or was tampered into nonsense). */
export function readSandboxToken(tokenId: string): SandboxCard | null {
  if (!tokenId.startsWith(TOKEN_PREFIX)) return null;
  try {
    const json = Buffer.from(tokenId.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8');
    const parsed = tokenPayload.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
