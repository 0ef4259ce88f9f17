// Live-leads tickets (issue 28 item 1), part of who is calling: a ticket stands in for the bearer
// token EventSource cannot send, so it opens one stream, once, for the session that asked for it, and
// an open stream lasts only while its ticket and that session do (integrations/live-leads.ts). The
// sealed ticket names its row; the row says whether it was used and whose session it serves.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { liveLeadTickets, sessions, users } from '../../db/schema/index.ts';
import type { Database } from '../db.ts';
import { type SessionLifetime, sessionAlive } from '../session-lifetime.ts';
import { sessionSignsIn } from './actor.ts';

/** Stores a new ticket of the actor's own session; its session's expired tickets go. */
export async function recordLiveTicket(db: Database, sessionId: number, expiresAt: Date): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.execute(sql`
    with expired as (
      delete from ${liveLeadTickets}
      where ${liveLeadTickets.sessionId} = ${sessionId} and ${liveLeadTickets.expiresAt} < now()
    )
    insert into ${liveLeadTickets} (id, session_id, expires_at)
    values (${id}, ${sessionId}, ${expiresAt.toISOString()})`);
  return id;
}

/** Uses the ticket up: true when it was unused and unexpired and its session still signs in. */
export async function claimLiveTicket(
  db: Database,
  ticketId: string,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<boolean> {
  const claimed = await db
    .update(liveLeadTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(liveLeadTickets.id, ticketId),
        isNull(liveLeadTickets.usedAt),
        gt(liveLeadTickets.expiresAt, now),
      ),
    )
    .returning({ id: liveLeadTickets.id });
  if (claimed.length === 0) return false;
  return (await ticketsStillValid(db, [ticketId], lifetime, now)).has(ticketId);
}

/** Of these tickets, those unexpired whose session still signs its user in (one query for all). */
export async function ticketsStillValid(
  db: Database,
  ticketIds: string[],
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<Set<string>> {
  if (ticketIds.length === 0) return new Set();
  const rows = await db
    .select({
      id: liveLeadTickets.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      viewerUserId: sessions.viewerUserId,
    })
    .from(liveLeadTickets)
    .innerJoin(sessions, eq(sessions.id, liveLeadTickets.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(liveLeadTickets.id, ticketIds), gt(liveLeadTickets.expiresAt, now), sessionSignsIn));
  return new Set(
    rows
      .filter((row) => sessionAlive({ ...row, viewAs: row.viewerUserId !== null }, now, lifetime))
      .map((row) => row.id),
  );
}
