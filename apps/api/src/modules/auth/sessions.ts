// Sessions are opaque bearer tokens; only their hash is stored, so a leaked table grants nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
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

export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
