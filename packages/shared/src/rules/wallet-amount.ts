// The Data Wallet's amount rules and its automatic top-up trigger (part 2 §5 'Wallet amount', §4
// 'Data wallet', §9 presets, minimums and 10 %). One rule for the dialog and the server.
import { type MessageKey, messages } from '../messages.ts';

/** Preset top-up amounts in dollars (part 2 §9). */
export const WALLET_PRESET_DOLLARS = [250, 500, 1000] as const;
/** Minimum for a preset amount (custom off) and for a custom amount, in dollars (part 2 §9). */
export const WALLET_MIN_PRESET_DOLLARS = 250;
export const WALLET_MIN_CUSTOM_DOLLARS = 2500;
/** Ours: a sane ceiling for one top-up, so a typo of extra zeros is refused ($100,000). */
export const WALLET_MAX_DOLLARS = 100_000;
/** Automatic top-up when the balance falls below this share of the last balance amount (part 2 §4, §9). */
export const WALLET_TOPUP_TRIGGER_PERCENT = 10;

/** The minimum in dollars for the chosen mode (custom amount or preset). */
export const walletMinimumDollars = (custom: boolean): number =>
  custom ? WALLET_MIN_CUSTOM_DOLLARS : WALLET_MIN_PRESET_DOLLARS;

/** Digits and at most one dot, at most two decimals: what the amount field lets through by keyboard (§5). */
export const WALLET_AMOUNT_TEXT = /^\d{1,9}(\.\d{0,2})?$/;

/** Keeps what the keyboard may type into the amount field: digits and the first dot (part 2 §5). */
export function walletAmountKeystrokes(typed: string): string {
  let seenDot = false;
  let out = '';
  for (const char of typed) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !seenDot) {
      seenDot = true;
      out += char;
    }
  }
  return out;
}

/** '*Minimum amount is $250' under the field (part 2 §5). */
export const walletMinimumHint = (custom: boolean): string =>
  `${messages.walletMinimumHint}${formatWalletDollars(walletMinimumDollars(custom))}`;
/** 'The minimum amount is $250' as the notification on Save or Charge below it (part 2 §5). */
export const walletMinimumNotice = (custom: boolean): string =>
  `${messages.walletMinimumAmount}${formatWalletDollars(walletMinimumDollars(custom))}`;

/** Dollars with thousands separators, cents only when there are some (250 → '250', 2500 → '2,500'). */
export function formatWalletDollars(dollars: number): string {
  const whole = Number.isInteger(dollars);
  return dollars.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** On blur: a value below the minimum (or not a number) is raised to the minimum (part 2 §5). */
export function walletAmountOnBlur(value: string, custom: boolean): string {
  const minimum = walletMinimumDollars(custom);
  const amount = Number(value);
  if (value.trim() === '' || !Number.isFinite(amount) || amount < minimum) return String(minimum);
  return value;
}

/** The amount the dialog starts with: the saved one, at least the preset minimum when custom is off (§9). */
export function walletDefaultDollars(saved: number | null, custom: boolean): number {
  const minimum = walletMinimumDollars(custom);
  if (saved === null || !Number.isFinite(saved)) return minimum;
  return Math.max(saved, minimum);
}

export type WalletAmountCheck =
  | { ok: true; cents: number }
  | { ok: false; messageKey: MessageKey; message: string };

/**
 * Checks an amount the way Save and Charge do (part 2 §5, §9): a number of dollars with at most two
 * decimals, not negative, at most WALLET_MAX_DOLLARS, at least the mode's minimum. Answers cents.
 */
export function checkWalletAmount(input: unknown, custom: boolean): WalletAmountCheck {
  const fail = (messageKey: MessageKey, message = messages[messageKey] as string): WalletAmountCheck => ({
    ok: false,
    messageKey,
    message,
  });
  const textValue =
    typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : null;
  if (textValue === null || textValue === '') return fail('walletAmountInvalid');
  if (textValue.startsWith('-')) return fail('walletAmountNegative');
  if (!/^\d+(\.\d{1,2})?$/.test(textValue)) return fail('walletAmountInvalid');
  const cents = Math.round(Number(textValue) * 100);
  if (!Number.isSafeInteger(cents) || cents > WALLET_MAX_DOLLARS * 100)
    return fail(
      'walletAmountTooLarge',
      messages.walletAmountTooLarge.replace('{max}', formatWalletDollars(WALLET_MAX_DOLLARS)),
    );
  if (cents < walletMinimumDollars(custom) * 100)
    return fail('walletMinimumAmount', walletMinimumNotice(custom));
  return { ok: true, cents };
}

/**
 * Whether an automatic top-up is due (part 2 §4, §9): the balance has fallen below 10 % of the last
 * balance amount (the balance right after the last top-up), and continual top-up is not stopped.
 * Nothing is due before a first top-up (last balance 0).
 */
export function walletTopUpDue(input: {
  balanceCents: number;
  lastBalanceCents: number;
  stopContinual: boolean;
}): boolean {
  if (input.stopContinual || input.lastBalanceCents <= 0) return false;
  return input.balanceCents * 100 < input.lastBalanceCents * WALLET_TOPUP_TRIGGER_PERCENT;
}

/** Below the threshold at all (what the low-balance e-mail reports when top-up is stopped). */
export function walletBelowThreshold(balanceCents: number, lastBalanceCents: number): boolean {
  return lastBalanceCents > 0 && balanceCents * 100 < lastBalanceCents * WALLET_TOPUP_TRIGGER_PERCENT;
}

/** The transaction-history month filter: 'YYYY-MM' (part 2 §9). */
export const WALLET_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
