// Public opt-out requests per IP over a sliding hour, kept in this process: enough to stop one
// client from flooding the page; several API processes each keep their own count.
import { AppError } from '../../platform/errors.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Past this many remembered IPs, those with no recent request are forgotten. */
const SWEEP_AT = 10_000;

export type IpRateLimit = { take: (ip: string) => void };

export function ipRateLimit(perHour: number, now: () => number = Date.now): IpRateLimit {
  const seen = new Map<string, number[]>();
  const recent = (times: number[] | undefined, at: number) =>
    (times ?? []).filter((time) => at - time < HOUR_MS);
  return {
    /** Counts one request from `ip`, or refuses it with 429 (the refused one is not counted). */
    take(ip) {
      const at = now();
      if (seen.size > SWEEP_AT) {
        for (const [key, times] of seen) if (recent(times, at).length === 0) seen.delete(key);
      }
      const times = recent(seen.get(ip), at);
      if (times.length >= perHour) {
        const oldest = times[0] ?? at;
        const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - at) / 1000));
        throw new AppError(429, 'tooManyRequests', undefined, { 'retry-after': String(retryAfter) });
      }
      times.push(at);
      seen.set(ip, times);
    },
  };
}
