// Pixel ingestion under /api, served from its declarations (ingestRoutes in @lead/shared): POST
// /pixel/event (the beacon: text/plain or JSON) and GET /pixel/event.gif?d= (the image fallback).
// Public, small bodies only; 204 for every valid event (stored or dropped, so a probe learns
// nothing), 400 naming the fields for a malformed one.
// GET /pixel/ingestion-counts: this process's page views by outcome, and the platform-wide drops of
// unknown campaign keys of the last days, for platform staff. Dropped page views are counted per
// campaign in memory and written every few seconds (drop-flush.ts); the reports read them.
import { PIXEL_EVENT_MAX_BYTES, ingestRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { createDropCounts } from './drop-counts.ts';
import { flushEvery } from './drop-flush.ts';
import { dropsWithoutCampaign } from './drops-without-campaign.ts';
import { createIngestion } from './ingest-event.ts';
import { parsePixelBody } from './pixel-event.ts';
import { createPixelSightings, writeSightings } from './pixel-sightings.ts';
import { writeDropCounts } from './write-drop-counts.ts';

/** A 1×1 transparent GIF for the image fallback. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const NOT_A_PAGE_VIEW = 'Not a page view.';

export const ingestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  const drops = createDropCounts((rows) => writeDropCounts(appCtx.db.$client, rows));
  const sightings = createPixelSightings((rows) => writeSightings(appCtx.db.$client, rows));
  const written = { flush: () => Promise.all([drops.flush(), sightings.flush()]).then(() => undefined) };
  const flushing = flushEvery(appCtx, written, (error) =>
    app.log.warn({ err: error }, 'dropped page view counts not written; kept for the next flush'),
  );
  const ingestion = createIngestion(appCtx, drops, sightings);
  const header = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    // A hosted test page's page views are tests only when the page itself sent them.
    host: header(request.headers.host),
    origin: header(request.headers.origin),
    referer: header(request.headers.referer),
  });

  serve(
    app,
    routes.pixelEvent,
    async (request, reply) => {
      const parsed = parsePixelBody(request.body);
      if ('errors' in parsed) {
        ingestion.refuse(parsed.campaignKey);
        return reply.status(400).send({ message: NOT_A_PAGE_VIEW, errors: parsed.errors });
      }
      await ingestion.ingest(parsed.event, meta(request));
      return reply.status(204).send();
    },
    // A beacon's empty 204 renders nothing: the page-security headers would only cost time. Page views
    // are counted, not logged one by one (request-logs.ts).
    { bodyLimit: PIXEL_EVENT_MAX_BYTES, securityHeaders: false, requestLogs: false },
  );

  serve(
    app,
    routes.pixelEventImage,
    async (request, reply) => {
      const parsed = parsePixelBody(request.query.d);
      if ('errors' in parsed) {
        ingestion.refuse(parsed.campaignKey);
        return reply.status(400).send({ message: NOT_A_PAGE_VIEW, errors: parsed.errors });
      }
      await ingestion.ingest(parsed.event, meta(request));
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL_GIF);
    },
    { requestLogs: false },
  );

  serve(app, routes.ingestionCounts, async (_request, _reply, ctx) => ({
    ...ingestion.counts(),
    withoutCampaign: await dropsWithoutCampaign(ctx.db),
  }));

  app.addHook('onClose', async () => {
    await ingestion.idle();
    await flushing.stop();
  });
};
