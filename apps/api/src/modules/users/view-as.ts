// View-as (part 1 §4 "View mode"; part 2 §2: view as agency/client on every row): platform staff act
// as another account of their platform, an agency's owner or staff as one of its clients.
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser, userInTenantScope, userManagedBy } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { logActorAction, writeUserLog } from '../../platform/user-log.ts';
import type { ClientInfo } from '../auth/sessions.ts';

/** Who may start viewing at all (role, company kind, not already viewing) is the route's declaration. */
export async function startViewAs(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  client: ClientInfo,
): Promise<string> {
  // The platform owner views any account of its platform; everyone else only accounts strictly
  // below its company (an agency its clients, never itself or its superiors; another agency's
  // client is not found), and a sales person only its assigned agencies and their clients.
  const platformOwner = actor.userType === 'user' && actor.isSystemUser && actor.companyKind === 'root';
  const target = platformOwner
    ? await userInTenantScope(ctx.db, actor, userId)
    : await userManagedBy(ctx.db, actor, userId);
  if (!target.user.active) throw notFound();
  if (target.user.id === actor.userId)
    throw new AppError(422, 'invalidInput', { usrID: 'You are already this user.' });
  const viewer = await ownUser(ctx.db, actor, actor.userId);
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId: target.user.id,
      viewerUserId: actor.userId,
      tokenHash: sha256(token),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    await logActorAction(tx, actor, client.ip, 'view-as', `Viewing the account of ${target.user.email}`);
    // The viewed account's own log names who looked at it too: its company reads its logs, not ours.
    await writeUserLog(tx, {
      userId: target.user.id,
      companyId: target.user.companyId,
      actingUserId: actor.userId,
      action: 'view-as',
      description: `Viewed by ${viewer.name} (${viewer.email})`,
      ip: client.ip,
    });
  });
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
