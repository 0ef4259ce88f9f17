// Every answer names its request (X-Request-Id), and the request's own log lines carry the id
// (Fastify's request logger, server.ts). The request is not entered as an AsyncLocalStorage context:
// on Node 20 that turns on promise hooks for the whole process, which slowed the lead pipeline's
// p95 by about 1.7× (bench:latency). A route that sends jobs hands its work `forRequest(ctx, request.id)`
// (request-context.ts), so the jobs carry the id.
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-context.ts';

export function registerRequestIds(app: FastifyInstance): void {
  // A callback hook: it runs on every request, the pixel's included, so no promise per call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
