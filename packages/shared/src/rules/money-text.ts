// What people type into a money field, as whole cents (issue 23 point 3). Accepted: an optional
// leading "$", thousands grouped by commas or by spaces ("1,000.50", " 1 000.50"), and a dot before at
// most two cents digits ("1000.5", ".75", "1000."). Refused, never guessed: a minus sign, a third
// decimal (no silent rounding), a comma that is not a thousands group ("1000,50" may mean cents).
import { MAX_MONEY_CENTS } from '../constants.ts';
import { messages } from '../messages.ts';

export type MoneyTextResult = { ok: true; cents: number } | { ok: false; message: string };

/** Regular, no-break and thin spaces, as browsers and copied figures carry them. */
const SPACES = /[\s\u00a0\u2009\u202f]/g;
const PLAIN = /^\d*(\.\d{0,2})?$/;
const GROUPED_BY_COMMA = /^\d{1,3}(,\d{3})+(\.\d{0,2})?$/;
const GROUPED_BY_SPACE = /^\d{1,3}( \d{3})+(\.\d{0,2})?$/;

/** Parses money text into cents; the message says what to type instead. */
export function parseMoneyText(input: string): MoneyTextResult {
  const trimmed = input.replace(SPACES, ' ').trim();
  const unsigned = trimmed.startsWith('$') ? trimmed.slice(1).trim() : trimmed;
  if (unsigned === '' || unsigned === '.') return { ok: false, message: messages.moneyRequired };
  const grouped = GROUPED_BY_COMMA.test(unsigned) || GROUPED_BY_SPACE.test(unsigned);
  if (!grouped && !PLAIN.test(unsigned)) return { ok: false, message: messages.moneyFormat };
  const [whole = '', fraction = ''] = unsigned.replace(/[, ]/g, '').split('.');
  if (whole.length > 9) return { ok: false, message: messages.amountTooLarge };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_MONEY_CENTS) return { ok: false, message: messages.amountTooLarge };
  return { ok: true, cents };
}

/** Cents as the plain dollar text the API stores and sends ('1000.50'). */
export const centsToPlainDollars = (cents: number): string => (cents / 100).toFixed(2);

/** Cents as a person reads them in a field, grouped, without the sign: 100050 → '1,000.50'. */
export const centsToMoneyText = (cents: number): string =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** Money text as plain dollars ('$1,000.5' → '1000.50'); text that does not parse is kept as typed. */
export function normalizeMoneyText(input: string): string {
  const parsed = parseMoneyText(input);
  return parsed.ok ? centsToPlainDollars(parsed.cents) : input;
}
