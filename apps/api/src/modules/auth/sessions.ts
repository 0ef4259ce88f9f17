// Sessions are opaque bearer tokens; only their hash is stored, so a leaked table grants nothing.
import { and, eq, isNull, or } from 'drizzle-orm';
import { sessions, ssoTokens, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';

export type ClientInfo = { ip: string | null; userAgent: string | null };

export async function openSession(db: Queryable, userId: number, client: ClientInfo): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  await db.update(users).set({ lastLoginIp: client.ip }).where(eq(users.id, userId));
  return token;
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of the user, the view-as sessions it opened as a viewer, and the sign-in links
 * it issued that are still unused: a changed password leaves nothing behind that it opened.
 */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(or(eq(sessions.userId, userId), eq(sessions.viewerUserId, userId)), isNull(sessions.revokedAt)),
    );
  await db
    .update(ssoTokens)
    .set({ usedAt: now })
    .where(and(eq(ssoTokens.issuedByUserId, userId), isNull(ssoTokens.usedAt)));
}
