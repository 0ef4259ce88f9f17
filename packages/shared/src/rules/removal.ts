// Removing an account (issue 15 item 6): money and audit records outlive it, so an account that still
// owes money is not removed; the refusal names the amount, written the way invoices show it.
import { messages } from '../messages.ts';

/** Whole cents as US dollars with thousands separators: 123450 → '$1,234.50'. */
export function formatUsdCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** The refusal of removing an account that owes `owedCents` (above 0) together with its subtree. */
export const owedRefusalText = (owedCents: number): string =>
  messages.removeOwesMoney.replaceAll('{amount}', formatUsdCents(owedCents));
