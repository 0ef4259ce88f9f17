// Failed sign-ins are counted over a sliding window. Each attempt is recorded as a failure *before*
// its password is checked and only then are the failures counted, so parallel attempts cannot all
// pass the check at once: the k-th recorded attempt sees at least k failures. A right password takes
// its own record back.
//
// Limits: per account and IP (a guesser on one address), per IP (one address across accounts), and a
// higher one per account across all addresses. Past the last, a stranger's address is refused, but a
// device that signed in to the account before is only slowed down, so an attacker cannot lock the
// owner out. An address is counted by its key (an IPv6 /64, any spelling of an IPv4 address: one).
import { AUTH_LIMITS } from '@lead/shared';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { loginFailures, sessions, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sourceAddressKey } from '../../platform/source-address.ts';

export type ThrottleLimits = {
  perAccountAndIp: number;
  perAccount: number;
  perIp: number;
  knownDeviceDelayMs: number;
};

export type Attempt = { email: string; ip: string };

/** A recorded attempt: `succeeded()` forgives it and this address's earlier mistakes on the account. */
export type Reservation = { succeeded: () => Promise<void> };

const KNOWN_DEVICE_DAYS = 90;
/** The account's latest session addresses the known-device check compares (enough for its devices). */
const KNOWN_DEVICE_ADDRESSES = 50;
const windowStart = () => new Date(Date.now() - AUTH_LIMITS.loginWindowMinutes * 60_000);
const tooMany = () =>
  new AppError(429, 'tooManyAttempts', undefined, {
    'retry-after': String(AUTH_LIMITS.loginWindowMinutes * 60),
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function throttleLimitsOf(config: {
  LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: number;
  LOGIN_MAX_FAILURES_PER_ACCOUNT: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
  LOGIN_KNOWN_DEVICE_DELAY_MS: number;
}): ThrottleLimits {
  return {
    perAccountAndIp: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_IP,
    perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    perIp: config.LOGIN_MAX_FAILURES_PER_IP,
    knownDeviceDelayMs: config.LOGIN_KNOWN_DEVICE_DELAY_MS,
  };
}

async function failureCounts(db: Queryable, attempt: Attempt) {
  const [row] = await db
    .select({
      byAccountAndIp: sql<number>`count(*) filter (where ${loginFailures.email} = ${attempt.email} and ${loginFailures.ip} = ${attempt.ip})::int`,
      byAccount: sql<number>`count(*) filter (where ${loginFailures.email} = ${attempt.email})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${attempt.ip})::int`,
    })
    .from(loginFailures)
    .where(
      and(
        sql`(${loginFailures.email} = ${attempt.email} or ${loginFailures.ip} = ${attempt.ip})`,
        gt(loginFailures.createdAt, windowStart()),
      ),
    );
  return row ?? { byAccountAndIp: 0, byAccount: 0, byIp: 0 };
}

/**
 * The address has had a session of this account lately: the owner's own device. Sessions keep the
 * address as it came, so their latest addresses are read and compared by key here.
 */
async function knownDevice(db: Queryable, attempt: Attempt): Promise<boolean> {
  const rows = await db
    .select({ ip: sessions.ip })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${attempt.email}`,
        // A removed account's devices say nothing about a new account with its e-mail.
        isNull(users.removedAt),
        isNotNull(sessions.ip),
        gt(sessions.createdAt, new Date(Date.now() - KNOWN_DEVICE_DAYS * 24 * 60 * 60_000)),
      ),
    )
    .groupBy(sessions.ip)
    .orderBy(desc(sql`max(${sessions.createdAt})`))
    .limit(KNOWN_DEVICE_ADDRESSES);
  return rows.some((row) => row.ip !== null && sourceAddressKey(row.ip) === attempt.ip);
}

/**
 * Records the attempt as a failure, then refuses it (429) when it is past a limit. The counts include
 * this attempt, so a limit of 5 lets 5 wrong guesses through and refuses the 6th.
 */
export async function reserveAttempt(
  db: Queryable,
  limits: ThrottleLimits,
  raw: Attempt,
): Promise<Reservation> {
  // Counted and recorded under the address's key, not the spelling it came in.
  const attempt = { email: raw.email.toLowerCase(), ip: sourceAddressKey(raw.ip) };
  const [recorded] = await db.insert(loginFailures).values(attempt).returning({ id: loginFailures.id });
  const counts = await failureCounts(db, attempt);
  if (counts.byAccountAndIp > limits.perAccountAndIp || counts.byIp > limits.perIp) throw tooMany();
  if (counts.byAccount > limits.perAccount) {
    if (!(await knownDevice(db, attempt))) throw tooMany();
    await sleep(limits.knownDeviceDelayMs);
  }
  return {
    async succeeded() {
      if (recorded) await db.delete(loginFailures).where(eq(loginFailures.id, recorded.id));
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.email, attempt.email), eq(loginFailures.ip, attempt.ip)));
    },
  };
}
