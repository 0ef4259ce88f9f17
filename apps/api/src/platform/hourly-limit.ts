// Requests per key (a source address, an e-mail address) over a sliding hour, for the public forms
// that send mail or create companies. Kept in PostgreSQL, so every API process counts against the
// same limit (several processes behind a proxy must not each grant it again). One key's requests
// take their turn (an advisory lock), so requests at once cannot all pass the last free place.
import { sql } from 'drizzle-orm';
import { hourlyLimitHits } from '../db/schema/index.ts';
import type { Database } from './db.ts';
import { AppError } from './errors.ts';
import { sha256 } from './secrets.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Expired requests (of any key) removed per request: the table holds about one hour. */
const EXPIRED_PER_TAKE = 500;

export type HourlyLimit = { take: (key: string) => Promise<void> };

/** `scope` names the limit (its keys count apart from other limits' keys). */
export function hourlyLimit(
  db: Database,
  scope: string,
  perHour: number,
  now: () => number = Date.now,
): HourlyLimit {
  return {
    /** Counts one request of `key`, or refuses it with 429 (the refused one is not counted). */
    async take(key) {
      const at = new Date(now());
      const since = new Date(at.getTime() - HOUR_MS);
      const keyHash = sha256(key);
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${keyHash}`}, 7240003))`,
        );
        await tx.execute(sql`delete from hourly_limit_hits where id = any(array(
          select id from hourly_limit_hits where at <= ${since} limit ${EXPIRED_PER_TAKE}))`);
        const { rows } = await tx.execute<{ at: string }>(sql`select at from hourly_limit_hits
          where scope = ${scope} and key_hash = ${keyHash} and at > ${since} order by at limit ${perHour}`);
        if (rows.length >= perHour) {
          const oldest = rows[0] ? new Date(rows[0].at).getTime() : at.getTime();
          const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - at.getTime()) / 1000));
          throw new AppError(429, 'tooManyRequests', undefined, { 'retry-after': String(retryAfter) });
        }
        await tx.insert(hourlyLimitHits).values({ scope, keyHash, at });
      });
    },
  };
}
