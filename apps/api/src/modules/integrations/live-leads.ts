// Live leads over server-sent events (issue 17 item 5): the delivery hook NOTIFYs each new lead at
// the commit of its delivery (create-deliveries-job.ts); each API process LISTENs on one connection
// and writes the lead to every open stream whose ticket covers the lead's client (a client: itself;
// an agency: its clients) and, when the ticket names one, its campaign. Nothing polls.
// EventSource cannot send the bearer token, so the page first asks for a ticket (sealed with the
// secrets key: its row, the company's tree path, the campaign, an expiry) and opens the stream with
// it. A ticket opens one stream, once, for the session that asked (access/live-tickets.ts); every few
// seconds one query per process ends the streams whose ticket expired or whose session ended
// (sign-out, expiry, a removed user), and the page opens a new one with a new ticket.
import type { LiveLeadEvent } from '@lead/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { claimLiveTicket, recordLiveTicket, ticketsStillValid } from '../../platform/access/live-tickets.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import { sessionLifetimeOf } from '../../platform/session-lifetime.ts';
import { LIVE_LEADS_CHANNEL, type LiveLeadNotice } from './create-deliveries-job.ts';

/** How long a stream opened with a ticket may stay open; the page then opens another. */
export const LIVE_TICKET_TTL_MS = 5 * 60 * 1000;
const HEARTBEAT_MS = 15_000;
/** How often open streams are checked against their ticket's expiry and their session. */
export const LIVE_STREAM_CHECK_MS = 2_000;

type Ticket = { id: string; path: string; campaignId: number | null; expiresAt: number };

export async function issueLiveTicket(
  ctx: Pick<AppContext, 'config' | 'db'>,
  scope: { sessionId: number; path: string; campaignId: number | null },
  now = Date.now(),
): Promise<{ ticket: string; expires_at: string }> {
  const expiresAt = now + LIVE_TICKET_TTL_MS;
  const id = await recordLiveTicket(ctx.db, scope.sessionId, new Date(expiresAt));
  const ticket = sealSecret(
    ctx.config,
    JSON.stringify({ kind: 'live-leads', id, path: scope.path, campaignId: scope.campaignId, expiresAt }),
  );
  return { ticket, expires_at: new Date(expiresAt).toISOString() };
}

export function readLiveTicket(
  ctx: Pick<AppContext, 'config'>,
  ticket: string,
  now = Date.now(),
): Ticket | null {
  const plain = openSecret(ctx.config, ticket);
  if (!plain) return null;
  try {
    const parsed = JSON.parse(plain) as Partial<Ticket> & { kind?: string };
    if (
      parsed.kind !== 'live-leads' ||
      typeof parsed.id !== 'string' ||
      typeof parsed.path !== 'string' ||
      typeof parsed.expiresAt !== 'number'
    )
      return null;
    if (parsed.expiresAt < now) return null;
    return {
      id: parsed.id,
      path: parsed.path,
      campaignId: parsed.campaignId ?? null,
      expiresAt: parsed.expiresAt,
    };
  } catch {
    return null;
  }
}

/** Whether a lead of the client at `leadPath` belongs on a stream of this ticket. */
export const ticketCovers = (ticket: Ticket, notice: Pick<LiveLeadNotice, 'path' | 'campaign_id'>): boolean =>
  (notice.path === ticket.path || notice.path.startsWith(`${ticket.path}.`)) &&
  (ticket.campaignId === null || ticket.campaignId === notice.campaign_id);

type Listener = (notice: LiveLeadNotice) => void;

/** An open stream: its ticket's row, and how to end it. */
type OpenStream = { ticketId: string; end: () => void };

/** The open streams of each app (by database), and the timer that checks them. */
type StreamWatch = { streams: Set<OpenStream>; timer: NodeJS.Timeout };
const watches = new WeakMap<object, StreamWatch>();

/** Ends every open stream (the server is closing: hijacked streams would hold it open). */
export function endLiveStreams(ctx: Pick<AppContext, 'db'>): void {
  for (const stream of [...(watches.get(ctx.db)?.streams ?? [])]) stream.end();
}

/** Ends the streams whose ticket expired or whose session no longer signs in: one query for all. */
export async function checkLiveStreams(ctx: Pick<AppContext, 'db' | 'config'>): Promise<void> {
  const streams = [...(watches.get(ctx.db)?.streams ?? [])];
  if (streams.length === 0) return;
  const valid = await ticketsStillValid(
    ctx.db,
    [...new Set(streams.map((stream) => stream.ticketId))],
    sessionLifetimeOf(ctx.config),
  );
  for (const stream of streams) if (!valid.has(stream.ticketId)) stream.end();
}

/** Adds a stream to its app's watch; the timer runs while any stream is open. */
function watchStream(ctx: Pick<AppContext, 'db' | 'config'>, stream: OpenStream): () => void {
  let watch = watches.get(ctx.db);
  if (!watch) {
    const timer = setInterval(() => {
      // A failed check (the database restarting) is tried again at the next tick.
      void checkLiveStreams(ctx).catch(() => undefined);
    }, LIVE_STREAM_CHECK_MS);
    timer.unref();
    watch = { streams: new Set(), timer };
    watches.set(ctx.db, watch);
  }
  const current = watch;
  current.streams.add(stream);
  return () => {
    current.streams.delete(stream);
    if (current.streams.size > 0) return;
    clearInterval(current.timer);
    if (watches.get(ctx.db) === current) watches.delete(ctx.db);
  };
}

/** One LISTEN connection per database pool, shared by every stream of the process. */
export type LiveLeadsHub = { subscribe(listener: Listener): () => void; close(): Promise<void> };

const hubs = new WeakMap<object, LiveLeadsHub>();

export function liveLeadsHub(ctx: Pick<AppContext, 'db'>): LiveLeadsHub {
  const existing = hubs.get(ctx.db);
  if (existing) return existing;
  const listeners = new Set<Listener>();
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
  const connect = () => {
    connecting ??= pool.connect().then(async (connected) => {
      if (closed) {
        connected.release();
        return;
      }
      client = connected;
      connected.on('notification', (message) => {
        if (message.channel !== LIVE_LEADS_CHANNEL || !message.payload) return;
        let notice: LiveLeadNotice;
        try {
          notice = JSON.parse(message.payload) as LiveLeadNotice;
        } catch {
          return;
        }
        for (const listener of listeners) listener(notice);
      });
      connected.on('error', () => {
        // The connection broke: the next subscriber (or this one's reconnect) listens again.
        client = null;
        connecting = null;
        connected.release(true);
      });
      await connected.query(`listen ${LIVE_LEADS_CHANNEL}`);
    });
    return connecting;
  };
  const hub: LiveLeadsHub = {
    subscribe(listener) {
      listeners.add(listener);
      void connect()?.catch(() => {
        connecting = null;
      });
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      if (hubs.get(ctx.db) === hub) hubs.delete(ctx.db);
      const open = client;
      client = null;
      if (open) {
        await open.query(`unlisten ${LIVE_LEADS_CHANNEL}`).catch(() => {});
        open.release();
      }
    },
  };
  hubs.set(ctx.db, hub);
  return hub;
}

/** Waits until the hub listens (tests open a stream and then create a lead). */
export async function hubReady(ctx: Pick<AppContext, 'db'>): Promise<void> {
  const unsubscribe = liveLeadsHub(ctx).subscribe(() => {});
  // A round trip on the pool after LISTEN was sent: the connect promise settles first.
  await new Promise((resolve) => setTimeout(resolve, 50));
  unsubscribe();
}

/** GET /leads/live?ticket=…: streams `event: lead` messages until the browser goes away. */
export async function streamLiveLeads(
  ctx: Pick<AppContext, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  ticketText: string,
): Promise<void> {
  const ticket = readLiveTicket(ctx, ticketText);
  // Once, for a session that still signs in: a copied or replayed ticket opens nothing.
  if (!ticket || !(await claimLiveTicket(ctx.db, ticket.id, sessionLifetimeOf(ctx.config))))
    throw new AppError(401, 'unauthenticated');
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n: connected\n\n');
  const send = (notice: LiveLeadNotice) => {
    if (!ticketCovers(ticket, notice)) return;
    const { path: _path, ...event } = notice;
    raw.write(`event: lead\nid: ${event.id}\ndata: ${JSON.stringify(event satisfies LiveLeadEvent)}\n\n`);
  };
  const unsubscribe = liveLeadsHub(ctx).subscribe(send);
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let ended = false;
  const stream: OpenStream = {
    ticketId: ticket.id,
    end: () => {
      if (ended) return;
      ended = true;
      unwatch();
      clearInterval(heartbeat);
      unsubscribe();
      raw.end();
    },
  };
  const unwatch = watchStream(ctx, stream);
  request.raw.on('close', stream.end);
  raw.on('close', stream.end);
}
