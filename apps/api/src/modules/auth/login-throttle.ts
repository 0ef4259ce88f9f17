// Failed sign-ins are counted per account and per IP over a sliding window; past a limit: 429.
import { AUTH_LIMITS } from '@lead/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

export type ThrottleLimits = { perAccount: number; perIp: number };

const windowStart = () => new Date(Date.now() - AUTH_LIMITS.loginWindowMinutes * 60_000);

async function failuresSince(
  db: Queryable,
  column: typeof loginFailures.email | typeof loginFailures.ip,
  value: string,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, windowStart())));
  return row?.count ?? 0;
}

export async function assertNotThrottled(
  db: Queryable,
  limits: ThrottleLimits,
  attempt: { email: string; ip: string },
): Promise<void> {
  const [byAccount, byIp] = await Promise.all([
    failuresSince(db, loginFailures.email, attempt.email),
    failuresSince(db, loginFailures.ip, attempt.ip),
  ]);
  if (byAccount >= limits.perAccount || byIp >= limits.perIp) {
    throw new AppError(429, 'tooManyAttempts', undefined, {
      'retry-after': String(AUTH_LIMITS.loginWindowMinutes * 60),
    });
  }
}

export async function recordFailure(db: Queryable, attempt: { email: string; ip: string }): Promise<void> {
  await db.insert(loginFailures).values(attempt);
}

/** A successful sign-in forgives the account's earlier mistakes (not the IP's). */
export async function forgiveAccount(db: Queryable, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
