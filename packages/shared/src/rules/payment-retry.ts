// When a declined invoice is charged again (issue 15 point 4): one, three and five days after the
// first decline, then no more until the payer acts (a new card retries at once, or a settlement).

/** Days after the first declined attempt at which the charge is retried. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time of the next automatic attempt after attempt number `attemptsMade` was declined, counted
 * from the first decline; null once the schedule is used up.
 */
export function nextRetryAt(attemptsMade: number, firstDeclinedAt: Date): Date | null {
  const days = RETRY_AFTER_DAYS[attemptsMade - 1];
  if (days === undefined) return null;
  return new Date(firstDeclinedAt.getTime() + days * DAY_MS);
}
