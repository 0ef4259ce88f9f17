// Requests per key (an IP, an e-mail address) over a sliding hour, kept in this process: enough to
// stop one client from flooding a public form or a victim's mailbox; several API processes each keep
// their own count.
import { AppError } from './errors.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Past this many remembered keys, those with no recent request are forgotten. */
const SWEEP_AT = 10_000;

export type HourlyLimit = { take: (key: string) => void };

export function hourlyLimit(perHour: number, now: () => number = Date.now): HourlyLimit {
  const seen = new Map<string, number[]>();
  const recent = (times: number[] | undefined, at: number) =>
    (times ?? []).filter((time) => at - time < HOUR_MS);
  return {
    /** Counts one request of `key`, or refuses it with 429 (the refused one is not counted). */
    take(key) {
      const at = now();
      if (seen.size > SWEEP_AT) {
        for (const [key, times] of seen) if (recent(times, at).length === 0) seen.delete(key);
      }
      const times = recent(seen.get(key), at);
      if (times.length >= perHour) {
        const oldest = times[0] ?? at;
        const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - at) / 1000));
        throw new AppError(429, 'tooManyRequests', undefined, { 'retry-after': String(retryAfter) });
      }
      times.push(at);
      seen.set(key, times);
    },
  };
}
