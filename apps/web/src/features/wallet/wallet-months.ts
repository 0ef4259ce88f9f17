// The transaction-history month filter (part 2 §9: by month, YYYY-MM): the months a user may pick,
// newest first, in the user's own calendar.

/** How far back the month picker reaches. */
export const WALLET_HISTORY_MONTHS = 24;

export type WalletMonth = { value: string; label: string };

const pad = (month: number) => String(month).padStart(2, '0');

/** 'YYYY-MM' of a date in local time. */
export const monthOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** The current month and the `count - 1` before it, newest first ('2026-11' as 'November 2026'). */
export function recentMonths(now: Date, count = WALLET_HISTORY_MONTHS): WalletMonth[] {
  const label = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return { value: monthOf(first), label: label.format(first) };
  });
}
