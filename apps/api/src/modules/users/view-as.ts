// View-as (part 1 §4 "View mode"): a root system user acts as another account of its platform.
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { userInTenantScope, userManagedBy } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { logActorAction } from '../../platform/user-log.ts';
import type { ClientInfo } from '../auth/sessions.ts';

/** Only a root system user outside view mode starts viewing: the route's declaration (switchUser). */
export async function startViewAs(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  client: ClientInfo,
): Promise<string> {
  // Platform staff other than the owner view agencies and clients only (never the platform's own
  // accounts); a sales person only the agencies it is assigned to and their clients.
  const target =
    actor.userType === 'user'
      ? await userInTenantScope(ctx.db, actor, userId)
      : await userManagedBy(ctx.db, actor, userId);
  if (!target.user.active) throw notFound();
  if (target.user.id === actor.userId)
    throw new AppError(422, 'invalidInput', { usrID: 'You are already this user.' });
  const token = newToken();
  await ctx.db.insert(sessions).values({
    userId: target.user.id,
    viewerUserId: actor.userId,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  await logActorAction(ctx.db, actor, client.ip, 'view-as', `Viewing the account of ${target.user.email}`);
  return token;
}

/** Ends the view session; the browser goes back to the original session it kept aside. */
export async function endViewAs(ctx: AppContext, actor: Actor, ip: string | null): Promise<void> {
  if (actor.viewerUserId === null) throw new AppError(409, 'notInViewMode');
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, actor.sessionId), isNull(sessions.revokedAt)));
  await logActorAction(ctx.db, actor, ip, 'view-as', 'Stopped viewing the account');
}
