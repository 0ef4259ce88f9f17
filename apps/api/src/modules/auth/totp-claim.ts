// An authenticator code is accepted once per time step: whoever sees a code (over a shoulder, in a
// phishing proxy) cannot use it again, and codes of earlier steps are refused once a later one passed.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { totpStepOf } from './totp.ts';

/** True when the code is right and its step had not been used; the step is then spent (atomically). */
export async function claimTotpCode(
  db: Queryable,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStepOf(secret, code);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}
