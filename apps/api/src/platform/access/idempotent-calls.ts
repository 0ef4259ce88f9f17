// Makes a declared create or money call happen once per Idempotency-Key (ARCHITECTURE "Every create
// and money call is idempotent from the outside too"). The first call with a key claims it, runs, and
// its answer (status and body) is stored before it is sent; a repeat by the same caller on the same
// route answers that stored answer and runs nothing. A repeat that arrives while the first still runs
// waits for its answer. Only routes that declare `idempotent` carry these hooks (serve-route.ts), so
// every other route (the pixel's ingestion above all) pays nothing.
import { setTimeout as sleep } from 'node:timers/promises';
import { checkIdempotencyKey, IDEMPOTENCY_KEY_HEADER, messages, type RouteDeclaration } from '@lead/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotentCalls } from '../../db/schema/index.ts';
import type { Database } from '../db.ts';
import { AppError } from '../errors.ts';
import { sha256 } from '../secrets.ts';

/** How long a repeat waits for the first call's answer before it answers 409. */
const WAIT_FOR_FIRST_MS = 15_000;
/** A claim this old without an answer belongs to a process that died: the next repeat runs again. */
const ABANDONED_AFTER = sql`interval '2 minutes'`;
/** Answers are kept this long; older keys may be used again (and the expiry job deletes them). */
export const KEPT_FOR = sql`interval '24 hours'`;

type Claim = { userId: number; route: string; key: string };

declare module 'fastify' {
  interface FastifyInstance {
    idempotentCallsDb: Database;
  }
}

/** Gives the route-level hooks their database; called once on the root app (server.ts). */
export function registerIdempotentCalls(app: FastifyInstance, db: Database): void {
  app.decorate('idempotentCallsDb', db);
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** JSON with object keys sorted, so the same request always hashes alike. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const invalidKey = () =>
  new AppError(400, 'idempotencyKeyInvalid', { [IDEMPOTENCY_KEY_HEADER]: messages.idempotencyKeyInvalid });

/**
 * The Idempotency-Key header of this call; undefined when none is sent. A call with its own key field
 * (`keyField`: the wallet charge, the refund) already makes a repeat of that key happen once in its own
 * operation, which answers `replayed: true`; the header adds this stored-answer layer on top (and the
 * wallet charge takes the header as its own key when the body has none).
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const checked = checkIdempotencyKey(header);
  if (!checked.ok) throw invalidKey();
  return checked.key;
}

/** Claims the key, or takes over an abandoned or expired claim; false when another holds it. */
async function claim(db: Database, call: Claim, requestHash: string): Promise<boolean> {
  const taken = await db
    .insert(idempotentCalls)
    .values({ ...call, requestHash })
    .onConflictDoUpdate({
      target: [idempotentCalls.userId, idempotentCalls.route, idempotentCalls.key],
      set: { requestHash, statusCode: null, responseBody: null, createdAt: sql`now()` },
      setWhere: sql`${idempotentCalls.createdAt} < now() - ${KEPT_FOR}
        or (${idempotentCalls.statusCode} is null and ${idempotentCalls.createdAt} < now() - ${ABANDONED_AFTER}
            and ${idempotentCalls.requestHash} = excluded.request_hash)`,
    })
    .returning({ key: idempotentCalls.key });
  return taken.length > 0;
}

async function storedCall(db: Database, call: Claim) {
  const rows = await db
    .select({
      requestHash: idempotentCalls.requestHash,
      statusCode: idempotentCalls.statusCode,
      responseBody: idempotentCalls.responseBody,
    })
    .from(idempotentCalls)
    .where(
      and(
        eq(idempotentCalls.userId, call.userId),
        eq(idempotentCalls.route, call.route),
        eq(idempotentCalls.key, call.key),
      ),
    );
  return rows[0];
}

function replay(reply: FastifyReply, statusCode: number, body: string | null): FastifyReply {
  reply.code(statusCode).header('Idempotent-Replayed', 'true');
  if (!body) return reply.send();
  return reply.header('Content-Type', 'application/json; charset=utf-8').send(body);
}

/** preHandler of an idempotent route (after the access rules): claim the key, or answer the repeat. */
export async function beginIdempotentCall(request: FastifyRequest, reply: FastifyReply) {
  const declaration = request.routeOptions.config.declaration as RouteDeclaration;
  if (!declaration.idempotent || !request.actor) return;
  const key = idempotencyKeyOf(request);
  // Without a key the call works as it always did.
  if (key === undefined) return;
  const db = request.server.idempotentCallsDb;
  const call: Claim = {
    userId: request.actor.userId,
    route: `${declaration.method} ${declaration.path}`,
    key,
  };
  const requestHash = sha256(
    canonicalJson({ params: request.params, query: request.query, body: request.body }),
  );
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
    if (await claim(db, call, requestHash)) {
      claims.set(request, call);
      return;
    }
    const stored = await storedCall(db, call);
    if (stored) {
      if (stored.requestHash !== requestHash) {
        throw new AppError(422, 'idempotencyKeyReused', {
          [IDEMPOTENCY_KEY_HEADER]: messages.idempotencyKeyReused,
        });
      }
      if (stored.statusCode !== null) return replay(reply, stored.statusCode, stored.responseBody);
    }
    // The first call is still running (or has just failed and let the key go): wait, then look again.
    if (Date.now() >= deadline) throw new AppError(409, 'idempotencyKeyInProgress');
    await sleep(pause);
  }
}

/** A repeat's answer in place of this one's: an answer with a secret shown once is never stored. */
const repeatAnswers = new WeakMap<FastifyRequest, unknown>();

/** The handler's answer for later repeats of this call (stored instead of the answer sent now). */
export function answerRepeatsWith(request: FastifyRequest, body: unknown): void {
  repeatAnswers.set(request, body);
}

/**
 * onSend of an idempotent route: a success is stored before the caller sees it, so any later repeat
 * finds it. A refusal or failure wrote nothing (no partial writes), so the key is let go for a retry.
 */
export async function endIdempotentCall(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const call = claims.get(request);
  if (!call) return payload;
  claims.delete(request);
  const db = request.server.idempotentCallsDb;
  const where = and(
    eq(idempotentCalls.userId, call.userId),
    eq(idempotentCalls.route, call.route),
    eq(idempotentCalls.key, call.key),
  );
  const instead = repeatAnswers.get(request);
  const stored = instead === undefined ? payload : JSON.stringify(instead);
  const storable = stored === undefined || stored === null || typeof stored === 'string';
  if (reply.statusCode >= 200 && reply.statusCode < 300 && storable) {
    await db
      .update(idempotentCalls)
      .set({ statusCode: reply.statusCode, responseBody: (stored as string | null | undefined) ?? null })
      .where(where);
  } else {
    await db.delete(idempotentCalls).where(where);
  }
  return payload;
}
