// Resolves who is calling from the bearer token (or, on a route that takes one, a signed link), and
// enforces each route's declared access.

import type { RouteDeclaration, UserType } from '@lead/shared';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies, sessions, users } from '../../db/schema/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db.ts';
import { AppError } from '../errors.ts';
import { sha256 } from '../secrets.ts';
import {
  DEFAULT_SESSION_LIFETIME,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionLifetime,
  sessionAlive,
  sessionNeedsTouch,
} from '../session-lifetime.ts';
import { apiCallerOf } from './api-callers.ts';
import { apiRateLimit } from './api-rate-limit.ts';
import { checkAccessFacts, checkCaller, type RouteAuth } from './route-access.ts';
import { sessionOfSignedLink } from './signed-links.ts';
import { scopeOf, type TenantScope, uncheckedScope } from './tenant-scope.ts';

export type Actor = {
  userId: number;
  sessionId: number;
  companyId: number;
  companyPath: string;
  companyKind: 'root' | 'agency' | 'client';
  rootCompanyId: number;
  rootCompanyPath: string;
  userType: UserType;
  isSystemUser: boolean;
  /** View-as: the root system user actually at the keyboard; null in a normal session. */
  viewerUserId: number | null;
  /** A developer API call (/v1): the credential whose bearer token called; absent for a session. */
  apiCredentialId?: number;
  scope: TenantScope;
};

export type { RouteAuth } from './route-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** The shared declaration the route was served from (platform/access/serve-route.ts). */
    declaration?: RouteDeclaration;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    routeDeclarations: string[];
  }
}

/** The signed-in caller; only routes that are not public reach their handler with one. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, 'unauthenticated');
  return request.actor;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * A session (joined with its user) that still signs its user in, lifetime aside (sessionAlive): not
 * revoked, its user active and not removed, and a view-as session's viewer still able to sign in.
 */
export const sessionSignsIn = and(
  isNull(sessions.revokedAt),
  eq(users.active, true),
  // A removed company's users are signed out for good (their sessions are revoked too).
  isNull(users.removedAt),
  // A view-as session lasts only as long as its viewer may sign in.
  sql`(${sessions.viewerUserId} is null or exists (select 1 from users viewer
    where viewer.id = ${sessions.viewerUserId} and viewer.active and viewer.removed_at is null))`,
);

/**
 * The session query, built and named once per database handle: every signed-in request runs it, and
 * building it anew cost the event loop about 165 µs a request while PostgreSQL parsed and planned it
 * each time; a named statement is parsed once per connection.
 */
function prepareActorQueries(db: Database) {
  // Paths are made of company ids, so the first label is the platform root.
  const root = sql`subpath(${companies.path}, 0, 1)::text`;
  const sessionRow = (session: SQL) =>
    db
      .select({
        userId: users.id,
        sessionId: sessions.id,
        companyId: companies.id,
        companyPath: sql<string>`${companies.path}::text`,
        companyKind: companies.kind,
        rootCompanyId: sql<number>`${root}::int`,
        rootCompanyPath: sql<string>`${root}`,
        userType: users.userType,
        isSystemUser: users.isSystemUser,
        viewerUserId: sessions.viewerUserId,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(session, sessionSignsIn))
      .limit(1);
  return {
    byTokenHash: sessionRow(eq(sessions.tokenHash, sql.placeholder('key'))).prepare('actor_by_token_hash'),
    bySessionId: sessionRow(eq(sessions.id, sql.placeholder('key'))).prepare('actor_by_session_id'),
  };
}

type ActorQueries = ReturnType<typeof prepareActorQueries>;
const actorQueries = new WeakMap<Database, ActorQueries>();

function actorQueriesOf(db: Database): ActorQueries {
  let queries = actorQueries.get(db);
  if (!queries) {
    queries = prepareActorQueries(db);
    actorQueries.set(db, queries);
  }
  return queries;
}

/** The session's actor, or null when the token is unknown, revoked, idle too long or too old. */
export function findActorByToken(
  db: Database,
  token: string,
  lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
): Promise<Actor | null> {
  return findActor(db, actorQueriesOf(db).byTokenHash, sha256(token), lifetime);
}

/** The actor of a session named by id (a signed link's), on the same terms as its token. */
export function findActorBySession(
  db: Database,
  sessionId: number,
  lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
): Promise<Actor | null> {
  return findActor(db, actorQueriesOf(db).bySessionId, sessionId, lifetime);
}

async function findActor(
  db: Database,
  query: ActorQueries['byTokenHash'],
  key: string | number,
  lifetime: SessionLifetime,
): Promise<Actor | null> {
  const rows = await query.execute({ key });
  const found = rows[0];
  if (!found) return null;
  const { createdAt, lastUsedAt, ...row } = found;
  const now = new Date();
  if (!sessionAlive({ createdAt, lastUsedAt, viewAs: row.viewerUserId !== null }, now, lifetime)) return null;
  if (sessionNeedsTouch(lastUsedAt, now)) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      // Only one of many concurrent requests writes.
      .where(
        and(
          eq(sessions.id, row.sessionId),
          lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS)),
        ),
      );
  }
  return { ...row, scope: scopeOf(row) };
}

type LinkKeys = Pick<Config, 'SECRETS_KEY' | 'DATA_DIR' | 'API_REQUESTS_PER_CREDENTIAL_PER_MINUTE'>;

/** The actor a request's signed link stands for, on a route that takes one (signed-links.ts). */
async function actorOfSignedLink(
  db: Database,
  lifetime: SessionLifetime,
  keys: LinkKeys,
  request: FastifyRequest,
): Promise<Actor | null> {
  const sessionId = sessionOfSignedLink(keys, request.url);
  return sessionId === null ? null : findActorBySession(db, sessionId, lifetime);
}

export function registerActorResolution(
  app: FastifyInstance,
  db: Database,
  lifetime: SessionLifetime,
  linkKeys: LinkKeys,
  { scopeChecks }: { scopeChecks?: false } = {},
): void {
  /** The resolved caller; with the scope checks off (tests of the second wall), its scope unchecked. */
  const callerOf = (actor: Actor | null): Actor | null =>
    actor && scopeChecks === false ? { ...actor, scope: uncheckedScope(actor.scope) } : actor;
  app.decorateRequest('actor', null);
  // Every API route must say who may call it; a route without a declaration does not start.
  const declarations: string[] = [];
  app.decorate('routeDeclarations', declarations);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const auth = route.config?.auth;
    if (auth === undefined || route.config?.declaration === undefined) {
      throw new Error(
        `${route.method} ${route.url} is not served from a declaration in packages/shared/src/routes`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declarations.push(`${method} ${route.url} → ${JSON.stringify(auth)}`);
    }
  });
  const apiCalls = apiRateLimit(linkKeys.API_REQUESTS_PER_CREDENTIAL_PER_MINUTE);
  app.addHook('onRequest', async (request, reply) => {
    const declared = request.routeOptions.config?.auth;
    // Routes without a declaration are not ours (static files, 404s): nothing to resolve.
    if (declared === undefined) return;
    // The developer API: a credential's bearer token, never a session (api-callers.ts).
    if (declared !== 'public' && declared.apiScopes) {
      const caller = await apiCallerOf(db, request.headers.authorization, declared.apiScopes);
      apiCalls.take(caller.apiCredentialId ?? 0, reply);
      request.actor = callerOf(caller);
      return;
    }
    const token = bearerToken(request);
    let actor = token ? await findActorByToken(db, token, lifetime) : null;
    // A browser navigation to a download carries no token: its signed link stands for the session.
    if (!token && declared !== 'public' && declared.signedLink) {
      actor = await actorOfSignedLink(db, lifetime, linkKeys, request);
    }
    request.actor = callerOf(actor);
    if (declared === 'public') return;
    if (!actor) throw new AppError(401, 'unauthenticated');
    checkCaller(actor, declared);
  });
  app.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config?.auth;
    if (declared === undefined || declared === 'public' || !request.actor) return;
    await checkAccessFacts(db, request.actor, declared, request);
  });
}
