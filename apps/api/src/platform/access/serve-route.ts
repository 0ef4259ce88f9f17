// Registers a handler for a route declared in packages/shared/src/routes: Fastify gets its method,
// path, schemas and access rule from the declaration, and the handler's request and answer are typed
// from the same zod schemas. An /api route registered any other way does not start (see actor.ts).
import type { RouteDeclaration } from '@lead/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { beginIdempotentCall, endIdempotentCall } from './idempotent-calls.ts';
import { contextOf } from './request-context-of.ts';

/** The Fastify schema of a declaration, as the zod type provider reads it. */
type SchemaOf<D extends RouteDeclaration> = {
  params: D['params'];
  querystring: D['query'];
  body: D['body'];
  response: D['response'];
};

export type RouteHandler<D extends RouteDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<D>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

// biome-ignore lint/suspicious/noExplicitAny: any server, request, reply and logger; the provider is zod.
export type ZodApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

function fastifySchemaOf(route: RouteDeclaration): FastifySchema {
  const schema: FastifySchema & { tags: string[]; summary?: string; consumes?: string[] } = {
    tags: route.tags,
  };
  if (route.summary) schema.summary = route.summary;
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  if (route.multipart) schema.consumes = ['multipart/form-data'];
  if (route.response) schema.response = route.response;
  return schema;
}

/**
 * How this server carries a route, which the declaration does not say: a tighter body limit, no
 * page-security headers (a beacon's empty answer renders nothing), or no per-request log lines.
 */
export type ServeOptions = {
  bodyLimit?: number;
  securityHeaders?: false;
  /** No "incoming request" and "request completed" lines (request-logs.ts); failures still are. */
  requestLogs?: false;
  /** The handler gets a refused input as request.validationError: a route with its own error shape (OAuth). */
  attachValidation?: true;
};

/**
 * A route's handler: Fastify's request and reply, and the context of this request (contextOf), whose
 * database handles a signed-in caller's scope binds. Handlers use that context, never the app's.
 */
export type ServedHandler<D extends RouteDeclaration> = (
  request: Parameters<RouteHandler<D>>[0],
  reply: Parameters<RouteHandler<D>>[1],
  ctx: AppContext,
) => ReturnType<RouteHandler<D>>;

/** Serves `route` with `handler`: the only way an /api route is registered. */
export function serve<D extends RouteDeclaration>(
  app: ZodApp,
  route: D,
  handler: ServedHandler<D>,
  options: ServeOptions = {},
): void {
  // A handler that takes no context (two parameters, as the pixel's page views) is spared making
  // one: at thousands of page views a second it showed in bench:ingest's profile.
  const takesContext = handler.length >= 3;
  const { securityHeaders, requestLogs, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: route.method,
    url: route.path,
    schema: fastifySchemaOf(route),
    config: {
      auth: route.auth,
      declaration: route,
      ...(securityHeaders === false && { securityHeaders }),
      ...(requestLogs === false && { requestLogs }),
    },
    // Only a declared create or money call carries the Idempotency-Key hooks.
    ...(route.idempotent && { preHandler: beginIdempotentCall, onSend: endIdempotentCall }),
    handler: ((request: Parameters<RouteHandler<D>>[0], reply: Parameters<RouteHandler<D>>[1]) =>
      handler(
        request,
        reply,
        takesContext ? contextOf(request) : (undefined as never),
      )) as RouteHandlerMethod,
  });
}
