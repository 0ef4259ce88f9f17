// The context a route's handler gets (serve-route.ts): the app's, naming the request (its log lines
// and the jobs it sends), and for a signed-in caller of a route that is not public, database handles
// bound to the caller's scope by row-level security (tenant-db.ts).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { forRequest } from '../request-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appContext: AppContext;
  }
}

export function contextOf(request: FastifyRequest): AppContext {
  const base = request.server.appContext;
  const ctx = forRequest(base, request.id);
  const actor = request.actor;
  const tenant = base.tenantDbs;
  if (!tenant || !actor || request.routeOptions.config?.auth === 'public') return ctx;
  const path = actor.scope.path;
  // The owner's replica handle never reaches a handler: without a tenant one, reads use `db`.
  const { readDb: _ownerReplica, ...rest } = ctx;
  return {
    ...rest,
    db: tenant.primary.forScope(path),
    ...(tenant.replica && { readDb: tenant.replica.forScope(path) }),
  };
}
