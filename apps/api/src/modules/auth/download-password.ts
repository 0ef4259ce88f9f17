// The spec's download-auth (part 1 §2 /download-auth, §7 POST /docauth with pwd): every download of
// leads (personal data) asks for the person's own password again. Every wrong password counts toward
// the sign-in limits (429 past them), so a session left open cannot be used to guess it.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordMatches } from '../../platform/secrets.ts';
import { reserveAttempt, throttleLimitsOf } from './login-throttle.ts';

export async function confirmDownloadPassword(
  ctx: AppContext,
  self: InScope<'user'>,
  password: string,
  ip: string,
) {
  const [person] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, self.id))
    .limit(1);
  if (!person) throw new AppError(401, 'unauthenticated');
  const reservation = await reserveAttempt(ctx.db, throttleLimitsOf(ctx.config), { email: person.email, ip });
  if (!(await passwordMatches(person.passwordHash, password)))
    throw new AppError(422, 'currentPasswordInvalid', { pwd: messages.currentPasswordInvalid });
  await reservation.succeeded();
}
