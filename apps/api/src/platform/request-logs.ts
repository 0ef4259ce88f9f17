// Fastify's per-request log lines ("incoming request", "request completed"), except on routes served
// with `requestLogs: false` (serve-route.ts): the pixel's page views, which come by the thousand a
// second and whose lines would carry each visitor's address and page. At the default level (info)
// those two lines cost ingestion about a seventh of its page views a second (bench:ingest at info:
// 7,897 against 9,213/s). A failed request on such a route is still logged; the page views
// themselves are counted in the metrics (ingest_page_views_total).
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Whether the route answering `request` was served with `requestLogs: false`. */
const quiet = (request: FastifyRequest): boolean =>
  (request.routeOptions?.config as { requestLogs?: boolean } | undefined)?.requestLogs === false;

export class RequestLogs extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!quiet(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || !quiet(request)) super.requestCompleted(error, request, reply, metadata);
  }
}
