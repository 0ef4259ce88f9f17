// Change password from the profile menu (part 1 §5): every session ends, this one is replaced.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, passwordMatches } from '../../platform/secrets.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { reserveAttempt, throttleLimitsOf } from '../auth/login-throttle.ts';
import { type ClientInfo, openSession, revokeAllSessions } from '../auth/sessions.ts';

export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: { usrID: number; currpassword: string; newpassword: string },
  client: ClientInfo,
): Promise<string> {
  const user = await ownUser(ctx.db, actor, input.usrID);
  const attempt = { email: user.email.toLowerCase(), ip: client.ip ?? 'unknown' };
  const reservation = await reserveAttempt(ctx.db, throttleLimitsOf(ctx.config), attempt);
  if (!(await passwordMatches(user.passwordHash, input.currpassword))) {
    throw new AppError(422, 'currentPasswordInvalid', { currpassword: messages.currentPasswordInvalid });
  }
  await reservation.succeeded();
  const passwordHash = await hashPassword(input.newpassword);
  return ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    await writeUserLog(tx, {
      userId: user.id,
      companyId: user.companyId,
      action: 'change-password',
      description: 'Changed password; all sessions signed out',
      ip: client.ip,
    });
    return openSession(tx, user.id, client);
  });
}
