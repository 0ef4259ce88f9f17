// Removing an account (issue 15 item 6): money and audit records outlive it, so an account that still
// owes money is not removed; the refusal names the amount, written the way invoices show it.
import { messages } from '../messages.ts';
import { formatUsdCents } from './agency-cost.ts';

/** The refusal of removing an account that owes `owedCents` (above 0) together with its subtree. */
export const owedRefusalText = (owedCents: number): string =>
  messages.removeOwesMoney.replaceAll('{amount}', formatUsdCents(owedCents));
