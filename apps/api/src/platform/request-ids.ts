// Every answer names its request (X-Request-Id), and the request's work runs in its context, so the
// log lines and the jobs it sends carry the id (request-context.ts). Callback hooks: they run on
// every request, the pixel's included, so no promise per call.
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER, withRequestId } from './request-context.ts';

export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    withRequestId(request.id, done);
  });
  // Again once the body is read: its stream's events do not carry the context of onRequest.
  app.addHook('preHandler', (request, _reply, done) => withRequestId(request.id, done));
}
