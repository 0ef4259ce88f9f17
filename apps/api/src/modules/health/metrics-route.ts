// GET /metrics: the process's metrics and the shared queues' depths, in Prometheus's text format.
// Outside /api, where scrapers look for it. With METRICS_TOKEN set it answers a bearer of that token
// (401 otherwise); without, only a caller on this machine that did not come through a proxy (404 to
// anyone else, as if absent). Every answer's request is counted too (route and status).
import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@lead/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import type { AppContext } from '../../platform/app-context.ts';
import { httpRequestSeconds, httpRequests, metricsRegistry } from '../../platform/metrics.ts';
import { queueMetrics } from './queue-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  // Digests of equal length: the comparison takes the same time whatever was sent.
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** This machine, directly: the socket's own peer, and no proxy's forwarding header. */
const callerOnThisMachine = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.labels(request.method, route, String(reply.statusCode)).inc();
    httpRequestSeconds.labels(request.method, route).observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    const token = ctx.config.METRICS_TOKEN;
    if (token && !bearerMatches(request, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: messages.unauthenticated });
    if (!token && !callerOnThisMachine(request))
      return reply.status(404).send({ message: messages.notFound });
    const queues = new Registry();
    await queueMetrics(ctx.db, queues);
    const merged = Registry.merge([metricsRegistry, queues]);
    return reply
      .type(merged.contentType)
      .header('cache-control', 'no-store')
      .send(await merged.metrics());
  });
}
